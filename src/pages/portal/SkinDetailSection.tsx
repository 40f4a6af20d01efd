/**
 * 皮肤详情 on a skin's edit page: its colours and pictures, read with
 * skin/detail/queryDetails and saved whole with skin/detail/add (with the
 * version read), then 操作成功. A skin never saved shows its initial colours.
 * Needs the menu's `detail` unit to show and `modify` to save.
 */
import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useCan } from '../../../authProvider/useCan';
import { showMessage } from '../../../dataProvider/messages';
import skin from '../../../resources/portal/skin';
import {
  isSkinColor,
  SKIN_COLOR_FIELDS,
  SKIN_PICTURE_FIELDS,
  skinDetailProblems,
  type SkinDetailField,
  type SkinDetailProblem,
  type SkinDetailValues,
} from '../../../resources/portal/skinDetail';
import { getSkinDetail, saveSkinDetail, type SkinDetail } from './api';
import { PicturePicker } from './PicturePicker';

type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'loaded'; detail: SkinDetail };

const valuesOf = (detail: SkinDetail): SkinDetailValues => ({
  themeColor: detail.themeColor,
  navBarColor: detail.navBarColor,
  navTextColor: detail.navTextColor,
  tabBarColor: detail.tabBarColor,
  tabActiveColor: detail.tabActiveColor,
  headerImage: detail.headerImage,
  tabBarImage: detail.tabBarImage,
});

/** The colour a swatch can show: the value when valid, else black. */
const swatch = (value: string) => (isSkinColor(value) ? value.toLowerCase() : '#000000');

/** A phone's home page in the skin's colours. */
const SkinPreview = ({ values }: { values: SkinDetailValues }) => {
  const translate = useTranslate();
  const color = (value: string, fallback: string) => (isSkinColor(value) ? value : fallback);
  return (
    <Box aria-label={translate('portal.skin.preview')} role="img" sx={{ width: 180, height: 320, border: 1, borderColor: 'divider', borderRadius: 3, overflow: 'hidden', display: 'flex', flexDirection: 'column', bgcolor: '#f5f7fa', flexShrink: 0 }}>
      <Box
        sx={{
          height: 72,
          bgcolor: color(values.navBarColor, '#1F5EAE'),
          color: color(values.navTextColor, '#FFFFFF'),
          backgroundImage: values.headerImage ? `url("${values.headerImage.url}")` : undefined,
          backgroundSize: 'cover',
          display: 'flex',
          alignItems: 'flex-end',
          justifyContent: 'center',
          pb: 1,
          fontWeight: 600,
        }}
      >
        {translate('portal.skin.previewTitle')}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, p: 1.5 }}>
        {[0, 1, 2, 3].map((index) => (
          <Box key={index} sx={{ width: 30, height: 30, borderRadius: 1.5, bgcolor: color(values.themeColor, '#1F5EAE'), opacity: 0.85 }} />
        ))}
      </Box>
      <Box sx={{ flex: 1 }} />
      <Box
        sx={{
          height: 44,
          bgcolor: color(values.tabBarColor, '#FFFFFF'),
          backgroundImage: values.tabBarImage ? `url("${values.tabBarImage.url}")` : undefined,
          backgroundSize: 'cover',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-around',
          fontSize: 12,
        }}
      >
        {[0, 1, 2, 3].map((index) => (
          <Box key={index} component="span" sx={{ color: index === 0 ? color(values.tabActiveColor, '#1F5EAE') : '#909399' }}>
            {translate('portal.skin.previewTab')}
          </Box>
        ))}
      </Box>
    </Box>
  );
};

