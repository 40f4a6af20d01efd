/**
 * 等级通用设置 (/ability/level/commonEdit, menu 41), reached from 通用设置 on
 * the level list: the coefficient range (abilityLevelModulus) and the common
 * settings (abilityLevelCommonSetting) as two sections of one form. 保存 checks
 * both (the shared rules, messages under the fields), saves both, then says
 * 修改成功; 取消 returns to the list. Reading needs the menu's `detail` unit,
 * saving its `modify` unit (without it the form is read-only with 返回 only).
 */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useCan } from '../../../../authProvider/useCan';
import { ApiError } from '../../../../dataProvider/http';
import { showMessage } from '../../../../dataProvider/messages';
import abilityLevel from '../../../../resources/ability/abilityLevel';
import {
  COMMON_SETTING_FIELDS,
  MODULUS_FIELDS,
  readCommonSettings,
  readModulus,
  type SettingField,
  type SettingProblem,
  type SettingsRead,
} from '../../../../resources/ability/abilityLevelSettings';
import { NoPermission } from '../../../crud/form/NoPermission';
import { formatDatetime } from '../../../crud/list/cellValue';
import { LAYOUT } from '../../../theme';
import { getCommonSettings, getModulus, saveCommonSettings, saveModulus, type SavedSettings } from './api';
import { SettingInput, type FormValue } from './SettingInput';

type Values = Record<string, FormValue>;
type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'loaded' };

const LIST_PATH = abilityLevel.routes.list;

/** The saved record as the inputs show it (coefficients with two decimals). */
const formValues = (fields: SettingField[], saved: SavedSettings): Values =>
  Object.fromEntries(
    fields.map((field) => {
      const value = saved[field.name];
      if (field.kind === 'flag') return [field.name, Number(value)];
      return [field.name, field.kind === 'decimal' && typeof value === 'number' ? value.toFixed(2) : String(value ?? '')];
    }),
  );

/** The field messages a refused save carries in `data.errors`. */
const serverErrors = (error: unknown): Record<string, string> => {
  const errors = error instanceof ApiError ? (error.data as { errors?: unknown } | null)?.errors : undefined;
  return errors && typeof errors === 'object' ? (errors as Record<string, string>) : {};
};

const LevelCommonEditPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const can = useCan(abilityLevel.name);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [values, setValues] = useState<Values>({});
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const show = (modulus: SavedSettings, common: SavedSettings) => {
    setValues({ ...formValues(MODULUS_FIELDS, modulus), ...formValues(COMMON_SETTING_FIELDS, common) });
    const times = [modulus.updatedAt, common.updatedAt].filter((time): time is string => !!time).sort();
    setSavedAt(times.at(-1) ?? null);
    setErrors({});
  };

  const reload = useCallback(() => {
    setLoad({ state: 'loading' });
    let active = true;
    Promise.all([getModulus(), getCommonSettings()]).then(
      ([modulus, common]) => {
        if (!active) return;
        show(modulus, common);
        setLoad({ state: 'loaded' });
      },
      (error: unknown) => active && setLoad({ state: 'failed', message: error instanceof Error && error.message ? error.message : 'abilityLevel.settings.loadFailed' }),
    );
    return () => {
      active = false;
    };
  }, []);

  const allowed = !can.isPending && can.show;
  useEffect(() => (allowed ? reload() : undefined), [allowed, reload]);

  if (can.isPending) return null;
  if (!can.show) return <NoPermission listPath={LIST_PATH} />;

  const message = (problem: SettingProblem) => translate(`abilityLevel.validation.${problem.key}`, problem.args);
  const messages = (read: SettingsRead) => Object.fromEntries(Object.entries(read.problems).map(([name, problem]) => [name, message(problem)]));

  const change = (name: string, value: FormValue) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors(({ [name]: _dropped, ...rest }) => rest);
  };

  const save = async () => {
    const modulus = readModulus(values);
    const common = readCommonSettings(values);
    const found = { ...messages(modulus), ...messages(common) };
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      const savedModulus = await saveModulus(modulus.values);
      const savedCommon = await saveCommonSettings(common.values);
      show(savedModulus, savedCommon);
      showMessage('success', 'abilityLevel.settings.success');
    } catch (error) {
      // The refusal is on the message line; its field messages go under the fields, what was typed stays.
      setErrors(serverErrors(error));
    } finally {
      setSaving(false);
    }
  };

  const editable = can.edit;
  const input = (field: SettingField) => (
    <SettingInput key={field.name} field={field} value={values[field.name] ?? ''} error={errors[field.name]} disabled={!editable || saving} onChange={(value) => change(field.name, value)} />
  );
  const section = (title: string, hint: string, children: ReactNode) => (
    <Paper variant="outlined" role="region" aria-label={translate(title)} sx={{ px: 3, py: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box>
        <Typography variant="subtitle1" fontWeight={600}>
          {translate(title)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate(hint)}
        </Typography>
      </Box>
      {children}
    </Paper>
  );

  return (
    <Box
      component="form"
      noValidate
      data-testid="level-settings-form"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      sx={{ width: LAYOUT.formWidth, maxWidth: '100%', display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      {load.state === 'loading' && <Typography color="text.secondary">{translate('abilityLevel.settings.loading')}</Typography>}
      {load.state === 'failed' && (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => reload()}>{translate('abilityLevel.settings.retry')}</Button>}>
          {translate(load.message, { _: load.message })}
        </Alert>
      )}
      {load.state === 'loaded' && (
        <>
          {!editable && <Alert severity="info">{translate('abilityLevel.settings.readOnly')}</Alert>}
          {section(
            'abilityLevel.settings.modulusTitle',
            'abilityLevel.settings.modulusHint',
            <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5 }}>
              {input(MODULUS_FIELDS[0])}
              <Typography sx={{ pt: 1 }}>{translate('abilityLevel.settings.rangeSeparator')}</Typography>
              {input(MODULUS_FIELDS[1])}
            </Box>,
          )}
          {section('abilityLevel.settings.commonTitle', 'abilityLevel.settings.commonHint', COMMON_SETTING_FIELDS.map(input))}
          <Typography variant="body2" color="text.secondary">
            {savedAt ? translate('abilityLevel.settings.lastSaved', { time: formatDatetime(savedAt) }) : translate('abilityLevel.settings.neverSaved')}
          </Typography>
        </>
      )}
      <Box sx={{ display: 'flex', gap: 1.5 }}>
        {editable && load.state === 'loaded' && (
          <Button type="submit" variant="contained" disabled={saving}>
            {translate(saving ? 'abilityLevel.settings.saving' : 'abilityLevel.settings.save')}
          </Button>
        )}
        <Button variant="outlined" onClick={() => navigate(LIST_PATH)}>
          {translate(editable ? 'abilityLevel.settings.cancel' : 'abilityLevel.settings.back')}
        </Button>
      </Box>
    </Box>
  );
};

export default LevelCommonEditPage;
