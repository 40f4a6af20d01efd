/**
 * The automatic layout of the lineage chart, shared by the console's editor and the server's demo chart.
 * A lineage is a directed acyclic graph, so it is laid out in layers by dagre (@dagrejs/dagre: ranks by
 * network simplex, orders that cross few links, Brandes–Köpf coordinates): layers from left to right, an
 * origin left of what derives from it. Each node is spaced by its box (chartText.ts), and each link's
 * label gets a rank of its own between the two layers, so the label sits in the gap, not on a node.
 * A node the operator moved by hand (pinned) keeps its place; a laid-out node that would land on one moves
 * down its layer until it is clear of it.
 */
import { graphlib, layout } from '@dagrejs/dagre';
import { LINK_KIND_LABELS, type ChartGraph } from '../../../resources/business/productChartGraph';
import { linkLabelSize, nodeSize } from './chartText';

/** The space between two nodes of a layer, and the space on each side of a link's label between layers (two halves of ranksep). */
export const LAYOUT_GAP = { node: 24, rank: 44 } as const;
/** The space kept around a pinned node's box. */
const CLEARANCE = LAYOUT_GAP.node / 2;

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** A node's box at its position (x, y is the centre). */
export const boxOf = (node: { label: string; x: number; y: number }): Box => {
  const { width, height } = nodeSize(node.label);
  return { left: node.x - width / 2, top: node.y - height / 2, right: node.x + width / 2, bottom: node.y + height / 2 };
};

export const overlaps = (a: Box, b: Box, margin = 0) => a.left < b.right + margin && b.left < a.right + margin && a.top < b.bottom + margin && b.top < a.bottom + margin;

/** Every node's centre as dagre places it, pinned nodes included (they keep a slot of their layer, and their links still order the layers). */
const dagrePositions = (graph: ChartGraph): Map<string, { x: number; y: number }> => {
  const g = new graphlib.Graph();
  g.setGraph({ rankdir: 'LR', nodesep: LAYOUT_GAP.node, ranksep: LAYOUT_GAP.rank, edgesep: LAYOUT_GAP.node / 2, marginx: 0, marginy: 0 });
  g.setDefaultEdgeLabel(() => ({}));
  for (const node of graph.nodes) g.setNode(node.id, nodeSize(node.label));
  const ids = new Set(graph.nodes.map((node) => node.id));
  for (const link of graph.links) {
    // A draft may hold a link to a missing node or a cycle until the rules refuse it: dagre reverses a cycle's link, and the layout skips the rest.
    if (!ids.has(link.source) || !ids.has(link.target) || link.source === link.target) continue;
    g.setEdge(link.source, link.target, { ...linkLabelSize(LINK_KIND_LABELS[link.kind] ?? ''), labelpos: 'c' });
  }
  layout(g);
  return new Map(graph.nodes.map((node) => [node.id, { x: g.node(node.id).x ?? 0, y: g.node(node.id).y ?? 0 }]));
};

/** The graph with every node that is not pinned placed by the layout (whole pixels), and the pinned ones where they are. */
export const layoutGraph = (graph: ChartGraph): ChartGraph => {
  if (!graph.nodes.length) return graph;
  const laid = dagrePositions(graph);
  const free = graph.nodes.filter((node) => !node.pinned);
  // The laid-out nodes start at the origin, as the first layout put them; the pinned ones stay in the same coordinates.
  const left = Math.min(...free.map((node) => laid.get(node.id)!.x - nodeSize(node.label).width / 2));
  const top = Math.min(...free.map((node) => laid.get(node.id)!.y - nodeSize(node.label).height / 2));
  const taken: Box[] = graph.nodes.filter((node) => node.pinned).map(boxOf);
  const placed = new Map<string, { x: number; y: number }>();
  // Down each layer from the top, so a node pushed down by a pinned one pushes the next one down in turn.
  const order = [...free].sort((a, b) => laid.get(a.id)!.x - laid.get(b.id)!.x || laid.get(a.id)!.y - laid.get(b.id)!.y);
  for (const node of order) {
    const x = Math.round(laid.get(node.id)!.x - left);
    let y = Math.round(laid.get(node.id)!.y - top);
    let box = boxOf({ label: node.label, x, y });
    for (let hit = taken.find((other) => overlaps(box, other, CLEARANCE)); hit; hit = taken.find((other) => overlaps(box, other, CLEARANCE))) {
      // Each step moves the box below the one it meets, so the loop ends after at most one step per box taken.
      y += Math.ceil(hit.bottom + CLEARANCE - box.top);
      box = boxOf({ label: node.label, x, y });
    }
    taken.push(box);
    placed.set(node.id, { x, y });
  }
  return { ...graph, nodes: graph.nodes.map((node) => (placed.has(node.id) ? { ...node, ...placed.get(node.id)! } : node)) };
};
