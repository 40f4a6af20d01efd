/**
 * A row of exclusive choices of a report page (a range preset, a comparison, a grain): MUI's toggle buttons,
 * small, the chosen one pressed; choosing the pressed one again keeps it (there is always a choice).
 */
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

export interface ToggleChoicesProps<T extends string> {
  label: string;
  choices: readonly T[];
  /** The pressed choice; null presses none (days picked by hand). */
  value: T | null;
  onChange: (choice: T) => void;
  text: (choice: T) => string;
}

export const ToggleChoices = <T extends string>({ label, choices, value, onChange, text }: ToggleChoicesProps<T>) => (
  <ToggleButtonGroup size="small" exclusive color="primary" value={value} aria-label={label} onChange={(_event, next: T | null) => next && onChange(next)}>
    {choices.map((choice) => (
      <ToggleButton key={choice} value={choice} sx={{ px: 1.5 }}>
        {text(choice)}
      </ToggleButton>
    ))}
  </ToggleButtonGroup>
);
