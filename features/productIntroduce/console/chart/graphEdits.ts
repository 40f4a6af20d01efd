/**
 * The edits the chart editor makes, as pure functions from a graph to the next one (the undo history keeps
 * the graphs). Adding a node or a link and renaming one lay the graph out again; moving a node pins it.
 */
import { wouldCycle, type ChartGraph, type ChartLink, type ChartNode, type LinkKind, type NodeKind } from '../../../../resources/business/productChartGraph';
import { layoutGraph } from '../../contract/chartLayout';

let counter = 0;
/** A new id, unique in this graph. */
export const newId = (prefix: 'n' | 'l', graph: ChartGraph): string => {
  const taken = new Set([...graph.nodes.map((node) => node.id), ...graph.links.map((link) => link.id)]);
  let id: string;
  do {
    counter += 1;
    id = `${prefix}${Date.now().toString(36)}${counter.toString(36)}`;
  } while (taken.has(id));
  return id;
};

export const addNode = (graph: ChartGraph, node: { kind: NodeKind; refId: number; label: string }): { graph: ChartGraph; id: string } => {
  const id = newId('n', graph);
  const added: ChartNode = { id, ...node, label: node.label.trim(), x: 0, y: 0, pinned: false };
  return { graph: layoutGraph({ ...graph, nodes: [...graph.nodes, added] }), id };
};

/** Renames the node; the graph is laid out again, as the node's box took the new name's size. */
export const renameNode = (graph: ChartGraph, id: string, label: string): ChartGraph => layoutGraph({ ...graph, nodes: graph.nodes.map((node) => (node.id === id ? { ...node, label } : node)) });

/** Moved by hand: the node keeps this place through later layouts. */
export const moveNode = (graph: ChartGraph, id: string, x: number, y: number): ChartGraph => ({
  ...graph,
  nodes: graph.nodes.map((node) => (node.id === id ? { ...node, x: Math.round(x), y: Math.round(y), pinned: true } : node)),
});

/** Removes the node and its links. */
export const removeNode = (graph: ChartGraph, id: string): ChartGraph => ({
  nodes: graph.nodes.filter((node) => node.id !== id),
  links: graph.links.filter((link) => link.source !== id && link.target !== id),
});

export const removeLink = (graph: ChartGraph, id: string): ChartGraph => ({ ...graph, links: graph.links.filter((link) => link.id !== id) });

export type LinkRefusal = 'self' | 'duplicate' | { cycle: string[] };

/** Adds the link, or says why not (a link to itself, a second link between two nodes, a cycle as node names). */
export const addLink = (graph: ChartGraph, source: string, target: string, kind: LinkKind): { graph: ChartGraph; link: ChartLink } | { refused: LinkRefusal } => {
  if (source === target) return { refused: 'self' };
  if (graph.links.some((link) => (link.source === source && link.target === target) || (link.source === target && link.target === source))) return { refused: 'duplicate' };
  const cycle = wouldCycle(graph, source, target);
  if (cycle) {
    const labels = new Map(graph.nodes.map((node) => [node.id, node.label]));
    return { refused: { cycle: cycle.map((id) => labels.get(id) ?? id) } };
  }
  const link: ChartLink = { id: newId('l', graph), source, target, kind };
  return { graph: layoutGraph({ ...graph, links: [...graph.links, link] }), link };
};

/** Lays every node out again, those moved by hand included (the operator asked for a fresh layout). */
export const unpinAll = (graph: ChartGraph): ChartGraph => layoutGraph({ ...graph, nodes: graph.nodes.map((node) => ({ ...node, pinned: false })) });
