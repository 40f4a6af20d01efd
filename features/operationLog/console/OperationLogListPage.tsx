/**
 * 操作日志 (/system/operationLog, menu 79): read-only. The search box, the
 * log table (newest first) and the pagination of the generic list, on
 * react-admin's ListBase (resource `operationLog` ->
 * system/operationLog/queryList); 详情 opens the entry's before and after.
 */
import { useState } from 'react';
import { OPERATION_ACTIONS } from './actions';
import { BespokeList } from '../../../src/crud/list/BespokeList';
import { OPERATION_LOG_RESOURCE } from '../contract/calls';
import { OperationLogSearchForm } from './OperationLogSearchForm';
import { OperationLogTable } from './OperationLogTable';
import { OperationLogDetailDialog } from './OperationLogDetailDialog';

const OperationLogListPage = () => {
  const [detailId, setDetailId] = useState<number | null>(null);
  return (
    <BespokeList
      resource={OPERATION_LOG_RESOURCE}
      address={{ filters: { operator: 'text', action: OPERATION_ACTIONS, startTime: 'day', endTime: 'day' } }}
      search={<OperationLogSearchForm />}
      table={<OperationLogTable onDetail={setDetailId} />}
    >
      {detailId !== null && <OperationLogDetailDialog id={detailId} onClose={() => setDetailId(null)} />}
    </BespokeList>
  );
};

export default OperationLogListPage;
