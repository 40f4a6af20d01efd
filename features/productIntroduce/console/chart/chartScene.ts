/**
 * What the lineage chart draws, in the canvas's pixels: the view that fits the graph into the canvas, each
 * node's box at its size (chartText.ts, the sizes the layout spaced), each link drawn as its sentence reads
 * (「中金普洛斯 派生自 基金产品」: the line leaves the derived node, the link's target, and its arrow ends on what
 * it derives from, the source), from box edge to box edge (so the arrow ends on the box, whatever its shape), straight or bent
 * around a node in its way, and each link's label on the link where it covers no node. Pure: the canvas, the PNG
 * export and the unit tests draw or check the same scene.
 */
import type { ChartGraph, ChartNode, LinkKind, NodeKind } from '../../../../resources/business/productChartGraph';
import { boxOf, overlaps, type Box } from '../../contract/chartLayout';
import { LINK_TEXT, linkLabelSize, NODE_TEXT, nodeSize } from '../../contract/chartText';

/** A graph point shown at the canvas's centre, and the scale from the graph's units to pixels. */
export interface View {
  x: number;
  y: number;
  scale: number;
  width: number;
  height: number;
}

/** Room kept between the graph and the canvas's border. */
export const VIEW_PADDING = 16;
/** The arrow's length at scale one. */
export const ARROW_SIZE = 10;

type Point = [number, number];

