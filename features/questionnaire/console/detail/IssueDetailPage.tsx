/**
 * 抽样详情 (issue/detail, back button to Issue): the draw's record (method, seed, frame fingerprint), the
 * response rate per stratum, the sample with push and answer status, per-question results with charts and
 * text answers, filtered by stratum (`stratum` in the address); 推送, 刷新统计 and the two exports.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNotify, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { toApiError } from '../../../../dataProvider/errors';
import { FormLoading } from '../../../../src/crud/form/FormLoading';
import { LoadFailed } from '../../../../src/crud/form/LoadFailed';
import { PlainTable } from '../../../../src/crud/list/PlainTable';
import { useCallMutation, useCallQuery } from '../../../../src/crud/useCall';
import { useConfirm } from '../../../../src/crud/useConfirm';
import { beijing, percent } from '../format';
import { ISSUE_PATH, samplingPath } from '../paths';
import { invalidateQuestionnaire } from '../refresh';
import { STATUS } from '../status';
import { DrawRecordView } from '../sampling/DrawPanel';
import { useQueryId } from '../../../../src/crud/form/editedId';
import { StatusChip } from '../StatusChip';
import { QuestionResultCard } from './QuestionResultCard';
import { SampleTable } from './SampleTable';
import { DetailSection as Section } from '../../../../src/crud/form/DetailSection';

const Detail = ({ id }: { id: number }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { ask, dialog } = useConfirm();
  const [params, setParams] = useSearchParams();
  const stratumKey = params.get('stratum') || undefined;
  const label = (key: string, values?: Record<string, unknown>) => translate(`questionnaire.detail.${key}`, values);
  const result = useCallQuery('questionnaireResult', { id, stratumKey }, { retry: false });
  const draws = useCallQuery('questionnaireDraws', { id });
  const pushes = useCallQuery('questionnairePushes', { id });
  // Each write then reads the questionnaire again; its buttons stay disabled until that is done.
  const pushing = useCallMutation('pushQuestionnaire', {
    onSuccess: async ({ message }) => {
      notify(message, { type: 'success' });
      await invalidateQuestionnaire(client);
    },
  });
  const refreshing = useCallMutation('refreshQuestionnaireResult', {
    onSuccess: async () => {
      notify(label('refreshed'), { type: 'success' });
      await invalidateQuestionnaire(client);
    },
    onError: (error) => notify(toApiError(error).statusText, { type: 'error' }),
  });
  // The request wrapper shows an export's refusal and its download.
  const sampleExport = useCallMutation('exportQuestionnaireSample');
  const answersExport = useCallMutation('exportQuestionnaireAnswers');
  const busy = pushing.isPending || refreshing.isPending || sampleExport.isPending || answersExport.isPending;
  // Shown beside the buttons until the next push.
  const pushRefusal = pushing.error ? toApiError(pushing.error).statusText : null;
  if (result.isPending) return <FormLoading />;
  if (result.error || !result.data) return <LoadFailed error={result.error ?? 'questionnaire.loadFailed'} listPath={ISSUE_PATH} />;
  const data = result.data;
  const questionnaire = data.questionnaire;
  const current = draws.data?.find((draw) => draw.current);
  const lastPush = pushes.data?.[0];

  const push = async () => {
    if (await ask('questionnaire.confirm.push', { title: questionnaire.title })) pushing.mutate({ id });
  };

  return (
    <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2">
          {questionnaire.title}
        </Typography>
        <StatusChip status={questionnaire.status} />
        <Box sx={{ flex: 1 }} />
        {questionnaire.status === STATUS.published && (
          <Button variant="contained" disabled={busy || !current} onClick={push}>
            {label('push')}
          </Button>
        )}
        <Button variant="outlined" disabled={busy} onClick={() => refreshing.mutate({ id, stratumKey })}>
          {label('refresh')}
        </Button>
        <Button variant="outlined" disabled={busy || !current} onClick={() => sampleExport.mutate({ id })}>
          {label('exportSample')}
        </Button>
        <Button variant="outlined" disabled={busy} onClick={() => answersExport.mutate({ id })}>
          {label('exportAnswers')}
        </Button>
      </Box>
      {pushRefusal && (
        <Alert severity="error" role="alert">
          {pushRefusal}
        </Alert>
      )}
      {lastPush && <Typography variant="body2">{label('lastPush', { time: beijing(lastPush.pushedAt, true), sent: lastPush.sentCount, failed: lastPush.failedCount })}</Typography>}
      {current ? (
        <Section title={translate('questionnaire.draw.title')}>
          <DrawRecordView draw={current} />
        </Section>
      ) : draws.isError ? (
        // The draws did not load: that is what the operator is told, not that nothing was drawn.
        <Alert severity="error">{toApiError(draws.error).statusText}</Alert>
      ) : draws.isPending ? null : questionnaire.status === STATUS.closed ? (
        <Alert severity="info">{translate('questionnaire.draw.none')}</Alert>
      ) : (
        // Where the sample is drawn, one press away: the page cannot push or count anything before it.
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" onClick={() => navigate(samplingPath(id))}>
              {label('goSample')}
            </Button>
          }
        >
          {label('noSample')}
        </Alert>
      )}
      <TextField
        select
        size="small"
        label={label('stratumFilter')}
        value={stratumKey ?? ''}
        onChange={(event) =>
          setParams((previous) => {
            const next = new URLSearchParams(previous);
            if (event.target.value) next.set('stratum', event.target.value);
            else next.delete('stratum');
            return next;
          })
        }
        sx={{ width: 280 }}
      >
        <MenuItem value="">{label('allStrata')}</MenuItem>
        {data.strata.map((stratum) => (
          <MenuItem key={stratum.key} value={stratum.key}>
            {stratum.name}
          </MenuItem>
        ))}
      </TextField>
      <Section title={label('rates')}>
        <PlainTable
          data={data.strata.filter((stratum) => !stratumKey || stratum.key === stratumKey).map((stratum) => ({ ...stratum, id: stratum.key }))}
          columns={[
            { key: 'name', label: translate('questionnaire.sampling.stratum'), render: (row) => String(row.name) },
            { key: 'population', label: translate('questionnaire.sampling.population'), render: (row) => Number(row.population) },
            { key: 'sampled', label: label('sampled'), render: (row) => Number(row.sampled) },
            { key: 'pushed', label: label('pushedCount'), render: (row) => Number(row.pushed) },
            { key: 'answered', label: label('answeredCount'), render: (row) => Number(row.answered) },
            { key: 'responseRate', label: label('responseRate'), render: (row) => percent(row.responseRate as number | null) },
          ]}
        />
      </Section>
      <Section title={label('sample')}>
        <SampleTable key={stratumKey ?? ''} id={id} stratumKey={stratumKey} />
      </Section>
      <Section title={label('results')}>
        <Typography variant="body2" color="text.secondary">
          {label('computedAt', { time: beijing(data.computedAt, true), counted: data.countedAnswers })}
        </Typography>
        {data.stale && <Alert severity="warning">{label('stale', { count: data.answerCount - data.countedAnswers })}</Alert>}
        {data.answered === 0 && <Typography color="text.secondary">{label('noAnswers')}</Typography>}
        {data.questions.map((question, index) => (
          <QuestionResultCard key={question.questionId} result={question} n={index + 1} />
        ))}
      </Section>
      {dialog}
    </Box>
  );
};

const IssueDetailPage = () => {
  const translate = useTranslate();
  const id = useQueryId();
  if (id === null)
    return (
      <Alert severity="info" sx={{ m: 2 }}>
        {translate('questionnaire.sampling.noId')}
      </Alert>
    );
  return <Detail id={id} />;
};

export default IssueDetailPage;
