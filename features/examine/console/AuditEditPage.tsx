/**
 * 机构名称审核 (/examine/mechanismAuditEdit?id=, back to the review list): one name change — the old and new
 * names side by side with the differences marked, its status, the member unit with its current and former
 * names, the review actions (ReviewPanel) and every node as a timeline.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useGetOne, useTranslate } from 'react-admin';
import { ORG_EXAMINE_RESOURCE } from '../contract/calls';
import type { ExamineDetail, ExamineNode } from '../contract/calls';
import { FormLoading } from '../../../src/crud/form/FormLoading';
import { LoadFailed } from '../../../src/crud/form/LoadFailed';
import { useCallQuery } from '../../../src/crud/useCall';
import { beijingTime } from './format';
import { AUDIT_PATH } from './paths';
import { ExamineStatusChip } from './ExamineStatusChip';
import { ExamineTimeline } from './ExamineTimeline';
import { NameCompare } from './NameCompare';
import { ReviewPanel } from './ReviewPanel';
import { DetailSection as Section } from '../../../src/crud/form/DetailSection';
import { useQueryId } from '../../../src/crud/form/editedId';

// A meta of its own: react-admin seeds `getOne` from the list's rows, which lack the nodes and the member unit.
const DETAIL_META = { withNodes: true };

const MemberUnit = ({ change }: { change: ExamineDetail }) => {
  const translate = useTranslate();
  const unit = change.memberUnit;
  if (!unit) return <Typography variant="body2">{translate('examine.audit.notLinked')}</Typography>;
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1, '& dt': { color: 'text.secondary' }, '& dd': { m: 0 } }}>
      <dt>{translate('examine.audit.currentName')}</dt>
      <dd data-testid="unit-current-name">{unit.name}</dd>
      <dt>{translate('examine.audit.formerNames')}</dt>
      <dd data-testid="unit-former-names">
        {unit.formerNames.length ? unit.formerNames.map((former) => translate('examine.audit.formerName', former)).join('；') : translate('examine.audit.noFormerNames')}
      </dd>
    </Box>
  );
};

/** The nodes through their own call (queryExamineList), starting from those the detail brought. */
const Nodes = ({ id, initial }: { id: number; initial: ExamineNode[] }) => {
  const { data } = useCallQuery('examineNodes', { id }, { initialData: { list: initial }, staleTime: 0 });
  return <ExamineTimeline nodes={data?.list ?? initial} />;
};

const Detail = ({ id }: { id: number }) => {
  const translate = useTranslate();
  // The resource's detail call (org/examine/queryInfo).
  const { data, isPending, error } = useGetOne<ExamineDetail>(ORG_EXAMINE_RESOURCE, { id, meta: DETAIL_META }, { retry: false });
  if (isPending) return <FormLoading />;
  if (error || !data) return <LoadFailed error={error ?? 'examine.audit.loadFailed'} listPath={AUDIT_PATH} />;
  const field = (key: string) => translate(`examine.fields.${key}`);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Section title={translate('examine.audit.compare')}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <ExamineStatusChip status={data.examineStatus} />
          <Typography variant="body2" color="text.secondary">
            {field('creditCode')}：{data.orgCode} · {field('syncedAt')}：{beijingTime(data.syncedAt)}
          </Typography>
        </Box>
        <NameCompare before={data.orgName} after={data.newOrgName} />
        <ReviewPanel change={data} />
      </Section>
      <Section title={translate('examine.audit.memberUnit')}>
        <MemberUnit change={data} />
      </Section>
      <Section title={translate('examine.audit.timeline')}>
        <Nodes id={id} initial={data.nodes} />
      </Section>
    </Box>
  );
};

const AuditEditPage = () => {
  const id = useQueryId();
  // Without an id there is nothing to load: say so, and where a change is opened from.
  return id === null ? <LoadFailed error="examine.audit.noId" listPath={AUDIT_PATH} /> : <Detail id={id} />;
};

export default AuditEditPage;
