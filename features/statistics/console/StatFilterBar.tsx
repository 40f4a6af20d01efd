/**
 * The range and comparison every statistics page shares (useStatView): the
 * presets, a custom range applied with 查询, the comparison, and the days
 * they stand for in words. `children` are the page's own filters, on the same
 * row.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { SearchDate } from '../../../src/crud/list/SearchDate';
import { ToggleChoices } from '../../report/console/ToggleChoices';
import { COMPARISONS, comparedRange, RANGE_PRESETS, withRange, type RangePreset } from './statFilters';
import { useStatView } from './useStatView';

const NONE = 'none' as const;

export const StatFilterBar = ({ children }: { children?: ReactNode }) => {
  const translate = useTranslate();
  const { view, setView } = useStatView();
  const [custom, setCustom] = useState(view.preset === 'custom');
  const [draft, setDraft] = useState({ start: view.start, end: view.end });
  const reversed = draft.start > draft.end;
  const compared = comparedRange(view);
  const showCustom = custom || view.preset === 'custom';

  const choosePreset = (preset: RangePreset) => {
    if (preset === 'custom') {
      setDraft({ start: view.start, end: view.end });
      setCustom(true);
      return;
    }
    setCustom(false);
    setView((current) => withRange(current, { preset }));
  };

  const applyCustom = (event: FormEvent) => {
    event.preventDefault();
    if (reversed || !draft.start || !draft.end) return;
    setView((current) => withRange(current, { preset: 'custom', start: draft.start, end: draft.end }));
  };

  return (
    <Box component="section" aria-label={translate('statistics.range.label')} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <ToggleChoices
          label={translate('statistics.range.label')}
          choices={RANGE_PRESETS}
          value={showCustom ? 'custom' : view.preset}
          onChange={choosePreset}
          text={(preset) => translate(`report.presets.${preset}`)}
        />
        <ToggleChoices
          label={translate('statistics.compare.label')}
          choices={[NONE, ...COMPARISONS]}
          value={view.compare ?? NONE}
          onChange={(compare) => setView({ compare: compare === NONE ? undefined : compare })}
          text={(compare) => translate(`statistics.compare.${compare}`)}
        />
        {children}
      </Box>
      {showCustom && (
        <Box component="form" role="search" onSubmit={applyCustom} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5 }}>
          <SearchDate label={translate('statistics.range.start')} value={draft.start} onChange={(start) => setDraft((old) => ({ ...old, start }))} />
          <SearchDate label={translate('statistics.range.end')} value={draft.end} onChange={(end) => setDraft((old) => ({ ...old, end }))} />
          <Button type="submit" variant="contained" disabled={reversed || !draft.start || !draft.end}>
            {translate('statistics.range.apply')}
          </Button>
          {reversed && (
            <Typography role="alert" color="error" sx={{ fontSize: 13, alignSelf: 'center' }}>
              {translate('statistics.range.order')}
            </Typography>
          )}
        </Box>
      )}
      <Typography data-testid="stat-range" sx={{ fontSize: 13, color: 'text.secondary' }}>
        {translate('statistics.range.summary', { start: view.start, end: view.end })}
        {compared ? `，${translate('statistics.range.compared', compared)}` : ''}
      </Typography>
    </Box>
  );
};
