/**
 * The date range presets of a report page that keeps days (the ability statistics): 全部 and the presets, the
 * one whose days the page shows pressed (none for days picked by hand). A press gives the preset's days, or
 * null for 全部.
 */
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslate } from 'react-admin';
import { beijingToday, presetOf, presetRange, type RangePreset } from './rangePresets';

type Preset = Exclude<RangePreset, 'custom'>;
const ALL = 'all';

export interface RangePresetButtonsProps {
  start?: string;
  end?: string;
  presets: readonly Preset[];
  onPick: (range: { start: string; end: string } | null) => void;
}

export const RangePresetButtons = ({ start, end, presets, onPick }: RangePresetButtonsProps) => {
  const translate = useTranslate();
  const today = beijingToday();
  const active = !start && !end ? ALL : (presetOf({ start, end }, presets, today) ?? null);
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      color="primary"
      value={active}
      aria-label={translate('report.presets.label')}
      onChange={(_event, next: Preset | typeof ALL | null) => next && onPick(next === ALL ? null : presetRange(next, today))}
    >
      {[ALL, ...presets].map((preset) => (
        <ToggleButton key={preset} value={preset} sx={{ px: 1.5 }}>
          {translate(`report.presets.${preset}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
};
