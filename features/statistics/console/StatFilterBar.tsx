/**
 * The range and comparison every statistics page shares (useStatView): the
 * presets, a custom range applied with 查询, the comparison, and the days
 * they stand for in words. `children` are the page's own filters, on the same
 * row.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { SearchDate } from '../../../src/crud/list/SearchDate';
import { COMPARISONS, comparedRange, RANGE_PRESETS, withRange, type Comparison, type RangePreset } from './statFilters';
import { useStatView } from './useStatView';

const NONE = 'none';

export const StatFilterBar = ({ children }: { children?: ReactNode }) => {
  const translate = useTranslate();
  const { view, setView } = useStatView();
  const [custom, setCustom] = useState(view.preset === 'custom');
  const [draft, setDraft] = useState({ start: view.start, end: view.end });
  const reversed = draft.start > draft.end;
  const compared = comparedRange(view);
  const showCustom = custom || view.preset === 'custom';

  const choosePreset = (preset: RangePreset | null) => {
    if (!preset) return;
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
        <ToggleButtonGroup
          size="small"
          exclusive
          color="primary"
          value={showCustom ? 'custom' : view.preset}
          onChange={(_event, preset: RangePreset | null) => choosePreset(preset)}
          aria-label={translate('statistics.range.label')}
        >
          {RANGE_PRESETS.map((preset) => (
            <ToggleButton key={preset} value={preset} sx={{ px: 1.5 }}>
              {translate(`report.presets.${preset}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <ToggleButtonGroup
          size="small"
          exclusive
          color="primary"
          value={view.compare ?? NONE}
          onChange={(_event, compare: Comparison | typeof NONE | null) => compare && setView({ compare: compare === NONE ? undefined : compare })}
          aria-label={translate('statistics.compare.label')}
        >
          {[NONE, ...COMPARISONS].map((compare) => (
            <ToggleButton key={compare} value={compare} sx={{ px: 1.5 }}>
              {translate(`statistics.compare.${compare}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
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
