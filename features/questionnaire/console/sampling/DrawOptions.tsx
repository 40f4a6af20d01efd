/** The options every draw shares: leave out institutions sampled in the last N days, a seed (random methods), publish with the draw. */
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';

export interface DrawOptionValues {
  excludeDays: string;
  seed: string;
  publish: boolean;
}

/** Publishing with the draw is never the default: the operator ticks it and confirms it (useDrawConfirm). */
export const EMPTY_OPTIONS: DrawOptionValues = { excludeDays: '0', seed: '', publish: false };

export const excludeDaysOf = (options: DrawOptionValues) => {
  const days = Number(options.excludeDays);
  return Number.isInteger(days) && days > 0 ? days : 0;
};

export const DrawOptions = ({ value, onChange, seed = true, draft }: { value: DrawOptionValues; onChange: (next: DrawOptionValues) => void; seed?: boolean; draft: boolean }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      <TextField
        size="small"
        type="number"
        label={translate('questionnaire.sampling.excludeDays')}
        helperText={translate('questionnaire.sampling.excludeDaysHelp')}
        value={value.excludeDays}
        onChange={(event) => onChange({ ...value, excludeDays: event.target.value })}
        slotProps={{ htmlInput: { min: 0, max: 365 } }}
        sx={{ width: 220 }}
      />
      {seed && (
        <TextField
          size="small"
          label={translate('questionnaire.sampling.seed')}
          helperText={translate('questionnaire.sampling.seedHelp')}
          value={value.seed}
          onChange={(event) => onChange({ ...value, seed: event.target.value.trim() })}
          sx={{ width: 320 }}
        />
      )}
      {draft && (
        <FormControlLabel
          control={<Checkbox checked={value.publish} onChange={(event) => onChange({ ...value, publish: event.target.checked })} />}
          label={translate('questionnaire.sampling.publish')}
        />
      )}
    </Box>
  );
};
