/**
 * The lineage chart drawn by ECharts' graph series: the scene of chartScene.ts (the graph fitted into the
 * canvas, arrows ending on the boxes, labels clear of the nodes) as the option of chartOption.ts. Nodes are
 * dragged with the pointer (a drop pins the node where it lands), clicked to select, and, with the canvas
 * focused, moved with the arrow keys, removed with Delete. The outline beside the canvas is its text
 * alternative.
 */
import { forwardRef, useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useTheme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import type { EChartsType } from 'echarts/core';
import type { ChartGraph, LinkKind } from '../../../../resources/business/productChartGraph';
import { echarts } from './chartEcharts';
import { chartOption, nodeOfEvent, type ChartStyle } from './chartOption';
import { fitView, naturalSize, sceneOf, showsAll, type View } from './chartScene';
import { useNodeDrag } from './useNodeDrag';

export interface GraphCanvasHandle {
  /** The whole chart at its own size as a PNG data address (white background, twice the pixels), or null. */
  toPng: () => string | null;
}

interface Props {
  graph: ChartGraph;
  selected: string | null;
  label: string;
  editable: boolean;
  /** Raised to fit the view to the graph again (after a new layout); the view is kept otherwise while it shows every node. */
  fitRequest: number;
  /** A click on a node (`extend`: with Shift held) or on the background (null). */
  onSelect: (id: string | null, extend: boolean) => void;
  /** A double click on a node. */
  onOpen: (id: string) => void;
  onMove: (id: string, x: number, y: number) => void;
  onRemove: (id: string) => void;
}

const KEY_STEP = 20;
const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-KEY_STEP, 0], ArrowRight: [KEY_STEP, 0], ArrowUp: [0, -KEY_STEP], ArrowDown: [0, KEY_STEP] };

export const CANVAS_HEIGHT = 460;
/** The PNG's largest side at scale one, before the pixel ratio of two (a canvas of 8192 pixels a side is safe in every browser). */
const EXPORT_MAX = 4096;
/** Room around the graph in the PNG, where a link bent around a node may run. */
const EXPORT_MARGIN = 40;

/**
 * The view: fitted on opening, on a fit request and when the canvas's width changes; otherwise kept while it
 * shows every node, so a node dropped inside the canvas stays under the pointer instead of the whole chart
 * moving to centre again.
 */
const useView = (graph: ChartGraph, width: number, fitRequest: number): View => {
  const last = useRef<{ view: View; fitRequest: number } | null>(null);
  return useMemo(() => {
    const kept = last.current;
    const view = kept && kept.fitRequest === fitRequest && kept.view.width === width && showsAll(kept.view, graph) ? kept.view : fitView(graph, width, CANVAS_HEIGHT);
    last.current = { view, fitRequest };
    return view;
  }, [graph, width, fitRequest]);
};

export const GraphCanvas = forwardRef<GraphCanvasHandle, Props>(({ graph, selected, label, editable, fitRequest, onSelect, onOpen, onMove, onRemove }, ref) => {
  const theme = useTheme();
  const translate = useTranslate();
  const boxRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(800);
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return undefined;
    // The chart's own width (ECharts measures the element's client width): the scene's pixels are the canvas's.
    const observer = new ResizeObserver(() => setWidth(Math.max(200, box.clientWidth)));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  const view = useView(graph, width, fitRequest);
  const drag = useNodeDrag({ graph, view, enabled: editable, onMove });
  const shown = drag.graph;
  const linkText = useCallback((kind: LinkKind) => translate(`introduce.chart.linkKinds.${kind}`), [translate]);
  const style: ChartStyle = useMemo(
    () => ({
      fontFamily: String(theme.typography.fontFamily),
      category: theme.palette.primary.main,
      product: theme.palette.success.main,
      selected: theme.palette.warning.main,
      line: '#909399',
      linkText: theme.palette.text.secondary,
    }),
    [theme],
  );
  const option = useMemo(() => chartOption(sceneOf(shown, view, linkText), style, selected, editable), [shown, view, linkText, style, selected, editable]);

  // The export draws the whole graph at its own size on a chart of its own, whatever the canvas shows and whichever node is selected.
  const toPng = () => {
    if (!graph.nodes.length) return null;
    const size = naturalSize(graph, EXPORT_MAX, EXPORT_MARGIN);
    const chart = echarts.init(document.createElement('div'), undefined, { renderer: 'canvas', ...size });
    try {
      chart.setOption(chartOption(sceneOf(graph, fitView(graph, size.width, size.height), linkText), style));
      return chart.getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: '#fff' });
    } finally {
      chart.dispose();
    }
  };
  const exporter = useRef(toPng);
  exporter.current = toPng;
  useImperativeHandle(ref, () => ({ toPng: () => exporter.current() }), []);

  // echarts-for-react binds the handlers again whenever `onEvents` changes: stable handlers read the latest props from here.
  const latest = useRef({ onSelect, onOpen, startDrag: drag.start });
  latest.current = { onSelect, onOpen, startDrag: drag.start };
  const onEvents = useMemo(
    () => ({
      click: (params: { dataType?: string; name?: string; event?: { event?: MouseEvent } }) => latest.current.onSelect(nodeOfEvent(params), !!params.event?.event?.shiftKey),
      dblclick: (params: { dataType?: string; name?: string }) => {
        const id = nodeOfEvent(params);
        if (id) latest.current.onOpen(id);
      },
      mousedown: (params: { dataType?: string; name?: string; event?: { offsetX: number; offsetY: number } }) => {
        const id = nodeOfEvent(params);
        if (id && params.event) latest.current.startDrag(id, params.event.offsetX, params.event.offsetY);
      },
    }),
    [],
  );
  const { attach } = drag;
  const onChartReady = useCallback((chart: EChartsType) => attach(chart.getZr()), [attach]);

  const onKeyDown = (event: KeyboardEvent) => {
    const node = graph.nodes.find((one) => one.id === selected);
    if (!node) return;
    const step = ARROWS[event.key];
    if (step) {
      event.preventDefault();
      onMove(node.id, node.x + step[0], node.y + step[1]);
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      onRemove(node.id);
    }
  };

  return (
    // The canvas is one focusable picture (its outline beside it is the text alternative) whose keys act on the
    // selected node (Delete removes it): a focusable element with a key handler, as the chart has no DOM of its own.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/no-noninteractive-tabindex
    <div ref={boxRef} role="img" aria-label={label} tabIndex={0} onKeyDown={onKeyDown} data-testid="chart-canvas" style={{ outlineOffset: 2 }}>
      <ReactEChartsCore echarts={echarts} option={option} onEvents={onEvents} onChartReady={onChartReady} style={{ height: CANVAS_HEIGHT, width: '100%' }} opts={{ renderer: 'canvas' }} />
    </div>
  );
});
GraphCanvas.displayName = 'GraphCanvas';
