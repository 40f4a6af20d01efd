/**
 * The frame of the three sampling pages (issue/sampling/infomation, accurate, screen; the title bar's back
 * button goes to Issue): the questionnaire named by `id`, the tabs between the methods (links keeping `id`),
 * the page's own form, and the current draw's record below.
 */
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { QuestionnaireDetail } from '../../contract/calls';
import { FormLoading } from '../../../../src/crud/form/FormLoading';
import { LoadFailed } from '../../../../src/crud/form/LoadFailed';
import { useCallQuery } from '../../../../src/crud/useCall';
import { ISSUE_PATH, SAMPLING_TABS, samplingPath, type SamplingTab } from '../paths';
import { DrawPanel } from './DrawPanel';
import { useQueryId } from '../../../../src/crud/form/editedId';

export const SamplingFrame = ({ tab, children }: { tab: SamplingTab; children: (questionnaire: QuestionnaireDetail) => ReactNode }) => {
  const translate = useTranslate();
  const id = useQueryId();
  const { data, isPending, error } = useCallQuery('questionnaireDetail', { id: id ?? 0 }, { enabled: id !== null, retry: false });
  if (id === null)
    return (
      <Alert severity="info" sx={{ m: 2 }}>
        {translate('questionnaire.sampling.noId')}
      </Alert>
    );
  if (isPending) return <FormLoading />;
  if (error || !data) return <LoadFailed error={error ?? 'questionnaire.loadFailed'} listPath={ISSUE_PATH} />;
  return (
    <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h6" component="h2">
        {translate('questionnaire.sampling.questionnaire', { title: data.title, status: translate(`questionnaire.status.${data.status}`) })}
      </Typography>
      <Tabs value={tab} aria-label={translate('questionnaire.draw.method')}>
        {SAMPLING_TABS.map((item) => (
          <Tab key={item} value={item} label={translate(`questionnaire.sampling.tabs.${item}`)} component={Link} to={samplingPath(id, item)} />
        ))}
      </Tabs>
      {children(data)}
      <DrawPanel questionnaire={data} />
    </Box>
  );
};
