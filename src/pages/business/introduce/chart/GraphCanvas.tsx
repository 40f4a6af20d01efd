/**
 * The lineage chart drawn by ECharts' graph series (layout 'none': the positions are the graph's own).
 * Nodes are dragged with the pointer (a drop pins the node where it lands), clicked to select, and, with
 * the canvas focused, moved with the arrow keys, removed with Delete. The outline beside the canvas is
 * its text alternative.
 */
import { forwardRef, useImperativeHandle, useMemo, useRef, type KeyboardEvent } from 'react';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useTheme } from '@mui/material/styles';
import type { EChartsType } from 'echarts/core';
import { LINK_KIND_LABELS, type ChartGraph } from '../../../../../resources/business/productChartGraph';
import { echarts } from './chartEcharts';

export interface GraphCanvasHandle {
  /** The chart as a PNG data address (white background, twice the screen's pixels). */
  toPng: () => string | null;
}

interface Props {
  graph: ChartGraph;
  selected: string | null;
  label: string;
  onSelect: (id: string | null) => void;
  onMove: (id: string, x: number, y: number) => void;
  onRemove: (id: string) => void;
}

const KEY_STEP = 20;
const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-KEY_STEP, 0], ArrowRight: [KEY_STEP, 0], ArrowUp: [0, -KEY_STEP], ArrowDown: [0, KEY_STEP] };

/** Wide enough for its label: Chinese characters are about one font size wide. */
const nodeWidth = (label: string) => Math.max(72, [...label].length * 14 + 28);

type SeriesData = { getItemLayout: (index: number) => number[] | undefined };

export const GraphCanvas = forwardRef<GraphCanvasHandle, Props>(({ graph, selected, label, onSelect, onMove, onRemove }, ref) => {
  const theme = useTheme();
  const chartRef = useRef<ReactEChartsCore>(null);
  const graphRef = useRef(graph);
  graphRef.current = graph;
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
          edgeSymbol: ['none', 'arrow'],
          edgeSymbolSize: 9,
          label: { show: true, color: '#fff', fontSize: 13, fontFamily: String(theme.typography.fontFamily) },
          edgeLabel: { show: true, fontSize: 12, color: theme.palette.text.secondary, fontFamily: String(theme.typography.fontFamily) },
          lineStyle: { width: 1.5, color: '#909399', opacity: 1 },
          data: graph.nodes.map((node) => ({
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
          links: graph.links.map((link) => ({
            source: link.source,
            target: link.target,
            label: { formatter: () => LINK_KIND_LABELS[link.kind] },
            lineStyle: { type: link.kind === 'variant' ? 'dashed' : link.kind === 'replaces' ? 'dotted' : 'solid' },
          })),
        },
      ],
    }),
    [graph, selected, theme],
  );

  const onEvents = useMemo(
    () => ({
      click: (params: { dataType?: string; name?: string }) => onSelect(params.dataType === 'node' && params.name ? params.name : null),
      // A drag ends with a mouseup on the node: where ECharts left it is where the operator dropped it.
      mouseup: (params: { dataType?: string; dataIndex: number; name?: string }) => {
        if (params.dataType !== 'node' || !params.name) return;
        const model = (instance() as unknown as { getModel: () => { getSeriesByIndex: (index: number) => { getData: () => SeriesData } } }).getModel();
        const layout = model.getSeriesByIndex(0).getData().getItemLayout(params.dataIndex);
        const node = graphRef.current.nodes.find((one) => one.id === params.name);
        if (!layout || !node || (Math.abs(layout[0] - node.x) < 1 && Math.abs(layout[1] - node.y) < 1)) return;
        onMove(node.id, layout[0], layout[1]);
      },
    }),
    [onMove, onSelect],
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
    <div role="img" aria-label={label} tabIndex={0} onKeyDown={onKeyDown} data-testid="chart-canvas" style={{ outlineOffset: 2 }}>
      <ReactEChartsCore ref={chartRef} echarts={echarts} option={option} onEvents={onEvents} style={{ height: 460, width: '100%' }} opts={{ renderer: 'canvas' }} />
    </div>
  );
});
GraphCanvas.displayName = 'GraphCanvas';
