/**
 * 精准抽样 (issue/sampling/accurate): search the member institutions (attributeIssue: name, type, region,
 * size class), pick them by hand, select all of a page or every match of the search, and draw with the
 * picks (preciseAttribute) after a confirmation.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { InstitutionFilter, QuestionnaireDetail } from '../../contract/calls';
import { PlainTable } from '../../../../src/crud/list/PlainTable';
import { useCallQuery, useConsoleData } from '../../../../src/crud/useCall';
import { useDrawConfirm } from './useDrawConfirm';
import { STATUS } from '../status';
import { DrawOptions, EMPTY_OPTIONS, excludeDaysOf, type DrawOptionValues } from './DrawOptions';
import { InstitutionSearch } from './InstitutionSearch';
import { SamplingFrame } from './SamplingFrame';
import { useDraw } from './useDraw';

const PAGE_SIZE = 20;

const PreciseSampling = ({ questionnaire }: { questionnaire: QuestionnaireDetail }) => {
  const translate = useTranslate();
  const id = questionnaire.id;
  const [options, setOptions] = useState<DrawOptionValues>(EMPTY_OPTIONS);
  const [filter, setFilter] = useState<InstitutionFilter>({});
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const { confirmDraw, dialog } = useDrawConfirm();
  const dataProvider = useConsoleData();
  const { draw, busy, error } = useDraw(id);
  const excludeDays = excludeDaysOf(options);
  const label = (key: string, values?: Record<string, unknown>) => translate(`questionnaire.sampling.${key}`, values);
  const params = { ...filter, id, excludeDays, pageNum: page, pageSize: PAGE_SIZE };
  const { data, isPending, isError } = useCallQuery('questionnaireInstitutions', params);
  const rows = data?.list ?? [];
  const pageAll = rows.length > 0 && rows.every((row) => selected.has(row.id));

  const change = (ids: number[], on: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous);
      ids.forEach((item) => (on ? next.add(item) : next.delete(item)));
      return next;
    });

  // A one-off read on the click: every match's id, added to the picks.
  const selectAllMatches = async () => change((await dataProvider.questionnaireInstitutions({ ...filter, id, excludeDays, pageNum: 1, pageSize: 1, allIds: 1 })).data.ids ?? [], true);

  const submit = async () => {
    const publish = options.publish && questionnaire.status === STATUS.draft;
    if (!(await confirmDraw('drawPrecise', { count: selected.size }, publish))) return;
    await draw({ precise: true, body: { institutionIds: [...selected], excludeDays, publish } });
  };

  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <InstitutionSearch onSearch={(next) => (setFilter(next), setPage(1))} />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography role="status">{label('selected', { count: selected.size })}</Typography>
        {data && data.total > 0 && <Button onClick={selectAllMatches}>{label('selectAllMatches', { count: data.total })}</Button>}
        <Button disabled={selected.size === 0} onClick={() => setSelected(new Set())}>
          {label('clearSelection')}
        </Button>
      </Box>
      {isError && <Alert severity="error">{translate('questionnaire.loadFailed')}</Alert>}
      {isPending && <Typography color="text.secondary">{translate('questionnaire.loading')}</Typography>}
      {data && rows.length === 0 && <Typography color="text.secondary">{label('noInstitutions')}</Typography>}
      {rows.length > 0 && (
        <PlainTable
          data={rows}
          label={label('candidates')}
          columns={[
            {
              key: 'pick',
              label: (
                <Checkbox
                  checked={pageAll}
                  onChange={(event) =>
                    change(
                      rows.map((row) => row.id),
                      event.target.checked,
                    )
                  }
                  inputProps={{ 'aria-label': label('selectPage') }}
                />
              ),
              render: (row) => (
                <Checkbox
                  checked={selected.has(Number(row.id))}
                  onChange={(event) => change([Number(row.id)], event.target.checked)}
                  inputProps={{ 'aria-label': label('pick', { name: row.unitName }) }}
                />
              ),
            },
            { key: 'unitName', label: label('institution'), render: (row) => String(row.unitName) },
            { key: 'unitType', label: label('unitType'), render: (row) => row.unitTypeLabel ?? '' },
            { key: 'region', label: label('region'), render: (row) => row.regionLabel ?? '' },
            { key: 'sizeClass', label: label('sizeClass'), render: (row) => row.sizeClassLabel ?? '' },
            { key: 'recent', label: label('recentlySampled'), render: (row) => (row.recentlySampled ? '✓' : '') },
          ]}
        />
      )}
      {data && data.total > PAGE_SIZE && <Pagination count={Math.ceil(data.total / PAGE_SIZE)} page={page} onChange={(_, next) => setPage(next)} />}
      <DrawOptions value={options} onChange={setOptions} seed={false} draft={questionnaire.status === STATUS.draft} />
      {error && <Alert severity="error">{error}</Alert>}
      <Box>
        <Button variant="contained" disabled={busy || selected.size === 0} onClick={submit}>
          {label('drawPrecise')}
        </Button>
      </Box>
      {dialog}
    </Paper>
  );
};

const PreciseSamplingPage = () => <SamplingFrame tab="accurate">{(questionnaire) => <PreciseSampling questionnaire={questionnaire} />}</SamplingFrame>;

export default PreciseSamplingPage;
