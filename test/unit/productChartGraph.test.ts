/**
 * The pure rules of the product lineage chart (docs/product-chart.md): the cycle check and the graph's
 * rules, the edits and the undo history (the layout and the drawing: productChartLayout.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { findCycle, graphViolation, readGraph, type ChartGraph, type ChartNode } from '../../resources/business/productChartGraph';
import { addLink, addNode, moveNode, removeNode, renameNode } from '../../features/productIntroduce/console/chart/graphEdits';
import { historyReducer, HISTORY_LIMIT, startHistory } from '../../features/productIntroduce/console/chart/graphHistory';

const node = (id: string, label = id, refId = Number(id.slice(1)), extra: Partial<ChartNode> = {}): ChartNode => ({ id, kind: 'product', refId, label, x: 0, y: 0, pinned: false, ...extra });
const link = (source: string, target: string, id = `${source}${target}`) => ({ id, source, target, kind: 'derives' as const });

describe('the cycle check', () => {
  it('finds a cycle as the path back to its first node, and none in a tree or a diamond', () => {
    const nodes = ['n1', 'n2', 'n3', 'n4'].map((id) => node(id));
    expect(findCycle({ nodes, links: [link('n1', 'n2'), link('n1', 'n3'), link('n2', 'n4'), link('n3', 'n4')] })).toBeNull();
    expect(findCycle({ nodes, links: [link('n1', 'n2'), link('n2', 'n3'), link('n3', 'n4'), link('n4', 'n2')] })).toEqual(['n2', 'n3', 'n4', 'n2']);
  });

  it('names the cycle in the message by the nodes’ labels', () => {
    const graph: ChartGraph = { nodes: [node('n1', '基金'), node('n2', 'ETF'), node('n3', 'REITs')], links: [link('n1', 'n2'), link('n2', 'n3'), link('n3', 'n1')] };
    expect(graphViolation(graph)).toBe('产品图谱不能形成循环：基金 → REITs → ETF → 基金');
  });

  it('requires a name on every node, within 30 characters', () => {
    expect(graphViolation({ nodes: [node('n1', ' ')], links: [] })).toBe('每个节点都须有名称');
    expect(graphViolation({ nodes: [node('n1', '长'.repeat(31))], links: [] })).toMatch(/不能超过30个字$/);
    expect(graphViolation({ nodes: [node('n1', '长'.repeat(30))], links: [] })).toBeNull();
  });

  it('reads only graphs of the right shape', () => {
    expect(readGraph(undefined)).toEqual({ nodes: [], links: [] });
    expect(readGraph('x')).toBeNull();
    expect(readGraph({ nodes: [{ id: 'n1' }], links: [] })).toBeNull();
  });
});

describe('the edits and the undo history', () => {
  it('adds, links, renames, moves (pinning) and removes, refusing a link that closes a cycle', () => {
    let graph: ChartGraph = { nodes: [], links: [] };
    const ids: string[] = [];
    for (const label of ['基金产品', '公募REITs', '科创板ETF']) {
      const added = addNode(graph, { kind: 'product', refId: ids.length + 1, label: ` ${label} ` });
      graph = added.graph;
      ids.push(added.id);
    }
    expect(graph.nodes.map((one) => one.label)).toEqual(['基金产品', '公募REITs', '科创板ETF']);
    for (const [source, target] of [
      [ids[0], ids[1]],
      [ids[1], ids[2]],
    ]) {
      const linked = addLink(graph, source, target, 'derives');
      if (!('graph' in linked)) throw new Error('refused');
      graph = linked.graph;
    }
    expect(addLink(graph, ids[2], ids[0], 'replaces')).toEqual({ refused: { cycle: ['基金产品', '公募REITs', '科创板ETF', '基金产品'] } });
    expect(addLink(graph, ids[1], ids[0], 'variant')).toEqual({ refused: 'duplicate' });
    expect(addLink(graph, ids[1], ids[1], 'variant')).toEqual({ refused: 'self' });
    graph = moveNode(renameNode(graph, ids[0], '基金'), ids[0], 33.4, 77.6);
    expect(graph.nodes[0]).toMatchObject({ label: '基金', x: 33, y: 78, pinned: true });
    graph = removeNode(graph, ids[1]);
    expect(graph.nodes.map((one) => one.id)).toEqual([ids[0], ids[2]]);
    expect(graph.links).toEqual([]);
    expect(graphViolation(graph)).toBeNull();
  });

  it('undoes the last steps in order, and keeps at most the last fifty', () => {
    const graphs: ChartGraph[] = Array.from({ length: 60 }, (_, index) => ({ nodes: [node(`n${index + 1}`)], links: [] }));
    let history = startHistory(graphs[0]);
    history = historyReducer(history, { type: 'apply', graph: graphs[1] });
    history = historyReducer(history, { type: 'apply', graph: graphs[2] });
    history = historyReducer(history, { type: 'undo' });
    expect(history.present).toBe(graphs[1]);
    history = historyReducer(history, { type: 'undo' });
    expect(history.present).toBe(graphs[0]);
    expect(historyReducer(history, { type: 'undo' })).toBe(history);
    for (const graph of graphs.slice(1)) history = historyReducer(history, { type: 'apply', graph });
    expect(history.past).toHaveLength(HISTORY_LIMIT);
    for (let step = 0; step < HISTORY_LIMIT; step += 1) history = historyReducer(history, { type: 'undo' });
    expect(history.present).toBe(graphs[59 - HISTORY_LIMIT]);
    expect(history.past).toHaveLength(0);
  });
});
