/**
 * The ECharts option that draws a scene (chartScene.ts) with the graph series, in the canvas's pixels.
 * Layout 'none' fits the box of the items' positions to the series' box: two invisible corner items at
 * (0, 0) and the canvas's size make that fit one to one, so a scene's pixel is the canvas's pixel.
 * ECharts ends a link at a circle around its node's centre (adjustEdge), which misses a wide box; so each
 * link runs between two invisible items of no size placed where the scene says it meets the boxes, and the
 * arrow's tip is on the target's box. Each link's label is an item of its own, a white box on the link.
 * Names of the invisible items start with ':', which a node's id cannot hold.
 */
import type { Scene } from './chartScene';

export const HELPER_PREFIX = ':';

export interface ChartStyle {
  fontFamily: string;
  category: string;
  product: string;
  selected: string;
  line: string;
  linkText: string;
}

const LINE_TYPES = { derives: 'solid', replaces: 'dotted', variant: 'dashed' } as const;

// A link's end has a size of a hundredth of a pixel: ECharts cuts a curve at a circle of half its end's size
// around the end, which it finds only for a circle of some size (of none it cuts the curve short).
const helper = (name: string, x: number, y: number, size = 0) => ({ name: `${HELPER_PREFIX}${name}`, x, y, symbolSize: size, itemStyle: { opacity: 0 }, label: { show: false }, silent: true });
const END_SIZE = 0.02;

/** `draggable`: the nodes show the move cursor (the canvas drags them only when the chart is editable). */
export const chartOption = (scene: Scene, style: ChartStyle, selected: string | null = null, draggable = false) => {
  const { view, fontSize } = scene;
  return {
    animation: false,
    tooltip: { show: false },
    series: [
      {
        type: 'graph',
        layout: 'none',
        // Dragging is the canvas's own (GraphCanvas): it moves the node with its links and their labels.
        draggable: false,
        roam: false,
        left: 0,
        right: 0,
        top: 0,
        bottom: 0,
        nodeScaleRatio: 1,
        // A hovered box that grew would cover its neighbours and its arrows.
        emphasis: { scale: false },
        edgeSymbol: ['none', 'arrow'],
        edgeSymbolSize: scene.arrow,
        edgeLabel: { show: false },
        lineStyle: { width: Math.max(1, 1.5 * view.scale), color: style.line, opacity: 1 },
        data: [
          helper('frame0', 0, 0),
          helper('frame1', view.width, view.height),
          ...scene.nodes.map((node) => ({
            name: node.id,
            x: node.x,
            y: node.y,
            symbol: node.kind === 'category' ? 'rect' : 'roundRect',
            symbolSize: [node.width, node.height],
            cursor: draggable ? 'move' : 'pointer',
            label: {
              show: true,
              position: 'inside',
              formatter: () => node.lines.join('\n'),
              color: '#fff',
              align: 'center',
              fontSize: fontSize.node,
              lineHeight: fontSize.nodeLine,
              fontFamily: style.fontFamily,
            },
            itemStyle: {
              color: node.kind === 'category' ? style.category : style.product,
              borderColor: node.id === selected ? style.selected : '#fff',
              borderWidth: node.id === selected ? 3 : 1,
            },
          })),
          ...scene.links.flatMap((link) => [
            helper(`from:${link.id}`, ...link.from, END_SIZE),
            helper(`to:${link.id}`, ...link.to, END_SIZE),
            {
              name: `${HELPER_PREFIX}label:${link.id}`,
              x: link.label.x,
              y: link.label.y,
              symbol: 'rect',
              symbolSize: [link.label.width, link.label.height],
              silent: true,
              itemStyle: { color: '#fff', opacity: 0.92 },
              label: { show: true, position: 'inside', formatter: () => link.label.text, color: style.linkText, fontSize: fontSize.link, lineHeight: fontSize.linkLine, fontFamily: style.fontFamily },
            },
          ]),
        ],
        links: scene.links.map((link) => ({
          source: `${HELPER_PREFIX}from:${link.id}`,
          target: `${HELPER_PREFIX}to:${link.id}`,
          lineStyle: { type: LINE_TYPES[link.kind], curveness: link.curveness },
        })),
      },
    ],
  };
};

/** The chart node an ECharts event is about (not an invisible helper), or null. */
export const nodeOfEvent = (params: { dataType?: string; name?: string }) => (params.dataType === 'node' && params.name && !params.name.startsWith(HELPER_PREFIX) ? params.name : null);
