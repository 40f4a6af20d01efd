/**
 * 机构名称同步审核 (/examine/mechanismAudit, menu 21): the name changes, newest sync first, searchable by name
 * (the current or the synced one) and status, kept in the address; 审核 (a change 待审核) or 查看 opens the
 * audit page; 短信通知配置 opens the SMS reviewers (with the 'modify' unit).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import SmsIcon from '@mui/icons-material/SmsOutlined';
import { useTranslate, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useCan } from '../../../authProvider/useCan';
import { ORG_EXAMINE_RESOURCE } from '../contract/calls';
import type { Examine } from '../contract/calls';
import { BespokeList } from '../../../src/crud/list/BespokeList';
import { EMPTY_CELL } from '../../../src/crud/list/cellValue';
import { ListTable } from '../../../src/crud/list/ListTable';
import { STATUS, STATUS_ORDER } from './examineStatus';
import { beijingTime } from './format';
import { AUDIT_EDIT_PATH, SMS_CONFIG_PATH } from './paths';
import { ExamineSearchForm } from './ExamineSearchForm';
import { ExamineStatusChip } from './ExamineStatusChip';
import { useColumnLabels } from '../../../src/crud/list/useColumnLabels';

const FILTERS = { orgName: 'text', examineStatus: 'number' } as const;

const ExamineTable = () => {
  const { translate, label } = useColumnLabels('examine.fields');
  const navigate = useNavigate();
  const row = (record: RaRecord) => record as unknown as Examine;
  return (
    <ListTable
      columns={[
        { key: 'orgName', label: label('orgName'), render: (record) => row(record).orgName },
        { key: 'newOrgName', label: label('newOrgName'), render: (record) => row(record).newOrgName },
        { key: 'syncedAt', label: label('syncedAt'), render: (record) => beijingTime(row(record).syncedAt) },
        { key: 'examineStatus', label: label('examineStatus'), render: (record) => <ExamineStatusChip status={row(record).examineStatus} /> },
        { key: 'submittedBy', label: label('submittedBy'), render: (record) => row(record).submittedByName ?? EMPTY_CELL },
        { key: 'examinedBy', label: label('examinedBy'), render: (record) => row(record).examinedByName ?? EMPTY_CELL },
        { key: 'examinedAt', label: label('examinedAt'), render: (record) => (row(record).examinedAt ? beijingTime(row(record).examinedAt) : EMPTY_CELL) },
        {
          key: 'actions',
          label: label('actions'),
          render: (record) => {
            const change = row(record);
            const reviewing = change.examineStatus === STATUS.pending;
            return (
              <Button
                size="small"
                onClick={() => navigate(`${AUDIT_EDIT_PATH}?id=${change.id}`)}
                aria-label={`${translate(reviewing ? 'examine.audit.review' : 'examine.audit.view')} ${change.orgName}`}
              >
                {translate(reviewing ? 'examine.audit.review' : 'examine.audit.view')}
              </Button>
            );
          },
        },
      ]}
    />
  );
};

const SmsConfigButton = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const can = useCan(ORG_EXAMINE_RESOURCE);
  if (!can.edit) return null;
  return (
    <Box>
      <Button variant="outlined" startIcon={<SmsIcon />} onClick={() => navigate(SMS_CONFIG_PATH)}>
        {translate('examine.audit.smsConfig')}
      </Button>
    </Box>
  );
};

const MechanismAuditPage = () => (
  <BespokeList
    resource={ORG_EXAMINE_RESOURCE}
    address={{ filters: FILTERS }}
    search={
      <ExamineSearchForm
        text={{ name: 'orgName', label: 'examine.fields.orgName' }}
        choice={{ name: 'examineStatus', label: 'examine.fields.examineStatus', options: STATUS_ORDER.map((value) => ({ value, label: `examine.status.${value}` })) }}
      />
    }
    buttons={<SmsConfigButton />}
    table={<ExamineTable />}
  />
);

export default MechanismAuditPage;