export const SkinDetailSection = ({ skinId }: { skinId: number }) => {
  const translate = useTranslate();
  const can = useCan(skin.name);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [values, setValues] = useState<SkinDetailValues | null>(null);
  const [problems, setProblems] = useState<Partial<Record<SkinDetailField, SkinDetailProblem>>>({});
  const [saving, setSaving] = useState(false);

  const show = (detail: SkinDetail) => {
    setLoad({ state: 'loaded', detail });
    setValues(valuesOf(detail));
    setProblems({});
  };

  const reload = useCallback(() => {
    setLoad({ state: 'loading' });
    let active = true;
    getSkinDetail(skinId).then(
      (detail) => active && show(detail),
      (error: unknown) => active && setLoad({ state: 'failed', message: error instanceof Error && error.message ? error.message : 'portal.common.loadFailed' }),
    );
    return () => {
      active = false;
    };
  }, [skinId]);

  const allowed = !can.isPending && can.show;
  useEffect(() => (allowed ? reload() : undefined), [allowed, reload]);

  if (!allowed) return null;

  const change = <K extends SkinDetailField>(name: K, value: SkinDetailValues[K]) => {
    setValues((current) => (current ? { ...current, [name]: value } : current));
    if (problems[name]) setProblems((current) => ({ ...current, [name]: undefined }));
  };

  const message = (name: SkinDetailField) => {
    const problem = problems[name];
    return problem ? translate(`portal.skin.validation.${problem.key}`, { label: problem.label }) : undefined;
  };

  const save = async () => {
    if (load.state !== 'loaded' || !values) return;
    const trimmed = Object.fromEntries(
      Object.entries(values).map(([name, value]) => [name, typeof value === 'string' ? value.trim() : value]),
    ) as SkinDetailValues;
    const found = skinDetailProblems(trimmed);
    setProblems(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      show(await saveSkinDetail(skinId, load.detail.version, trimmed));
      showMessage('success', 'portal.common.success');
    } catch {
      // The refusal is on the message line; what was set stays.
    } finally {
      setSaving(false);
    }
  };

  const editable = can.edit;
  return (
    <Paper variant="outlined" role="region" aria-label={translate('portal.skin.detailTitle')} sx={{ px: 3, py: 2, mt: 2 }} data-testid="skin-detail">
      <Typography variant="subtitle1" fontWeight={600}>
        {translate('portal.skin.detailTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('portal.skin.detailHint')}
      </Typography>
      {load.state === 'loading' && <Typography color="text.secondary">{translate('portal.common.loading')}</Typography>}
      {load.state === 'failed' && (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => reload()}>{translate('portal.common.retry')}</Button>}>
          {translate(load.message, { _: load.message })}
        </Alert>
      )}
      {load.state === 'loaded' && values && (
        <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: 540, maxWidth: '100%' }}>
            {!load.detail.saved && <Alert severity="info">{translate('portal.skin.unsaved')}</Alert>}
            {!editable && <Alert severity="info">{translate('portal.common.readOnly')}</Alert>}
            <Typography variant="body2" fontWeight={600}>
              {translate('portal.skin.colors')}
            </Typography>
            {SKIN_COLOR_FIELDS.map(({ name, label }) => (
              <TextField
                key={name}
                size="small"
                label={label}
                value={values[name]}
                disabled={!editable}
                error={!!problems[name]}
                helperText={message(name)}
                onChange={(event) => change(name, event.target.value)}
                slotProps={{
                  htmlInput: { maxLength: 7 },
                  input: {
                    startAdornment: (
                      <InputAdornment position="start">
                        <input
                          type="color"
                          aria-label={translate('portal.skin.colorPicker', { label })}
                          value={swatch(values[name])}
                          disabled={!editable}
                          onChange={(event) => change(name, event.target.value.toUpperCase())}
                          style={{ width: 28, height: 24, padding: 0, border: 'none', background: 'none', cursor: editable ? 'pointer' : 'default' }}
                        />
                      </InputAdornment>
                    ),
                  },
                }}
              />
            ))}
            <Typography variant="body2" fontWeight={600}>
              {translate('portal.skin.pictures')}
            </Typography>
            {SKIN_PICTURE_FIELDS.map(({ name, label }) => (
              <PicturePicker
                key={name}
                label={label}
                value={values[name]}
                disabled={!editable}
                error={message(name)}
                onChange={(picture) => change(name, picture)}
                testId={`skin-picture-file-${name}`}
              />
            ))}
            {editable && (
              <Box>
                <Button variant="contained" disabled={saving} onClick={() => void save()}>
                  {translate(saving ? 'portal.common.saving' : 'portal.skin.save')}
                </Button>
              </Box>
            )}
          </Box>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {translate('portal.skin.preview')}
            </Typography>
            <SkinPreview values={values} />
          </Box>
        </Box>
      )}
    </Paper>
  );
};
