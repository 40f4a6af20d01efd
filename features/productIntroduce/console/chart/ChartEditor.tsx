/**
 * The lineage chart editor: the chart's name and explanation, the toolbar, the drawing and its outline.
 * Every edit of the graph goes through the undo history; saving sends the whole draft at the version read,
 * publishing saves what is unsaved first and then publishes that version.
 */
import { useCallback, useReducer, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { Confirm, useTranslate } from 'react-admin';
import { CHART_FIELDS, chartViolations, type Chart } from '../../../../resources/business/associationProductChart';
import { EMPTY_GRAPH, type ChartGraph, type LinkKind } from '../../../../resources/business/productChartGraph';
import { layoutGraph } from '../../contract/chartLayout';
import { showMessage } from '../../../../dataProvider/messages';
import { AddNodeDialog } from './AddNodeDialog';
import { ChartStatus } from './ChartStatus';
import { ChartToolbar } from './ChartToolbar';
import { GraphCanvas, type GraphCanvasHandle } from './GraphCanvas';
import { GraphOutline } from './GraphOutline';
import { LinkDialog } from './LinkDialog';
import { RenameDialog } from './RenameDialog';
import { addLink, addNode, moveNode, removeLink, removeNode, renameNode, unpinAll } from './graphEdits';
import { historyReducer, startHistory } from './graphHistory';
import { useUndoKey } from './useChartKeys';
import { useUnsavedWarning } from '../../../../src/crud/form/useUnsavedWarning';

const LEAVE_MESSAGES = { title: 'introduce.chart.leave.title', content: 'introduce.chart.leave.content', confirm: 'introduce.chart.leave.leave', cancel: 'introduce.chart.leave.stay' };

interface Props {
  chart: Chart | null;
  editable: boolean;
  /** Saves the draft (creating the chart the first time); resolves with the chart saved, rejects when refused. */
  save: (values: { title: string; intro: string; graph: ChartGraph }) => Promise<Chart>;
  publish: (version: number) => Promise<Chart>;
}

type Dialog = null | 'add' | 'link' | 'rename' | 'remove' | 'publish';

export const ChartEditor = ({ chart, editable, save, publish }: Props) => {
  const translate = useTranslate();
  const [title, setTitle] = useState(chart?.title ?? '');
  const [intro, setIntro] = useState(chart?.intro ?? '');
  // The nodes not moved by hand are where the layout puts them: a chart saved by an earlier layout opens laid out
  // afresh, as it would be after 自动布局, and counts as unchanged (only the operator's work is a change).
  const [opened] = useState(() => (chart ? layoutGraph(chart.graph) : EMPTY_GRAPH));
  const [history, dispatch] = useReducer(historyReducer, opened, startHistory);
  const [saved, setSaved] = useState({ title: chart?.title ?? '', intro: chart?.intro ?? '', graph: opened });
  /** Raised after an edit that lays the graph out again, so the canvas fits its view to the new layout. */
  const [fitRequest, setFitRequest] = useState(0);
  const [selected, setSelected] = useState<string | null>(null);
  /** The link dialog's ends when opened from the chart (Shift+click on a second node). */
  const [linkEnds, setLinkEnds] = useState<{ source: string; target: string } | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const canvas = useRef<GraphCanvasHandle>(null);
  const graph = history.present;
  const selectedNode = graph.nodes.find((node) => node.id === selected) ?? null;
  const dirty = !chart || title !== saved.title || intro !== saved.intro || graph !== saved.graph;
  // Before the chart exists, only real work (a name or a node) is worth a warning.
  const { dialog: leaveDialog } = useUnsavedWarning(editable && (chart ? dirty : !!title.trim() || graph.nodes.length > 0), LEAVE_MESSAGES);

  const apply = useCallback((next: ChartGraph) => dispatch({ type: 'apply', graph: next }), []);
  const applyLayout = (next: ChartGraph) => {
    apply(next);
    setFitRequest((count) => count + 1);
  };
  const undo = useCallback(() => dispatch({ type: 'undo' }), []);
  useUndoKey(undo, editable);
  const onMove = useCallback((id: string, x: number, y: number) => editable && dispatch({ type: 'apply', graph: moveNode(history.present, id, x, y) }), [editable, history.present]);
  const remove = (id: string) => {
    apply(removeNode(graph, id));
    setSelected(null);
    setDialog(null);
  };

  /** Saves when something changed; the chart as saved, or null when refused (the refusal is shown). */
  const saveDraft = async (): Promise<Chart | null> => {
    const values = { title: title.trim(), intro, graph };
    const found = chartViolations(values);
    setErrors(found);
    if (found.graph) showMessage('error', found.graph);
    if (Object.keys(found).length) return null;
    if (!dirty && chart) return chart;
    try {
      const answer = await save(values);
      setTitle(answer.title);
      setSaved({ title: answer.title, intro: answer.intro, graph });
      return answer;
    } catch {
      // The request wrapper has shown the refusal; the editor keeps the operator's work.
      return null;
    }
  };
  const saving = useMutation({
    mutationFn: async () => {
      if (await saveDraft()) showMessage('success', 'introduce.chart.saved');
    },
  });
  // Publishing saves what is unsaved first: one mutation, so the toolbar stays busy until it is published.
  const publishing = useMutation({
    mutationFn: async () => {
      const current = await saveDraft();
      if (!current) return;
      try {
        await publish(current.version);
        showMessage('success', 'introduce.chart.published');
      } catch {
        // Shown by the request wrapper.
      }
    },
  });
  const busy = saving.isPending || publishing.isPending;
  const onPublish = () => {
    setDialog(null);
    publishing.mutate();
  };
  const exportPng = () => {
    const url = canvas.current?.toPng();
    if (!url) return showMessage('error', 'introduce.chart.exportFailed');
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = `${title.trim() || translate('introduce.chart.defaultName')}.png`;
    anchor.click();
  };

  const field = (name: 'title' | 'intro', value: string, set: (value: string) => void) => (
    <TextField
      label={CHART_FIELDS[name].label}
      required={name === 'title'}
      size="small"
      value={value}
      disabled={!editable}
      onChange={(event) => set(event.target.value)}
      error={!!errors[name]}
      helperText={errors[name]}
      sx={{ flex: name === 'title' ? '0 0 240px' : 1, minWidth: 240 }}
    />
  );

  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }} data-testid="chart-editor">
      {!chart && <Alert severity="info">{translate('introduce.chart.notCreated')}</Alert>}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {field('title', title, setTitle)}
        {field('intro', intro, setIntro)}
      </Box>
      <ChartStatus chart={chart} dirty={dirty} />
      <ChartToolbar
        editable={editable}
        busy={busy}
        hasSelection={!!selectedNode}
        hasNodes={graph.nodes.length > 0}
        canLink={graph.nodes.length > 1}
        canUndo={history.past.length > 0}
        actions={{
          addNode: () => setDialog('add'),
          addLink: () => setDialog('link'),
          rename: () => setDialog('rename'),
          remove: () => setDialog('remove'),
          layout: () => applyLayout(layoutGraph(graph)),
          resetLayout: () => applyLayout(unpinAll(graph)),
          undo,
          save: () => saving.mutate(),
          publish: () => setDialog('publish'),
          exportPng,
        }}
      />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0, border: 1, borderColor: 'divider', borderRadius: 1, position: 'relative' }}>
          {!graph.nodes.length && (
            <Box sx={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', color: 'text.secondary', pointerEvents: 'none', zIndex: 1 }}>
              {translate(editable ? 'introduce.chart.emptyEditable' : 'introduce.chart.empty')}
            </Box>
          )}
          <GraphCanvas
            ref={canvas}
            graph={graph}
            selected={selected}
            editable={editable}
            fitRequest={fitRequest}
            label={translate('introduce.chart.canvasLabel', { title: title || translate('introduce.chart.defaultName') })}
            onSelect={(id, extend) => {
              if (extend && editable && id && selected && id !== selected) {
                setLinkEnds({ source: selected, target: id });
                setDialog('link');
                return;
              }
              setSelected(id);
            }}
            onOpen={(id) => {
              if (!editable) return;
              setSelected(id);
              setDialog('rename');
            }}
            onMove={onMove}
            onRemove={(id) => editable && remove(id)}
          />
        </Box>
        <GraphOutline graph={graph} selected={selected} editable={editable} onSelect={setSelected} onRemoveLink={(id) => apply(removeLink(graph, id))} />
      </Box>
      <AddNodeDialog
        open={dialog === 'add'}
        graph={graph}
        onClose={() => setDialog(null)}
        onAdd={(node) => {
          const added = addNode(graph, node);
          applyLayout(added.graph);
          setSelected(added.id);
          setDialog(null);
        }}
      />
      <LinkDialog
        open={dialog === 'link'}
        graph={graph}
        from={linkEnds?.source ?? selected}
        to={linkEnds?.target ?? null}
        onClose={() => {
          setDialog(null);
          setLinkEnds(null);
        }}
        onLink={(source, target, kind: LinkKind) => {
          const linked = addLink(graph, source, target, kind);
          if ('refused' in linked) return linked.refused;
          applyLayout(linked.graph);
          return null;
        }}
      />
      <RenameDialog
        label={dialog === 'rename' && selectedNode ? selectedNode.label : null}
        onClose={() => setDialog(null)}
        onRename={(label) => {
          apply(renameNode(graph, selectedNode!.id, label));
          setDialog(null);
        }}
      />
      <Confirm
        isOpen={dialog === 'remove' && !!selectedNode}
        title="introduce.chart.removeTitle"
        content="introduce.chart.removeContent"
        translateOptions={{ label: selectedNode?.label ?? '' }}
        onConfirm={() => selectedNode && remove(selectedNode.id)}
        onClose={() => setDialog(null)}
      />
      {leaveDialog}
      <Confirm isOpen={dialog === 'publish'} title="introduce.chart.publishTitle" content="introduce.chart.publishContent" onConfirm={onPublish} onClose={() => setDialog(null)} />
    </Paper>
  );
};
