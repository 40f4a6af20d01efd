/**
 * The chart in words, beside the canvas: its nodes (a click or Enter selects one for the toolbar's
 * actions) and its links, each with its remove button. The text alternative of the drawing and the way to
 * edit it from the keyboard.
 */
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import type { ChartGraph } from '../../../../resources/business/productChartGraph';

interface Props {
  graph: ChartGraph;
  selected: string | null;
  editable: boolean;
  onSelect: (id: string) => void;
  onRemoveLink: (id: string) => void;
}

export const GraphOutline = ({ graph, selected, editable, onSelect, onRemoveLink }: Props) => {
  const translate = useTranslate();
  const labelOf = (id: string) => graph.nodes.find((node) => node.id === id)?.label ?? '';
  return (
    <Box sx={{ width: 260, flexShrink: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="subtitle2" component="h3">
        {translate('introduce.chart.outline.nodes', { count: graph.nodes.length })}
      </Typography>
      {graph.nodes.length ? (
        <List dense disablePadding aria-label={translate('introduce.chart.outline.nodesLabel')} data-testid="chart-nodes" sx={{ maxHeight: 220, overflow: 'auto' }}>
          {graph.nodes.map((node) => (
            // A list holds list items only: the button sits inside its item.
            <ListItem key={node.id} disablePadding>
              <ListItemButton selected={node.id === selected} onClick={() => onSelect(node.id)}>
                <ListItemText primary={node.label} secondary={translate(`introduce.chart.kinds.${node.kind}`) + (node.pinned ? translate('introduce.chart.outline.pinned') : '')} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('introduce.chart.outline.noNodes')}
        </Typography>
      )}
      <Typography variant="subtitle2" component="h3">
        {translate('introduce.chart.outline.links', { count: graph.links.length })}
      </Typography>
      {graph.links.length ? (
        <List dense disablePadding aria-label={translate('introduce.chart.outline.linksLabel')} data-testid="chart-links" sx={{ maxHeight: 200, overflow: 'auto' }}>
          {graph.links.map((link) => {
            const text = translate(`introduce.chart.linkSentence.${link.kind}`, { source: labelOf(link.source), target: labelOf(link.target) });
            return (
              <ListItem
                key={link.id}
                secondaryAction={
                  editable && (
                    <IconButton edge="end" size="small" aria-label={translate('introduce.chart.outline.removeLink', { link: text })} onClick={() => onRemoveLink(link.id)}>
                      <CloseIcon fontSize="small" />
                    </IconButton>
                  )
                }
              >
                <ListItemText primary={text} />
              </ListItem>
            );
          })}
        </List>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('introduce.chart.outline.noLinks')}
        </Typography>
      )}
    </Box>
  );
};
