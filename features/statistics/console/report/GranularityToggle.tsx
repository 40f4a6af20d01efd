/** By day, week or month: the trend's granularity, part of the shared view (address). */
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslate } from 'react-admin';
import { GRANULARITIES, type Granularity } from '../statFilters';
import { useStatView } from '../useStatView';

export const GranularityToggle = () => {
  const translate = useTranslate();
  const { view, setView } = useStatView();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      color="primary"
      value={view.granularity}
      onChange={(_event, next: Granularity | null) => next && setView({ granularity: next })}
      aria-label={translate('statistics.granularity.label')}
    >
      {GRANULARITIES.map((granularity) => (
        <ToggleButton key={granularity} value={granularity} sx={{ px: 1.5 }}>
          {translate(`statistics.granularity.${granularity}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
};
