/** The editor's actions, in one toolbar: the edits on the selected node, layout and undo, then save, publish and export. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import { useTranslate } from 'react-admin';

export interface ToolbarActions {
  addNode: () => void;
  addLink: () => void;
  rename: () => void;
  remove: () => void;
  layout: () => void;
  resetLayout: () => void;
  undo: () => void;
  save: () => void;
  publish: () => void;
  exportPng: () => void;
}

interface Props {
  actions: ToolbarActions;
  editable: boolean;
  hasSelection: boolean;
  canLink: boolean;
  canUndo: boolean;
  busy: boolean;
  hasNodes: boolean;
}

export const ChartToolbar = ({ actions, editable, hasSelection, canLink, canUndo, busy, hasNodes }: Props) => {
  const translate = useTranslate();
  const button = (key: keyof ToolbarActions, disabled: boolean, variant: 'text' | 'outlined' | 'contained' = 'outlined', title?: string) => (
    <Button key={key} size="small" variant={variant} disabled={disabled} onClick={actions[key]} title={title}>
      {translate(`introduce.chart.actions.${key}`)}
    </Button>
  );
  return (
    <Box role="toolbar" aria-label={translate('introduce.chart.actions.label')} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      {editable && (
        <>
          {button('addNode', busy)}
          {button('addLink', busy || !canLink)}
          {button('rename', busy || !hasSelection)}
          {button('remove', busy || !hasSelection)}
          {button('layout', busy || !hasNodes, 'outlined', translate('introduce.chart.actions.layoutHint'))}
          {button('resetLayout', busy || !hasNodes)}
          {button('undo', busy || !canUndo, 'outlined', translate('introduce.chart.actions.undoHint'))}
          <Divider flexItem orientation="vertical" />
          {button('save', busy, 'contained')}
          {button('publish', busy || !hasNodes, 'contained')}
        </>
      )}
      {button('exportPng', !hasNodes, 'text')}
    </Box>
  );
};