export interface SceneNode {
  id: string;
  kind: NodeKind;
  lines: string[];
  /** The box's centre and size, in pixels. */
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface SceneLink {
  id: string;
  kind: LinkKind;
  /** Where the line leaves the source's box and where its arrow's tip meets the target's box. */
  from: Point;
  to: Point;
  /** ECharts' curveness: 0 for a straight line, else the bend of a quadratic curve around the nodes in the way. */
  curveness: number;
  label: { text: string; x: number; y: number; width: number; height: number };
}

export interface Scene {
  view: View;
  fontSize: { node: number; nodeLine: number; link: number; linkLine: number };
  arrow: number;
  nodes: SceneNode[];
  links: SceneLink[];
}

/** The box around every node's box, in the graph's units, or null for an empty graph. */
export const contentBox = (graph: ChartGraph): Box | null => {
  if (!graph.nodes.length) return null;
  const boxes = graph.nodes.map(boxOf);
  return {
    left: Math.min(...boxes.map((box) => box.left)),
    top: Math.min(...boxes.map((box) => box.top)),
    right: Math.max(...boxes.map((box) => box.right)),
    bottom: Math.max(...boxes.map((box) => box.bottom)),
  };
};

/** The view that shows the whole graph, centred: at its own size when it fits, scaled down to fit when it does not. */
export const fitView = (graph: ChartGraph, width: number, height: number): View => {
  const box = contentBox(graph);
  if (!box) return { x: 0, y: 0, scale: 1, width, height };
  const scale = Math.min(1, (width - 2 * VIEW_PADDING) / (box.right - box.left), (height - 2 * VIEW_PADDING) / (box.bottom - box.top));
  return { x: (box.left + box.right) / 2, y: (box.top + box.bottom) / 2, scale: Math.max(scale, 0.01), width, height };
};

/** The canvas size that shows the graph at its own size with `margin` around it (the PNG export's), within `max` pixels a side. */
export const naturalSize = (graph: ChartGraph, max: number, margin: number) => {
  const box = contentBox(graph) ?? { left: 0, top: 0, right: 0, bottom: 0 };
  return { width: Math.ceil(Math.min(max, box.right - box.left + 2 * margin)), height: Math.ceil(Math.min(max, box.bottom - box.top + 2 * margin)) };
};

export const toScreen = (view: View, x: number, y: number): Point => [(x - view.x) * view.scale + view.width / 2, (y - view.y) * view.scale + view.height / 2];
export const toGraph = (view: View, x: number, y: number): Point => [(x - view.width / 2) / view.scale + view.x, (y - view.height / 2) / view.scale + view.y];

/** Whether the view shows every node's box whole inside the canvas. */
export const showsAll = (view: View, graph: ChartGraph) => {
  const box = contentBox(graph);
  if (!box) return true;
  const [left, top] = toScreen(view, box.left, box.top);
  const [right, bottom] = toScreen(view, box.right, box.bottom);
  return left >= 0 && top >= 0 && right <= view.width && bottom <= view.height;
};

/** The node's centre moved to (x, y), held where its whole box stays inside the canvas (a drag cannot take a node out of sight). */
export const clampToView = (view: View, node: Pick<ChartNode, 'label'>, x: number, y: number): Point => {
  const { width, height } = nodeSize(node.label);
  const [left, top] = toGraph(view, 0, 0);
  const [right, bottom] = toGraph(view, view.width, view.height);
  const clamp = (value: number, low: number, high: number) => (low > high ? (low + high) / 2 : Math.min(high, Math.max(low, value)));
  return [clamp(x, left + width / 2, right - width / 2), clamp(y, top + height / 2, bottom - height / 2)];
};

/** Where the ray from the box's centre towards `toward` leaves the box. */
export const exitPoint = (node: { x: number; y: number; width: number; height: number }, toward: Point): Point => {
  const dx = toward[0] - node.x;
  const dy = toward[1] - node.y;
  const t = Math.min(dx ? node.width / 2 / Math.abs(dx) : Infinity, dy ? node.height / 2 / Math.abs(dy) : Infinity);
  return Number.isFinite(t) ? [node.x + dx * t, node.y + dy * t] : [node.x, node.y];
};

const boxAround = (x: number, y: number, width: number, height: number): Box => ({ left: x - width / 2, top: y - height / 2, right: x + width / 2, bottom: y + height / 2 });
export const sceneBox = (item: { x: number; y: number; width: number; height: number }) => boxAround(item.x, item.y, item.width, item.height);

/** Along the link from its middle outwards: the first place where the label covers no node, no other label and not the arrow. */
const LABEL_PLACES = [0.5, 0.42, 0.58, 0.34, 0.66, 0.26, 0.74, 0.18, 0.82];
/** A straight line first; when it crosses another node's box, a curve bending out more and more to either side (pixels at scale one). */
const BENDS = [0, 24, -24, 48, -48, 80, -80, 120, -120, 170, -170, 240, -240];
/** Points along a curve checked against the boxes in its way, and the room kept from them. */
const SAMPLES = 48;
const CLEAR = 4;

/** ECharts' control point of a link from p1 to p2 with this curveness (simpleLayoutHelper's formula). */
const controlOf = (p1: Point, p2: Point, curveness: number): Point => [(p1[0] + p2[0]) / 2 - (p1[1] - p2[1]) * curveness, (p1[1] + p2[1]) / 2 - (p2[0] - p1[0]) * curveness];
const quadratic = (p1: Point, control: Point, p2: Point, t: number): Point => [
  (1 - t) ** 2 * p1[0] + 2 * (1 - t) * t * control[0] + t ** 2 * p2[0],
  (1 - t) ** 2 * p1[1] + 2 * (1 - t) * t * control[1] + t ** 2 * p2[1],
];

type Sized = { x: number; y: number; width: number; height: number };

/**
 * The link between two boxes with this curveness: its ends where it leaves the boxes towards the curve's control
 * point, and the curveness that gives, from those ends, about that control point (ECharts bends the line between
 * its ends).
 */
const pathOf = (source: Sized, target: Sized, curveness: number) => {
  const wanted = controlOf([source.x, source.y], [target.x, target.y], curveness);
  const from = exitPoint(source, curveness ? wanted : [target.x, target.y]);
  const to = exitPoint(target, curveness ? wanted : [source.x, source.y]);
  const normal: Point = [to[1] - from[1], from[0] - to[0]];
  const middle: Point = [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2];
  const bend = curveness ? ((wanted[0] - middle[0]) * normal[0] + (wanted[1] - middle[1]) * normal[1]) / (normal[0] ** 2 + normal[1] ** 2 || 1) : 0;
  const control = controlOf(from, to, bend);
  return { from, to, curveness: bend, at: (t: number) => quadratic(from, control, to, t), control };
};

/**
 * The link's path: the first of the straight line and the curves of BENDS that keeps clear of every other node's
 * box (checked at points along it), or, where none does (nodes pinned close around), the one that crosses least.
 */
/** `others`: the boxes of the nodes other than the link's ends. A point outside the canvas counts as in the way too: a curve stays in sight. */
const routeOf = (source: Sized, target: Sized, others: Box[], view: View) => {
  const { scale, width, height } = view;
  // Only the boxes near the link can be in the way of its line or of its most bent curve.
  const reach = Math.max(...BENDS) * scale + CLEAR;
  const [left, right, top, bottom] = [Math.min(source.x, target.x) - reach, Math.max(source.x, target.x) + reach, Math.min(source.y, target.y) - reach, Math.max(source.y, target.y) + reach];
  const near = others.filter((box) => box.right > left && box.left < right && box.bottom > top && box.top < bottom);
  // A quadratic curve's middle lies half its control point's distance off the chord: the curveness that bends it out by `bend`.
  const chord = Math.hypot(target.x - source.x, target.y - source.y) || 1;
  let best: ReturnType<typeof pathOf> | null = null;
  let fewest = Infinity;
  for (const bend of BENDS) {
    const path = pathOf(source, target, (2 * bend * scale) / chord);
    let count = 0;
    for (let step = 1; step < SAMPLES && count < fewest; step += 1) {
      const [x, y] = path.at(step / SAMPLES);
      if (x < 0 || y < 0 || x > width || y > height || near.some((box) => x > box.left - CLEAR && x < box.right + CLEAR && y > box.top - CLEAR && y < box.bottom + CLEAR)) count += 1;
    }
    if (count < fewest) [best, fewest] = [path, count];
    if (!count) break;
  }
  return best!;
};

export const sceneOf = (graph: ChartGraph, view: View, linkText: (kind: LinkKind) => string): Scene => {
  const { scale } = view;
  const nodes: SceneNode[] = graph.nodes.map((node) => {
    const size = nodeSize(node.label);
    const [x, y] = toScreen(view, node.x, node.y);
    return { id: node.id, kind: node.kind, lines: size.lines, x, y, width: size.width * scale, height: size.height * scale };
  });
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const arrow = ARROW_SIZE * scale;
  const boxes = nodes.map(sceneBox);
  const taken: Box[] = [...boxes];
  const links: SceneLink[] = [];
  for (const link of graph.links) {
    // Drawn from the sentence's subject (the link's target) to its object, so the label reads along the arrow.
    const source = byId.get(link.target);
    const target = byId.get(link.source);
    if (!source || !target) continue;
    const path = routeOf(
      source,
      target,
      boxes.filter((_, index) => nodes[index] !== source && nodes[index] !== target),
      view,
    );
    const { from, to, at } = path;
    const text = linkText(link.kind);
    const size = linkLabelSize(text);
    const [width, height] = [size.width * scale, size.height * scale];
    // The arrow's head, from its tip at `to` back along the line's last direction.
    const back = path.curveness ? path.control : from;
    const length = Math.hypot(to[0] - back[0], to[1] - back[1]) || 1;
    const head: Point = [to[0] + ((back[0] - to[0]) * arrow) / 2 / length, to[1] + ((back[1] - to[1]) * arrow) / 2 / length];
    const blocked = [...taken, boxAround(head[0], head[1], arrow, arrow)];
    const fits = ([x, y]: Point) => x - width / 2 >= 0 && y - height / 2 >= 0 && x + width / 2 <= view.width && y + height / 2 <= view.height;
    const place = LABEL_PLACES.map(at).find((point) => fits(point) && !blocked.some((box) => overlaps(boxAround(point[0], point[1], width, height), box, 2))) ?? at(0.5);
    const label = { text, x: place[0], y: place[1], width, height };
    taken.push(sceneBox(label));
    links.push({ id: link.id, kind: link.kind, from, to, curveness: path.curveness, label });
  }
  return {
    view,
    fontSize: { node: NODE_TEXT.fontSize * scale, nodeLine: NODE_TEXT.lineHeight * scale, link: LINK_TEXT.fontSize * scale, linkLine: LINK_TEXT.lineHeight * scale },
    arrow,
    nodes,
    links,
  };
};
