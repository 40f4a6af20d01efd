/**
 * The graph of the product lineage chart (产品图谱, docs/product-chart.md): nodes that stand for a
 * product-introduction category or product, and typed links between them. These are the rules both
 * halves check (the console before it sends, the server before it writes): a name on every node, links
 * between nodes of the chart, no node twice for one record, and no cycle. Whether a node's record still
 * exists is the server's check (it reads the records).
 */

export const NODE_KINDS = ['category', 'product'] as const;
export type NodeKind = (typeof NODE_KINDS)[number];

/** A link reads "target <kind> source": the target derives from, replaces or is a variant of the source. */
export const LINK_KINDS = ['derives', 'replaces', 'variant'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

export const NODE_KIND_LABELS: Record<NodeKind, string> = { category: '分类', product: '产品' };
export const LINK_KIND_LABELS: Record<LinkKind, string> = { derives: '派生自', replaces: '替代', variant: '变体' };

export interface ChartNode {
  id: string;
  kind: NodeKind;
  /** The id of the category (associationProductType) or product (associationProduct) record. */
  refId: number;
  label: string;
  x: number;
  y: number;
  /** Moved by hand: the automatic layout keeps its position. */
  pinned: boolean;
}

export interface ChartLink {
  id: string;
  source: string;
  target: string;
  kind: LinkKind;
}

export interface ChartGraph {
  nodes: ChartNode[];
  links: ChartLink[];
}

export const EMPTY_GRAPH: ChartGraph = { nodes: [], links: [] };

export const GRAPH_LIMITS = { nodes: 200, links: 400, label: 30, coordinate: 100_000, id: 40 } as const;

export const GRAPH_MESSAGES = {
  shape: '图谱数据格式错误',
  tooManyNodes: `节点不能超过${GRAPH_LIMITS.nodes}个`,
  tooManyLinks: `连线不能超过${GRAPH_LIMITS.links}条`,
  nodeId: '节点编号无效',
  duplicateNodeId: '节点编号重复',
  nodeKind: '节点类型无效',
  refId: '节点须关联一个产品分类或产品',
  labelRequired: '每个节点都须有名称',
  labelTooLong: (label: string) => `节点「${label.slice(0, GRAPH_LIMITS.label)}…」的名称不能超过${GRAPH_LIMITS.label}个字`,
  position: '节点位置无效',
  sameRecord: (label: string) => `「${label}」已在图谱中，同一记录只能有一个节点`,
  linkKind: '连线类型无效',
  linkEnd: '连线须连接图谱中的两个节点',
  selfLink: '节点不能连向自己',
  duplicateLink: (from: string, to: string) => `「${from}」与「${to}」之间已有连线`,
  // The path follows the links from origin to derived; said the way the chart draws them (derived → origin).
  cycle: (path: string[]) => `产品图谱不能形成循环：${[...path].reverse().join(' → ')}`,
  categoryDeleted: (label: string) => `节点「${label}」关联的产品分类不存在或已被删除`,
  productDeleted: (label: string) => `节点「${label}」关联的产品不存在或已被删除`,
  inUse: (kind: NodeKind, label: string) => `该${kind === 'product' ? '产品' : '产品分类'}已用于产品图谱的节点「${label}」，请先在产品图谱中移除该节点并保存`,
} as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isId = (value: unknown): value is string => typeof value === 'string' && /^[A-Za-z0-9_-]+$/.test(value) && value.length <= GRAPH_LIMITS.id;
const isCoordinate = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= GRAPH_LIMITS.coordinate;

/** The nodes' names by id, for messages. */
const labelsOf = (graph: ChartGraph) => new Map(graph.nodes.map((node) => [node.id, node.label.trim()]));

/**
 * A cycle of the links, as the nodes' ids from a node back to itself, or null. Depth-first search with
 * three colours: a link to a node still on the stack closes a cycle.
 */
export const findCycle = (graph: Pick<ChartGraph, 'links'> & { nodes: Array<Pick<ChartNode, 'id'>> }): string[] | null => {
  const next = new Map<string, string[]>();
  for (const link of graph.links) next.set(link.source, [...(next.get(link.source) ?? []), link.target]);
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (id: string): string[] | null => {
    state.set(id, 'open');
    stack.push(id);
    for (const to of next.get(id) ?? []) {
      if (state.get(to) === 'open') return [...stack.slice(stack.indexOf(to)), to];
      if (!state.has(to)) {
        const found = visit(to);
        if (found) return found;
      }
    }
    stack.pop();
    state.set(id, 'done');
    return null;
  };
  for (const node of graph.nodes) {
    if (state.has(node.id)) continue;
    const found = visit(node.id);
    if (found) return found;
  }
  return null;
};

/** Whether adding a link from `source` to `target` would close a cycle (the console refuses it at once). */
export const wouldCycle = (graph: ChartGraph, source: string, target: string): string[] | null =>
  findCycle({ nodes: graph.nodes, links: [...graph.links, { id: '_new', source, target, kind: 'derives' }] });

/** The first rule the graph breaks, as its Chinese message, or null when it holds. */
export const graphViolation = (graph: ChartGraph): string | null => {
  if (graph.nodes.length > GRAPH_LIMITS.nodes) return GRAPH_MESSAGES.tooManyNodes;
  if (graph.links.length > GRAPH_LIMITS.links) return GRAPH_MESSAGES.tooManyLinks;
  const ids = new Set<string>();
  const records = new Set<string>();
  for (const node of graph.nodes) {
    if (!isId(node.id)) return GRAPH_MESSAGES.nodeId;
    if (ids.has(node.id)) return GRAPH_MESSAGES.duplicateNodeId;
    ids.add(node.id);
    if (!NODE_KINDS.includes(node.kind)) return GRAPH_MESSAGES.nodeKind;
    if (!Number.isSafeInteger(node.refId) || node.refId < 1) return GRAPH_MESSAGES.refId;
    const label = typeof node.label === 'string' ? node.label.trim() : '';
    if (!label) return GRAPH_MESSAGES.labelRequired;
    if ([...label].length > GRAPH_LIMITS.label) return GRAPH_MESSAGES.labelTooLong(label);
    if (!isCoordinate(node.x) || !isCoordinate(node.y) || typeof node.pinned !== 'boolean') return GRAPH_MESSAGES.position;
    const record = `${node.kind}:${node.refId}`;
    if (records.has(record)) return GRAPH_MESSAGES.sameRecord(label);
    records.add(record);
  }
  const labels = labelsOf(graph);
  const pairs = new Set<string>();
  const linkIds = new Set<string>();
  for (const link of graph.links) {
    if (!isId(link.id) || linkIds.has(link.id)) return GRAPH_MESSAGES.shape;
    linkIds.add(link.id);
    if (!LINK_KINDS.includes(link.kind)) return GRAPH_MESSAGES.linkKind;
    if (!ids.has(link.source) || !ids.has(link.target)) return GRAPH_MESSAGES.linkEnd;
    if (link.source === link.target) return GRAPH_MESSAGES.selfLink;
    const pair = [link.source, link.target].sort().join('>');
    if (pairs.has(pair)) return GRAPH_MESSAGES.duplicateLink(labels.get(link.source)!, labels.get(link.target)!);
    pairs.add(pair);
  }
  const cycle = findCycle(graph);
  return cycle ? GRAPH_MESSAGES.cycle(cycle.map((id) => labels.get(id)!)) : null;
};

/**
 * A graph read from a request or from storage: only the known fields, each of its type (anything else
 * makes it a shape error). Checking the rules is graphViolation's work.
 */
export const readGraph = (value: unknown): ChartGraph | null => {
  if (value === undefined || value === null) return EMPTY_GRAPH;
  if (!isRecord(value) || !Array.isArray(value.nodes) || !Array.isArray(value.links)) return null;
  if (value.nodes.length > GRAPH_LIMITS.nodes || value.links.length > GRAPH_LIMITS.links) return { nodes: value.nodes, links: value.links } as ChartGraph;
  const nodes: ChartNode[] = [];
  for (const node of value.nodes) {
    if (!isRecord(node) || typeof node.label !== 'string') return null;
    nodes.push({
      id: node.id as string,
      kind: node.kind as NodeKind,
      refId: typeof node.refId === 'number' ? node.refId : Number.NaN,
      label: node.label.trim(),
      x: node.x as number,
      y: node.y as number,
      pinned: node.pinned === true,
    });
  }
  const links: ChartLink[] = [];
  for (const link of value.links) {
    if (!isRecord(link)) return null;
    links.push({ id: link.id as string, source: link.source as string, target: link.target as string, kind: link.kind as LinkKind });
  }
  return { nodes, links };
};
