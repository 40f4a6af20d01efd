/** The nodes of a change as a timeline, oldest first: what was done, by whom, when, the states and the comment. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { ExamineNode } from '../contract/calls';
import { beijingTime } from './format';

const DOT_COLORS: Record<string, string> = { sync: '#909399', submit: '#409eff', withdraw: '#e6a23c', approve: '#67c23a', reject: '#f56c6c' };

export const ExamineTimeline = ({ nodes }: { nodes: ExamineNode[] }) => {
  const translate = useTranslate();
  const state = (status: number | null) => (status === null ? '' : translate(`examine.status.${status}`));
  return (
    <Box component="ol" aria-label={translate('examine.audit.timeline')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {nodes.map((node, index) => (
        <Box component="li" key={node.id} data-testid="examine-node" sx={{ display: 'flex', gap: 1.5, position: 'relative', pb: index === nodes.length - 1 ? 0 : 2 }}>
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
            <Box sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: DOT_COLORS[node.action] ?? '#909399', mt: 0.5 }} />
            {index < nodes.length - 1 && <Box sx={{ flex: 1, width: 2, bgcolor: '#e4e7ed', mt: 0.5 }} />}
          </Box>
          <Box sx={{ flex: 1 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {node.fromStatus === null
                ? translate('examine.audit.nodeStart', { action: node.actionName, to: state(node.toStatus) })
                : translate('examine.audit.node', { action: node.actionName, from: state(node.fromStatus), to: state(node.toStatus) })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {node.actorName}（{node.actorLogin}） · {beijingTime(node.at)}
            </Typography>
            {node.comment && <Typography variant="body2">{node.comment}</Typography>}
            {node.action === 'submit' && (
              <Typography variant="caption" color="text.secondary">
                {node.notified.length
                  ? translate('examine.audit.notified', { names: node.notified.map((user) => `${user.cnName}（${user.phone}）`).join('、') })
                  : translate('examine.audit.noneNotified')}
              </Typography>
            )}
          </Box>
        </Box>
      ))}
    </Box>
  );
};
