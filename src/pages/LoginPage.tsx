/**
 * The login page: user name and password (MD5 then RSA in the authProvider),
 * and an image captcha once the server asks for one (status -10001).
 * It runs outside react-admin (src/pages/login/LoginRoute.tsx) so /login loads
 * light; the console's chunk is fetched as soon as the operator starts typing.
 */
import { useState, useTransition, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { authProvider, CaptchaRequiredError, fetchCaptcha, type Captcha } from '../../authProvider';
import { showMessage } from '../../dataProvider/messages';
import { HOME_PATH } from '../../authProvider/paths';
import { preloadConsole } from './login/preloadConsole';
import { LoginField } from './login/LoginField';
import { LoginMessage } from './login/LoginMessage';

type Field = 'username' | 'password' | 'captchaCode';

const LoginPage = ({ onLoggedIn }: { onLoggedIn: (path: string) => void | Promise<void> }) => {
  const translate = useTranslate();
  const [values, setValues] = useState({ username: '', password: '', captchaCode: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  // React's async transition is pending from the submit until the login settles.
  const [busy, startLogin] = useTransition();

  const loadCaptcha = async () => {
    try {
      setCaptcha(await fetchCaptcha());
      setValues((current) => ({ ...current, captchaCode: '' }));
    } catch {
      // The wrapper has shown the error.
    }
  };

  const validate = () => {
    const next: Partial<Record<Field, string>> = {};
    if (!values.username.trim()) next.username = translate('auth.usernameRequired');
    if (!values.password) next.password = translate('auth.passwordRequired');
    if (captcha && !values.captchaCode.trim()) next.captchaCode = translate('auth.captchaRequired');
    setErrors(next);
    return Object.keys(next).length === 0;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || !validate()) return;
    startLogin(async () => {
      try {
        preloadConsole();
        const result = await authProvider.login({
          username: values.username,
          password: values.password,
          captchaKey: captcha?.captchaKey,
          captchaCode: captcha ? values.captchaCode.trim() : undefined,
        });
        await onLoggedIn(typeof result?.redirectTo === 'string' ? result.redirectTo : HOME_PATH);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        showMessage('error', message);
        if (error instanceof CaptchaRequiredError || captcha) await loadCaptcha();
      }
    });
  };

  const field = (name: Field) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      preloadConsole();
      setValues((current) => ({ ...current, [name]: event.target.value }));
      if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
    },
    error: !!errors[name],
    helperText: errors[name] ?? ' ',
  });

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', background: 'linear-gradient(135deg, #1f2d3d 0%, #1f5fbf 100%)' }}>
      <Paper component="form" onSubmit={onSubmit} noValidate elevation={8} sx={{ width: 400, p: 4 }} aria-labelledby="login-title">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 }}>
          <img src="/logo.svg" alt="" width={40} height={40} />
          <Typography id="login-title" variant="h5" component="h1" fontWeight={700}>
            {translate('app.title')}
          </Typography>
        </Box>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {translate('app.subtitle')}
        </Typography>
        <LoginField {...field('username')} label={translate('auth.username')} name="username" autoComplete="username" autoFocus />
        <LoginField {...field('password')} label={translate('auth.password')} name="password" type="password" autoComplete="current-password" />
        {captcha && (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <LoginField {...field('captchaCode')} label={translate('auth.captcha')} name="captchaCode" autoComplete="off" />
            <Box sx={{ flexShrink: 0, textAlign: 'center' }}>
              <Box
                component="img"
                src={captcha.image}
                alt={translate('auth.captchaAlt')}
                onClick={loadCaptcha}
                sx={{ height: 40, cursor: 'pointer', borderRadius: 1, display: 'block' }}
                data-testid="captcha-image"
              />
              <Button type="button" variant="text" size="small" onClick={loadCaptcha} sx={{ minWidth: 0, p: 0, fontSize: 12 }}>
                {translate('auth.refreshCaptcha')}
              </Button>
            </Box>
          </Box>
        )}
        <LoginMessage />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={busy} sx={{ mt: 1 }} startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}>
          {translate(busy ? 'auth.loggingIn' : 'auth.login')}
        </Button>
      </Paper>
    </Box>
  );
};

export default LoginPage;
