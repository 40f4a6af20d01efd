/**
 * The date range presets of a report page that keeps days (the ability statistics): 全部 and the presets, the
 * one whose days the page shows pressed (none for days picked by hand). A press gives the preset's days, or
 * null for 全部.
 */
import { useTranslate } from 'react-admin';
import { beijingToday, presetOf, presetRange, type RangePreset } from './rangePresets';
import { ToggleChoices } from './ToggleChoices';

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
    <ToggleChoices
      label={translate('report.presets.label')}
      choices={[ALL, ...presets]}
      value={active}
      onChange={(next) => onPick(next === ALL ? null : presetRange(next, today))}
      text={(preset) => translate(`report.presets.${preset}`)}
    />
  );
};
