/**
 * 意见反馈详情 (/interaction/opinion/detail?id=, and the older /interaction/feedbackDetail?id=): the
 * submitter's part (text, contact, attachments), the two steps (处理, then 下发: the server refuses
 * issuing before handling), the history of both, and the feedback as Word or PDF. Read with
 * react-admin's useGetOne (interactive/idea/queryDetails); each step is a react-query mutation whose
 * answer (the detail) replaces the cached record. Without the 'modify' unit the page only shows.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useGetOne, useNotify, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { ReactNode } from 'react';
import { useCan } from '../../../authProvider/useCan';
import type { Feedback, FeedbackStepKind } from '../contract/calls';
import { FEEDBACK_STATUS as STATUS } from '../contract/workflow';
import { FormLoading } from '../../../src/crud/form/FormLoading';
import { LoadFailed } from '../../../src/crud/form/LoadFailed';
import { NoPermission } from '../../../src/crud/form/NoPermission';
import { useConsoleData } from '../../../src/crud/useCall';
import { attachmentsOf, beijing } from './format';
import { FEEDBACK_RESOURCE, OPINION_LIST_PATH } from './paths';
import { FeedbackHistory } from './FeedbackHistory';
import { ResultForm } from './ResultForm';
import { FeedbackStatusChip } from './StatusChip';
import { useColumnLabels } from '../../../src/crud/list/useColumnLabels';

const DETAIL_META = { withSteps: true };

const Section = ({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) => (
  <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }} data-testid={testId}>
    <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
      {title}
    </Typography>
    {children}
  </Paper>
);

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box sx={{ display: 'flex', gap: 1 }}>
    <Typography component="span" color="text.secondary" sx={{ minWidth: 96, flexShrink: 0 }}>
      {label}
    </Typography>
    <Typography component="span" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
      {children}
    </Typography>
  </Box>
);

const Documents = ({ feedback }: { feedback: Feedback }) => {
  const translate = useTranslate();
  const dataProvider = useConsoleData();
  const download = useMutation({ mutationFn: (kind: 'word' | 'pdf') => (kind === 'word' ? dataProvider.opinionExportWord({ id: feedback.id }) : dataProvider.opinionExportPdf({ id: feedback.id })) });
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <Button variant="outlined" disabled={download.isPending} onClick={() => download.mutate('word')}>
        {translate('opinion.detail.exportWord')}
      </Button>
      <Button variant="outlined" disabled={download.isPending} onClick={() => download.mutate('pdf')}>
        {translate('opinion.detail.exportPdf')}
      </Button>
    </Box>
  );
};

const Detail = ({ feedback, editable, onSaved }: { feedback: Feedback; editable: boolean; onSaved: (next: Feedback) => void }) => {
  const { translate, label } = useColumnLabels('opinion.fields');
  const notify = useNotify();
  const dataProvider = useConsoleData();
  // A refusal is shown by the request wrapper; the form keeps its text.
  const step = useMutation({
    mutationFn: ({ kind, text }: { kind: FeedbackStepKind; text: string }) => {
      const { id, version } = feedback;
      return kind === 'deal' ? dataProvider.opinionDeal({ id, version, dealWithResult: text }) : dataProvider.opinionIssue({ id, version, issuedResult: text });
    },
    onSuccess: (answer, { kind }) => {
      onSaved(answer.data);
      notify(kind === 'deal' ? 'opinion.detail.dealt' : 'opinion.detail.issued', { type: 'success' });
    },
  });
  const submit = (kind: FeedbackStepKind) => (text: string) => step.mutate({ kind, text });
  // Each form waits for its own step only.
  const sending = (kind: FeedbackStepKind) => step.isPending && step.variables?.kind === kind;
  const attachments = attachmentsOf(feedback);
  const issued = feedback.status === STATUS.issued;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 960 }} data-testid="opinion-detail">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h1">
          {feedback.title}
        </Typography>
        <FeedbackStatusChip status={feedback.status} />
        <Typography color="text.secondary">
          {label('feedbackNo')}：{feedback.feedbackNo ?? '—'}
        </Typography>
        <Box sx={{ flex: 1 }} />
        <Documents feedback={feedback} />
      </Box>
      <Section title={translate('opinion.detail.submitter')} testId="feedback-submission">
        <Field label={label('contactName')}>{feedback.contactName ?? '—'}</Field>
        <Field label={label('contactPhone')}>{feedback.contactPhone ?? '—'}</Field>
        <Field label={label('memberUnit')}>
          {feedback.memberUnit ?? '—'}
          {feedback.memberUnitAsSent && feedback.memberUnitAsSent !== feedback.memberUnit && translate('opinion.detail.unitAsSent', { name: feedback.memberUnitAsSent })}
        </Field>
        <Field label={label('submittedAt')}>{beijing(feedback.submittedAt)}</Field>
        <Field label={label('content')}>{feedback.content}</Field>
        <Field label={label('attachments')}>
          {attachments.length === 0
            ? translate('opinion.detail.noAttachments')
            : attachments.map((file) => (
                <Link key={file.url} href={file.url} target="_blank" rel="noopener noreferrer" sx={{ mr: 2 }}>
                  {file.title || file.url}
                </Link>
              ))}
        </Field>
      </Section>
      {!editable && <Alert severity="info">{translate('opinion.detail.readOnly')}</Alert>}
      <Section title={translate('opinion.detail.handleTitle')} testId="feedback-deal">
        {issued || !editable ? (
          <Field label={label('dealWithResult')}>{feedback.dealWithResult ?? '—'}</Field>
        ) : (
          <ResultForm
            key={`deal-${feedback.version}`}
            feedback={feedback}
            kind="deal"
            initial={feedback.dealWithResult ?? ''}
            handlingResult={feedback.dealWithResult}
            submitLabel={feedback.status === STATUS.waiting ? 'opinion.detail.saveDeal' : 'opinion.detail.saveDealAgain'}
            placeholder="opinion.detail.dealPlaceholder"
            onSubmit={submit('deal')}
            sending={sending('deal')}
          />
        )}
      </Section>
      <Section title={translate('opinion.detail.issueTitle')} testId="feedback-issue">
        {issued ? (
          <>
            <Alert severity="success">{translate('opinion.detail.issuedDone')}</Alert>
            <Field label={label('issuedResult')}>{feedback.issuedResult}</Field>
          </>
        ) : !editable ? (
          <Field label={label('issuedResult')}>—</Field>
        ) : feedback.status === STATUS.waiting ? (
          <Alert severity="info">{translate('opinion.detail.notHandledYet')}</Alert>
        ) : (
          <ResultForm
            key={`issue-${feedback.version}`}
            feedback={feedback}
            kind="issue"
            initial=""
            handlingResult={feedback.dealWithResult}
            submitLabel="opinion.detail.issue"
            placeholder="opinion.detail.issuePlaceholder"
            onSubmit={submit('issue')}
            sending={sending('issue')}
          />
        )}
      </Section>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <FeedbackHistory steps={feedback.steps ?? []} />
      </Paper>
    </Box>
  );
};

const LoadedDetail = ({ id, editable }: { id: string; editable: boolean }) => {
  // A meta of its own: react-admin seeds `getOne` from a list's rows, which lack the steps.
  const { data, isPending, error, refetch } = useGetOne<Feedback>(FEEDBACK_RESOURCE, { id: Number(id), meta: DETAIL_META });
  if (isPending) return <FormLoading />;
  if (error || !data) return <LoadFailed error={error ?? 'opinion.detail.notFound'} listPath={OPINION_LIST_PATH} />;
  // A step answers the whole detail; the cached record is read again so every view of it agrees.
  return <Detail feedback={data} editable={editable} onSaved={() => void refetch()} />;
};

const OpinionDetailPage = () => {
  const [query] = useSearchParams();
  const id = query.get('id')?.trim() ?? '';
  const can = useCan(FEEDBACK_RESOURCE);
  return (
    <Box sx={{ p: 2 }} data-testid="opinion-detail-page">
      {can.isPending ? (
        <FormLoading />
      ) : !(can.show || can.list) || !/^\d+$/.test(id) ? (
        !(can.show || can.list) ? (
          <NoPermission listPath={OPINION_LIST_PATH} />
        ) : (
          <LoadFailed error="opinion.detail.notFound" listPath={OPINION_LIST_PATH} />
        )
      ) : (
        <LoadedDetail key={id} id={id} editable={can.edit} />
      )}
    </Box>
  );
};

export default OpinionDetailPage;
