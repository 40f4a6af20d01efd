/** Columns the two questionnaire lists (问卷设计, 问卷发布) share. */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { RaRecord } from 'react-admin';
import type { Questionnaire } from '../contract/calls';
import type { ListColumn } from '../../../src/crud/list/ListTable';
import { StatusChip } from './StatusChip';

export const questionnaireOf = (record: RaRecord) => record as unknown as Questionnaire;

/** 标题 and 状态, the first columns of both lists. */
export const titleColumns = (label: (field: string) => string): ListColumn[] => [
  { key: 'title', label: label('title'), render: (record) => questionnaireOf(record).title },
  { key: 'status', label: label('status'), render: (record) => <StatusChip status={questionnaireOf(record).status} /> },
];

/** 操作: the row's buttons, wrapping when the column is narrow. */
export const actionsColumn = (label: string, buttons: (questionnaire: Questionnaire) => ReactNode): ListColumn => ({
  key: 'actions',
  label,
  render: (record) => <Box sx={{ display: 'flex', flexWrap: 'wrap' }}>{buttons(questionnaireOf(record))}</Box>,
});
