/**
 * 编辑产品图谱 (introduceIcon): the product lineage chart — 图谱名称, 图谱说明 and
 * an optional picture, created with addAssociationProductChart the first time
 * and then saved with updateAssociationProductChart (with the version read),
 * then 操作成功 — beside a preview of the lineage of categories and products.
 * Needs the menu's `detail` unit to show, `add` or `modify` to save.
 */
import './messages';
import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import associationProduct from '../../../../resources/business/associationProduct';
import { CHART_FIELDS, chartViolations, type Chart, type ChartValues } from '../../../../resources/business/associationProductChart';
import { useCan } from '../../../../authProvider/useCan';
import { showMessage } from '../../../../dataProvider/messages';
import { PicturePicker } from '../../portal/PicturePicker';
import { LAYOUT } from '../../../theme';
import { getChart, saveChart } from './chartApi';
import { LineagePreview } from './LineagePreview';

type Load = { status: 'loading' } | { status: 'failed'; error: string } | { status: 'ready'; chart: Chart | null };

const EMPTY: ChartValues = { title: '', intro: '', image: null };

const ChartEditPage = () => {
  const translate = useTranslate();
  const can = useCan(associationProduct.name);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [values, setValues] = useState<ChartValues>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const show = (chart: Chart | null) => {
    setLoad({ status: 'ready', chart });
    setValues(chart ? { title: chart.title, intro: chart.intro, image: chart.image } : EMPTY);
  };
  const reload = useCallback(() => {
    setLoad({ status: 'loading' });
    getChart().then(show, (error: unknown) => setLoad({ status: 'failed', error: error instanceof Error && error.message ? error.message : 'http.defaultError' }));
  }, []);
  useEffect(() => reload(), [reload]);

  const chart = load.status === 'ready' ? load.chart : null;
  const editable = chart ? can.edit : can.create;
  const submit = async () => {
    const trimmed = { ...values, title: values.title.trim() };
    const found = chartViolations(trimmed);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      show(await saveChart(trimmed, chart ? chart.version : null));
      showMessage('success', 'introduce.chart.saved');
    } catch {
      // The request wrapper has shown the refusal; the form keeps what was typed.
    } finally {
      setSaving(false);
    }
  };

  if (load.status === 'loading' || can.isPending) return <Typography sx={{ p: 2 }}>{translate('introduce.chart.loading')}</Typography>;
  if (load.status === 'failed') {
    return (
      <Box sx={{ p: 2 }}>
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={reload}>{translate('introduce.chart.retry')}</Button>}>
          {translate(load.error, { _: load.error })}
        </Alert>
      </Box>
    );
  }
  const label = (name: keyof typeof CHART_FIELDS) => CHART_FIELDS[name].label;
  return (
    <Box sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <Paper variant="outlined" sx={{ p: 3, width: LAYOUT.formWidth, maxWidth: '100%', display: 'flex', flexDirection: 'column', gap: 2 }} data-testid="chart-form">
        {!chart && <Alert severity="info">{translate('introduce.chart.notCreated')}</Alert>}
        <TextField
          label={label('title')}
          required
          value={values.title}
          disabled={!editable}
          onChange={(event) => setValues({ ...values, title: event.target.value })}
          error={!!errors.title}
          helperText={errors.title}
        />
        <TextField
          label={label('intro')}
          multiline
          minRows={3}
          value={values.intro}
          disabled={!editable}
          onChange={(event) => setValues({ ...values, intro: event.target.value })}
          error={!!errors.intro}
          helperText={errors.intro}
        />
        <PicturePicker label={label('image')} value={values.image} disabled={!editable} onChange={(image) => setValues({ ...values, image })} error={errors.image} size={[240, 135]} />
        {editable && (
          <Box>
            <Button variant="contained" onClick={submit} disabled={saving}>
              {translate('introduce.chart.save')}
            </Button>
          </Box>
        )}
      </Paper>
      <Paper variant="outlined" sx={{ p: 3, flex: 1, minWidth: 320 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          {values.title.trim() || translate('introduce.chart.previewTitle')}
        </Typography>
        <LineagePreview />
      </Paper>
    </Box>
  );
};

export default ChartEditPage;
