/**
 * The automatic layout of the lineage chart: layers from left to right by the longest path of links (an
 * origin left of what derives from it), nodes of a layer one under another in their order. A node the
 * operator moved by hand (pinned) keeps its place; the others take the free slots of their layer, so no
 * laid-out node lands on a pinned one. Shared by the console's editor and the server's demo chart.
 */
import type { ChartGraph, ChartNode } from '../../../resources/business/productChartGraph';

export const LAYOUT_STEP = { x: 220, y: 90 } as const;
/** Closer than this to a pinned node, a slot counts as taken. */
const CLEARANCE = { x: LAYOUT_STEP.x / 2, y: LAYOUT_STEP.y / 2 };

/** Each node's layer: 0 for a node no link reaches, else one more than its deepest source (cycles stop at the node count). */
export const layersOf = (graph: ChartGraph): Map<string, number> => {
  const layer = new Map(graph.nodes.map((node) => [node.id, 0]));
  // Bellman-Ford style relaxation: at most one pass per node, so a cycle cannot loop for ever.
  for (let pass = 0; pass < graph.nodes.length; pass += 1) {
    let changed = false;
    for (const link of graph.links) {
      const from = layer.get(link.source);
      const to = layer.get(link.target);
      if (from === undefined || to === undefined || to >= from + 1) continue;
      layer.set(link.target, from + 1);
      changed = true;
    }
    if (!changed) break;
  }
  return layer;
};

const near = (node: Pick<ChartNode, 'x' | 'y'>, x: number, y: number) => Math.abs(node.x - x) < CLEARANCE.x && Math.abs(node.y - y) < CLEARANCE.y;

/** The graph with every node that is not pinned placed by the layout. */
export const layoutGraph = (graph: ChartGraph): ChartGraph => {
  const layers = layersOf(graph);
  const pinned = graph.nodes.filter((node) => node.pinned);
  const nextRow = new Map<number, number>();
  const placed = new Map<string, { x: number; y: number }>();
  for (const node of graph.nodes) {
    if (node.pinned) continue;
    const layer = layers.get(node.id) ?? 0;
    const x = layer * LAYOUT_STEP.x;
    let row = nextRow.get(layer) ?? 0;
    while (pinned.some((other) => near(other, x, row * LAYOUT_STEP.y))) row += 1;
    placed.set(node.id, { x, y: row * LAYOUT_STEP.y });
    nextRow.set(layer, row + 1);
  }
  return { ...graph, nodes: graph.nodes.map((node) => (placed.has(node.id) ? { ...node, ...placed.get(node.id)! } : node)) };
};
