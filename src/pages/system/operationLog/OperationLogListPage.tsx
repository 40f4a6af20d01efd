/**
 * 操作日志 (/system/operationLog, menu 79): read-only. The search box, the
 * log table (newest first) and the pagination of the generic list, on
 * react-admin's ListBase (resource `operationLog` ->
 * system/operationLog/queryList); 详情 opens the entry's before and after.
 */
import { useState } from 'react';
import { ListBase } from 'react-admin';
import { DEFAULT_SORT, initialListParams, listStoreKey, PAGE_SIZE, type StoredListParams } from '../../../crud/list/listParams';
import { usePageInUrl } from '../../../crud/list/usePageInUrl';
import { ListCard } from '../../../crud/list/ListCard';
import { OPERATION_LOG_RESOURCE } from './api';
import { OperationLogSearchForm } from './OperationLogSearchForm';
import { OperationLogTable } from './OperationLogTable';
import { OperationLogDetailDialog } from './OperationLogDetailDialog';
import { SeededList } from '../../../crud/list/SeededList';

const STORE_KEY = listStoreKey(OPERATION_LOG_RESOURCE);

const OperationLogCard = () => {
  const { goToPage, writePage } = usePageInUrl();
  const [detailId, setDetailId] = useState<number | null>(null);
  return (
    <>
      <ListCard
        search={<OperationLogSearchForm writePage={writePage} />}
        buttons={null}
        table={<OperationLogTable onDetail={setDetailId} />}
        onPageChange={goToPage}
      />
      {detailId !== null && <OperationLogDetailDialog id={detailId} onClose={() => setDetailId(null)} />}
    </>
  );
};

const OperationLogListPage = () => {
  // The list controller reads its stored params once, when it mounts: put the URL's page there first.
  return (
    <SeededList<StoredListParams> storeKey={STORE_KEY} seed={(search, stored) => initialListParams(search, DEFAULT_SORT, stored)}>
      <ListBase resource={OPERATION_LOG_RESOURCE} perPage={PAGE_SIZE} sort={DEFAULT_SORT} storeKey={STORE_KEY} disableSyncWithLocation>
        <OperationLogCard />
      </ListBase>
    </SeededList>
  );
};

export default OperationLogListPage;
