/** By day, week or month: the trend's granularity, part of the shared view (address). */
import { useTranslate } from 'react-admin';
import { ToggleChoices } from '../../../report/console/ToggleChoices';
import { GRANULARITIES } from '../statFilters';
import { useStatView } from '../useStatView';

export const GranularityToggle = () => {
  const translate = useTranslate();
  const { view, setView } = useStatView();
  return (
    <ToggleChoices
      label={translate('statistics.granularity.label')}
      choices={GRANULARITIES}
      value={view.granularity}
      onChange={(granularity) => setView({ granularity })}
      text={(granularity) => translate(`statistics.granularity.${granularity}`)}
    />
  );
};
