/**
 * 意见反馈 (/interaction/opinion, menu 55): the feedback sent from the app, newest first, with its search
 * in the address, a selection column, per row 详情 (or 处理 while waiting); 导出 (the
 * list's search as .xlsx), 批量导出Word (the selected feedbacks as a zip of Word files) and 回复模板.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { useListContext, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useCan } from '../../../authProvider/useCan';
import type { Feedback } from '../contract/calls';
import { FEEDBACK_STATUS as STATUS } from '../contract/workflow';
import { maskPhone } from '../contract/template';
import { BespokeList } from '../../../src/crud/list/BespokeList';
import { ListTable } from '../../../src/crud/list/ListTable';
import { RowLinkButton } from '../../../src/crud/list/RowLink';
import { PageCheckbox, RowCheckbox } from '../../../src/crud/list/SelectionCheckboxes';
import { useCallMutation } from '../../../src/crud/useCall';
import { beijing } from './format';
import { FEEDBACK_RESOURCE, OPINION_DETAIL_PATH, OPINION_TEMPLATE_PATH } from './paths';
import { OpinionSearchForm } from './OpinionSearchForm';
import { FeedbackStatusChip } from './StatusChip';
import { useColumnLabels } from '../../../src/crud/list/useColumnLabels';

const SORT = { field: 'submittedAt', order: 'DESC' } as const;

const asFeedback = (record: RaRecord) => record as unknown as Feedback;

const FeedbackTable = () => {
  const { translate, label } = useColumnLabels('opinion.fields');
  return (
    <ListTable
      columns={[
        {
          key: 'select',
          label: <PageCheckbox label={translate('opinion.list.selectPage')} />,
          render: (record) => <RowCheckbox id={record.id} label={translate('opinion.list.selectRow', { title: asFeedback(record).title })} />,
        },
        { key: 'feedbackNo', label: label('feedbackNo'), render: (record) => asFeedback(record).feedbackNo ?? '—' },
        { key: 'title', label: label('title'), width: 220, render: (record) => asFeedback(record).title },
        { key: 'contactName', label: label('contactName'), render: (record) => asFeedback(record).contactName ?? '—' },
        { key: 'contactPhone', label: label('contactPhone'), render: (record) => maskPhone(asFeedback(record).contactPhone) || '—' },
        { key: 'memberUnit', label: label('memberUnit'), width: 180, render: (record) => asFeedback(record).memberUnit ?? '—' },
        { key: 'submittedAt', label: label('submittedAt'), render: (record) => beijing(asFeedback(record).submittedAt) },
        { key: 'status', label: label('status'), render: (record) => <FeedbackStatusChip status={asFeedback(record).status} /> },
        {
          key: 'actions',
          label: label('actions'),
          render: (record) => <RowLinkButton path={OPINION_DETAIL_PATH} id={record.id} label={asFeedback(record).status === STATUS.issued ? 'opinion.list.detail' : 'opinion.list.handle'} />,
        },
      ]}
    />
  );
};

const ListButtons = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const can = useCan(FEEDBACK_RESOURCE);
  const { filterValues, selectedIds } = useListContext();
  // The request wrapper saves the file or shows the reason; both buttons wait while either export runs.
  const exportList = useCallMutation('opinionExportList');
  const exportZip = useCallMutation('opinionExportWordZip');
  const busy = exportList.isPending || exportZip.isPending;
  return (
    <Box sx={{ display: 'flex', gap: 1.5 }}>
      {can.list && (
        <Button variant="outlined" startIcon={<FileDownloadIcon />} disabled={busy} onClick={() => exportList.mutate({ ...filterValues })}>
          {translate('opinion.list.exportList')}
        </Button>
      )}
      {can.show && (
        <Button
          variant="outlined"
          startIcon={<FileDownloadIcon />}
          disabled={busy}
          onClick={() => (selectedIds.length ? exportZip.mutate({ ids: selectedIds.map(Number) }) : notify('opinion.list.selectFirst', { type: 'warning' }))}
        >
          {selectedIds.length ? translate('opinion.list.exportZipCount', { count: selectedIds.length }) : translate('opinion.list.exportZip')}
        </Button>
      )}
      <Button variant="outlined" onClick={() => navigate(OPINION_TEMPLATE_PATH)}>
        {translate('opinion.list.templates')}
      </Button>
    </Box>
  );
};

const OpinionListPage = () => (
  <BespokeList
    resource={FEEDBACK_RESOURCE}
    address={{ filters: { title: 'text', contactName: 'text', status: [0, 1, 2], submittedStart: 'day', submittedEnd: 'day' }, sort: SORT }}
    search={<OpinionSearchForm />}
    buttons={<ListButtons />}
    table={<FeedbackTable />}
  />
);

export default OpinionListPage;
