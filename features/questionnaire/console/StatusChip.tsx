/** A questionnaire's status as a coloured chip: 草稿, 已发布, 已结束. */
import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';

const COLORS = { 0: 'default', 1: 'success', 2: 'warning' } as const;

export const StatusChip = ({ status }: { status: number }) => {
  const translate = useTranslate();
  const color = COLORS[status as 0 | 1 | 2] ?? 'default';
  return <Chip size="small" color={color} variant={status === 0 ? 'outlined' : 'filled'} label={translate(`questionnaire.status.${status}`)} />;
};
