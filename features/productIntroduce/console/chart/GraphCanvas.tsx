/**
 * The lineage chart drawn by ECharts' graph series (layout 'none': the positions are the graph's own).
 * Nodes are dragged with the pointer (a drop pins the node where it lands), clicked to select, and, with
 * the canvas focused, moved with the arrow keys, removed with Delete. The outline beside the canvas is
 * its text alternative.
 */
import { forwardRef, useEffect, useImperativeHandle, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useTheme } from '@mui/material/styles';
import type { EChartsType } from 'echarts/core';
import { LINK_KIND_LABELS, type ChartGraph } from '../../../../resources/business/productChartGraph';
import { echarts } from './chartEcharts';

export interface GraphCanvasHandle {
  /** The chart as a PNG data address (white background, twice the screen's pixels). */
  toPng: () => string | null;
}

interface Props {
  graph: ChartGraph;
  selected: string | null;
  label: string;
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
/** Room around the nodes' centres for half a node. */
const MARGIN = { x: 110, y: 40 };
const FRAME = '__frame';

/**
 * ECharts fits the bounding box of the nodes' positions to the view. Two invisible nodes at the corners
 * of a box of the view's proportions, at least the view's size and centred on the nodes, make that fit a
 * scale of one (or less for a chart larger than the view): a graph of a few nodes is drawn at its size,
 * centred, and a drag moves a node as far as the pointer.
 */
export const frameOf = (graph: ChartGraph, width: number, height: number) => {
  const xs = graph.nodes.map((node) => node.x);
  const ys = graph.nodes.map((node) => node.y);
  const [minX, maxX, minY, maxY] = xs.length ? [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)] : [0, 0, 0, 0];
  let boxWidth = Math.max(maxX - minX + 2 * MARGIN.x, width);
  let boxHeight = Math.max(maxY - minY + 2 * MARGIN.y, height);
  if (boxWidth / boxHeight < width / height) boxWidth = (boxHeight * width) / height;
  else boxHeight = (boxWidth * height) / width;
  const centre = [(minX + maxX) / 2, (minY + maxY) / 2];
  return [
    [centre[0] - boxWidth / 2, centre[1] - boxHeight / 2],
    [centre[0] + boxWidth / 2, centre[1] + boxHeight / 2],
  ];
};

/** Wide enough for its label: Chinese characters are about one font size wide. */
const nodeWidth = (label: string) => Math.max(72, [...label].length * 14 + 28);

type NodeEvent = { dataType?: string; name?: string; event?: { event?: MouseEvent } };
/** The chart node an event is about (not a frame corner), or null. */
const nodeOf = (params: NodeEvent) => (params.dataType === 'node' && params.name && !params.name.startsWith(FRAME) ? params.name : null);

type SeriesData = { getItemLayout: (index: number) => number[] | undefined };

export const GraphCanvas = forwardRef<GraphCanvasHandle, Props>(({ graph, selected, label, onSelect, onOpen, onMove, onRemove }, ref) => {
  const theme = useTheme();
  const chartRef = useRef<ReactEChartsCore>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(800);
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return undefined;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.max(200, Math.round(entry.contentRect.width))));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  // echarts-for-react binds the handlers again whenever `onEvents` changes: stable handlers read the latest props from here.
  const latest = useRef({ graph, onSelect, onOpen, onMove });
  latest.current = { graph, onSelect, onOpen, onMove };
  const instance = () => chartRef.current?.getEchartsInstance() as EChartsType | undefined;
  useImperativeHandle(ref, () => ({ toPng: () => instance()?.getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: '#fff' }) ?? null }), []);

  const option = useMemo(
    () => ({
      animation: false,
      tooltip: { show: false },
      series: [
        {
          type: 'graph',
          layout: 'none',
          draggable: true,
          roam: false,
          left: 0,
          right: 0,
          top: 0,
          bottom: 0,
          // Nodes keep their size whatever the view's scale.
          nodeScaleRatio: 0,
          edgeSymbol: ['none', 'arrow'],
          edgeSymbolSize: 9,
          label: { show: true, color: '#fff', fontSize: 13, fontFamily: String(theme.typography.fontFamily) },
          edgeLabel: { show: true, fontSize: 12, color: theme.palette.text.secondary, fontFamily: String(theme.typography.fontFamily) },
          lineStyle: { width: 1.5, color: '#909399', opacity: 1 },
          data: [
            ...frameOf(graph, width, CANVAS_HEIGHT).map(([x, y], index) => ({ name: `${FRAME}${index}`, x, y, symbolSize: 0, label: { show: false }, draggable: false, silent: true })),
            ...graph.nodes.map((node) => ({
              name: node.id,
              x: node.x,
              y: node.y,
              symbol: node.kind === 'category' ? 'rect' : 'roundRect',
              symbolSize: [nodeWidth(node.label), 34],
              label: { formatter: () => node.label },
              itemStyle: {
                color: node.kind === 'category' ? theme.palette.primary.main : theme.palette.success.main,
                borderColor: node.id === selected ? theme.palette.warning.main : '#fff',
                borderWidth: node.id === selected ? 3 : 1,
              },
            })),
          ],
          links: graph.links.map((link) => ({
            source: link.source,
            target: link.target,
            label: { formatter: () => LINK_KIND_LABELS[link.kind] },
            lineStyle: { type: link.kind === 'variant' ? 'dashed' : link.kind === 'replaces' ? 'dotted' : 'solid' },
          })),
        },
      ],
    }),
    [graph, selected, theme, width],
  );

  const onEvents = useMemo(
    () => ({
      click: (params: NodeEvent) => latest.current.onSelect(nodeOf(params), !!params.event?.event?.shiftKey),
      dblclick: (params: NodeEvent) => {
        const id = nodeOf(params);
        if (id) latest.current.onOpen(id);
      },
      // A drag ends with a mouseup on the node: where ECharts left it is where the operator dropped it.
      mouseup: (params: { dataType?: string; dataIndex: number; name?: string }) => {
        if (params.dataType !== 'node' || !params.name) return;
        const model = (instance() as unknown as { getModel: () => { getSeriesByIndex: (index: number) => { getData: () => SeriesData } } }).getModel();
        const layout = model.getSeriesByIndex(0).getData().getItemLayout(params.dataIndex);
        const node = latest.current.graph.nodes.find((one) => one.id === params.name);
        if (!layout || !node || (Math.abs(layout[0] - node.x) < 1 && Math.abs(layout[1] - node.y) < 1)) return;
        latest.current.onMove(node.id, layout[0], layout[1]);
      },
    }),
    [],
  );

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
      <ReactEChartsCore ref={chartRef} echarts={echarts} option={option} onEvents={onEvents} style={{ height: CANVAS_HEIGHT, width: '100%' }} opts={{ renderer: 'canvas' }} />
    </div>
  );
});
GraphCanvas.displayName = 'GraphCanvas';
