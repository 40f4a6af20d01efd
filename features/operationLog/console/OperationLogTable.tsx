/**
 * The log table: 时间, 操作人, 动作, 模块, 对象, 摘要, IP and 操作 (详情),
 * in the common table's look (src/crud/list), with its loading, empty and
 * failed states.
 */
import Button from '@mui/material/Button';
import type { RaRecord } from 'react-admin';
import { EMPTY_CELL } from '../../../src/crud/list/cellValue';
import { ListTable } from '../../../src/crud/list/ListTable';
import type { OperationLogEntry } from '../contract/calls';
import { actionKey, formatTime, operatorOf } from './format';
import { useColumnLabels } from '../../../src/crud/list/useColumnLabels';

const text = (value: unknown) => (value === undefined || value === null || String(value).trim() === '' ? EMPTY_CELL : String(value));

export const OperationLogTable = ({ onDetail }: { onDetail: (id: number) => void }) => {
  const { translate, label } = useColumnLabels('operationLog.fields');
  const entry = (record: RaRecord) => record as unknown as OperationLogEntry;
  return (
    <ListTable
      columns={[
        { key: 'createdAt', label: label('createdAt'), render: (record) => formatTime(record.createdAt) },
        { key: 'operatorCnName', label: label('operator'), render: (record) => operatorOf(entry(record)) },
        { key: 'action', label: label('action'), render: (record) => translate(actionKey(String(record.action))) },
        { key: 'menuName', label: label('module'), render: (record) => text(record.menuName) },
        { key: 'recordId', label: label('recordId'), render: (record) => text(record.recordId) },
        // A write with nothing to name shows '-': its call (e.g. sms/addSmsConf) is a code, kept for 详情 (接口).
        { key: 'summary', label: label('summary'), render: (record) => text(record.summary) },
        { key: 'ip', label: label('ip'), render: (record) => text(record.ip) },
        {
          key: 'actions',
          label: translate('system.common.actions'),
          render: (record) => (
            <Button variant="text" onClick={() => onDetail(Number(record.id))}>
              {translate('operationLog.detail')}
            </Button>
          ),
        },
      ]}
    />
  );
};
