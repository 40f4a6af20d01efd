/** A feedback's status as a coloured chip: 待处理, 待下发, 已下发. */
import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';

const COLORS = { 0: 'warning', 1: 'info', 2: 'success' } as const;

export const FeedbackStatusChip = ({ status }: { status: number }) => {
  const translate = useTranslate();
  return <Chip size="small" color={COLORS[status as 0 | 1 | 2] ?? 'default'} label={translate(`opinion.status.${status}`)} data-testid="feedback-status" />;
};
