/** A name change's status as a coloured chip: 待提交, 待审核, 已通过, 已驳回. */
import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';

const COLORS = { 0: 'warning', 1: 'success', 2: 'error', 3: 'default' } as const;

export const ExamineStatusChip = ({ status }: { status: number }) => {
  const translate = useTranslate();
  const color = COLORS[status as 0 | 1 | 2 | 3] ?? 'default';
  return <Chip size="small" color={color} variant={status === 3 ? 'outlined' : 'filled'} label={translate(`examine.status.${status}`)} />;
};
