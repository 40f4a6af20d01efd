/**
 * The lineage chart's layout and drawing (docs/product-chart.md, issue 37): dagre's layers follow the links,
 * no two boxes overlap, nodes moved by hand keep their place and the others keep clear of them, a cycle in a
 * draft ends; the scene fits the canvas, ends each arrow on its target's box and keeps the links' labels off
 * the nodes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LINK_KIND_LABELS, type ChartGraph, type ChartLink, type ChartNode, type LinkKind } from '../../resources/business/productChartGraph';
import { boxOf, layoutGraph, overlaps, type Box } from '../../features/productIntroduce/contract/chartLayout';
import { labelLines, nodeSize, textWidth } from '../../features/productIntroduce/contract/chartText';
import { clampToView, fitView, sceneBox, sceneOf, showsAll, toGraph } from '../../features/productIntroduce/console/chart/chartScene';

const node = (id: string, label: string, extra: Partial<ChartNode> = {}): ChartNode => ({ id, kind: 'product', refId: 1, label, x: 0, y: 0, pinned: false, ...extra });
const link = (source: string, target: string, kind: LinkKind = 'derives'): ChartLink => ({ id: `${source}-${target}`, source, target, kind });
const linkText = (kind: LinkKind) => LINK_KIND_LABELS[kind];

/** The demo chart's shape (productChartDemo.ts): two primaries, three secondaries, five products, long names. */
const DEMO: ChartGraph = {
  nodes: [
    node('wealth', '证券公司理财产品'),
    node('funds', '基金产品'),
    node('notes', '收益凭证'),
    node('reits', '公募REITs'),
    node('etf', '科创板ETF'),
    node('note128', '华信证券本金保障型收益凭证第128期'),
    node('reitGlp', '中金普洛斯仓储物流REIT'),
    node('etf588', '华夏上证科创板50成份ETF'),
    node('noteCy', '长江财富收益凭证“长盈”系列'),
    node('reitJd', '嘉实京东仓储基础设施REIT'),
  ],
  links: [
    link('wealth', 'notes'),
    link('funds', 'reits'),
    link('funds', 'etf'),
    link('notes', 'note128'),
    link('reits', 'reitGlp'),
    link('etf', 'etf588'),
    link('note128', 'noteCy', 'variant'),
    link('reitGlp', 'reitJd', 'variant'),
  ],
};

const byId = (graph: ChartGraph) => new Map(graph.nodes.map((one) => [one.id, one]));
const overlapping = (boxes: Box[]) =>
  boxes.flatMap((a, i) =>
    boxes
      .slice(i + 1)
      .filter((b) => overlaps(a, b))
      .map((b) => [a, b]),
  );

/** A directed acyclic graph of up to 14 nodes with labels of 1 to 30 characters, Chinese and Latin mixed: a link only from a lower to a higher index. */
const dags = fc
  .array(fc.string({ unit: fc.constantFrom(...'基金产品收益凭证公募科创板华夏中金REITETF0123456789“”（）'), minLength: 1, maxLength: 30 }), { minLength: 1, maxLength: 14 })
  .chain((labels) =>
    fc.record({
      labels: fc.constant(labels),
      pairs: fc.uniqueArray(fc.tuple(fc.nat(labels.length - 1), fc.nat(labels.length - 1)), { maxLength: 24, selector: ([a, b]) => `${Math.min(a, b)}>${Math.max(a, b)}` }),
      pinned: fc.array(fc.record({ index: fc.nat(labels.length - 1), x: fc.integer({ min: -300, max: 900 }), y: fc.integer({ min: -200, max: 600 }) }), { maxLength: 3 }),
    }),
  )
  .map(({ labels, pairs, pinned }): ChartGraph => {
    const pins = new Map(pinned.map((pin) => [pin.index, pin]));
    return {
      nodes: labels.map((label, index) => node(`n${index}`, label.trim() || '节点', pins.has(index) ? { x: pins.get(index)!.x, y: pins.get(index)!.y, pinned: true } : {})),
      links: pairs.filter(([a, b]) => a !== b).map(([a, b]) => link(`n${Math.min(a, b)}`, `n${Math.max(a, b)}`)),
    };
  });

describe('the boxes of the nodes', () => {
  it('break a long name into even lines of at most nine characters, keeping Latin words and closing marks whole', () => {
    expect(labelLines('基金产品')).toEqual(['基金产品']);
    expect(labelLines('华信证券本金保障型收益凭证第128期')).toEqual(['华信证券本金保障型', '收益凭证第128期']);
    expect(labelLines('长江财富收益凭证“长盈”系列')).toEqual(['长江财富收益凭', '证“长盈”系列']);
    expect(labelLines('中金普洛斯仓储物流REIT').at(-1)).toMatch(/REIT$/);
    const lines = labelLines('长'.repeat(30));
    expect(lines).toHaveLength(4);
    for (const line of lines) expect(textWidth(line, 1)).toBeLessThanOrEqual(9);
  });

  it('hold their lines', () => {
    for (const label of DEMO.nodes.map((one) => one.label)) {
      const size = nodeSize(label);
      expect(Math.max(...size.lines.map((line) => textWidth(line, 13)))).toBeLessThan(size.width);
      expect(size.height).toBeGreaterThanOrEqual(size.lines.length * 18);
    }
  });
});

describe('the layered layout', () => {
  it('lays the demo chart out in layers from left to right along the links, with room for each link’s label between the boxes', () => {
    const laid = layoutGraph(DEMO);
    const nodes = byId(laid);
    for (const one of DEMO.links) {
      const [source, target] = [boxOf(nodes.get(one.source)!), boxOf(nodes.get(one.target)!)];
      expect(target.left - source.right).toBeGreaterThanOrEqual(40 + textWidth(LINK_KIND_LABELS[one.kind], 12));
    }
    // The three layers after the roots: every product right of its category, every variant right of its product.
    expect(nodes.get('funds')!.x).toBe(nodes.get('wealth')!.x);
    expect(new Set(['notes', 'reits', 'etf'].map((id) => nodes.get(id)!.x)).size).toBe(1);
    expect(overlapping(laid.nodes.map(boxOf))).toEqual([]);
    expect(laid.nodes.every((one) => Number.isInteger(one.x) && Number.isInteger(one.y))).toBe(true);
    expect(layoutGraph(laid)).toEqual(laid);
  });

  it('on any acyclic graph: no two boxes overlap, each link runs left to right, pinned nodes stay where they are', () => {
    fc.assert(
      fc.property(dags, (graph) => {
        const laid = layoutGraph(graph);
        const nodes = byId(laid);
        const free = laid.nodes.filter((one) => !one.pinned);
        for (const [index, one] of laid.nodes.entries()) if (one.pinned) expect([one.x, one.y]).toEqual([graph.nodes[index].x, graph.nodes[index].y]);
        // Pinned nodes may overlap one another (the operator put them there); a laid-out node overlaps nothing.
        for (const one of free) for (const other of laid.nodes) if (other !== one) expect(overlaps(boxOf(one), boxOf(other))).toBe(false);
        for (const one of laid.links) {
          const [source, target] = [nodes.get(one.source)!, nodes.get(one.target)!];
          if (!source.pinned && !target.pinned) expect(boxOf(target).left).toBeGreaterThan(boxOf(source).right);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('moves a laid-out node down its layer, clear of a node pinned on its place', () => {
    const free = layoutGraph(DEMO);
    const wealth = byId(free).get('wealth')!;
    // The operator drops 基金产品 where 证券公司理财产品 is laid out.
    const graph = { ...DEMO, nodes: DEMO.nodes.map((one) => (one.id === 'funds' ? { ...one, x: wealth.x, y: wealth.y, pinned: true } : one)) };
    const laid = layoutGraph(graph);
    const nodes = byId(laid);
    expect(nodes.get('funds')).toMatchObject({ x: wealth.x, y: wealth.y, pinned: true });
    expect(nodes.get('wealth')!.x).toBe(wealth.x);
    expect(boxOf(nodes.get('wealth')!).top).toBeGreaterThanOrEqual(boxOf(nodes.get('funds')!).bottom);
    expect(overlapping(laid.nodes.map(boxOf))).toEqual([]);
  });

  it('ends on a draft with cycles, a link to itself or to a missing node, and places every node', () => {
    const graph: ChartGraph = {
      nodes: ['n1', 'n2', 'n3', 'n4'].map((id) => node(id, id)),
      links: [link('n1', 'n2'), link('n2', 'n3'), link('n3', 'n1'), link('n3', 'n4'), link('n4', 'n3'), link('n2', 'n2'), link('n4', 'gone')],
    };
    const laid = layoutGraph(graph);
    expect(laid.nodes).toHaveLength(4);
    expect(laid.nodes.every((one) => Number.isFinite(one.x) && Number.isFinite(one.y))).toBe(true);
    expect(overlapping(laid.nodes.map(boxOf))).toEqual([]);
    // Two hundred nodes in a ring of links (the most a chart holds) lay out in well under the test's time.
    const ring: ChartGraph = { nodes: Array.from({ length: 200 }, (_, i) => node(`r${i}`, `节点${i}`)), links: Array.from({ length: 200 }, (_, i) => link(`r${i}`, `r${(i + 1) % 200}`)) };
    expect(layoutGraph(ring).nodes).toHaveLength(200);
  });
});

describe('the scene drawn', () => {
  const laid = layoutGraph(DEMO);

  it('fits the graph into the canvas, at its own size when there is room and scaled down when not', () => {
    const roomy = fitView(laid, 1200, 460);
    expect(roomy.scale).toBe(1);
    const narrow = fitView(laid, 500, 460);
    expect(narrow.scale).toBeLessThan(1);
    for (const view of [roomy, narrow]) {
      expect(showsAll(view, laid)).toBe(true);
      for (const box of sceneOf(laid, view, linkText).nodes.map(sceneBox)) {
        expect(box.left).toBeGreaterThanOrEqual(0);
        expect(box.right).toBeLessThanOrEqual(view.width);
        expect(box.top).toBeGreaterThanOrEqual(0);
        expect(box.bottom).toBeLessThanOrEqual(view.height);
      }
    }
  });

  it('draws every link as its sentence reads: from the derived node’s box to an arrow on its origin’s box', () => {
    // A pinned node far below makes a steep link, which leaves through the top and bottom of the boxes.
    const graph = { ...laid, nodes: laid.nodes.map((one) => (one.id === 'reitJd' ? { ...one, y: one.y + 300, pinned: true } : one)) };
    const scene = sceneOf(graph, fitView(graph, 700, 460), linkText);
    const nodes = new Map(scene.nodes.map((one) => [one.id, sceneBox(one)]));
    const onEdge = (box: Box, [x, y]: [number, number]) => {
      const inside = x >= box.left - 0.01 && x <= box.right + 0.01 && y >= box.top - 0.01 && y <= box.bottom + 0.01;
      const edge = Math.min(Math.abs(x - box.left), Math.abs(x - box.right), Math.abs(y - box.top), Math.abs(y - box.bottom));
      return inside && edge < 0.01;
    };
    for (const one of scene.links) {
      const source = graph.links.find((candidate) => candidate.id === one.id)!;
      expect(onEdge(nodes.get(source.source)!, one.to)).toBe(true);
      expect(onEdge(nodes.get(source.target)!, one.from)).toBe(true);
    }
  });

  it('bends a link around a node in its way, its label clear of the nodes', () => {
    // 基金产品 → 中金普洛斯 → 嘉实京东 in a row, and a link from the first to the last across the middle one.
    const row: ChartGraph = {
      nodes: [node('fund', '基金产品'), node('glp', '中金普洛斯仓储物流REIT'), node('jd', '嘉实京东仓储基础设施REIT')],
      links: [link('fund', 'glp'), link('glp', 'jd', 'replaces'), link('fund', 'jd', 'variant')],
    };
    const graph = { ...row, nodes: row.nodes.map((one, index) => ({ ...one, x: index * 260, pinned: true })) };
    const scene = sceneOf(graph, fitView(graph, 900, 460), linkText);
    const across = scene.links.find((one) => one.id === 'fund-jd')!;
    expect(across.curveness).not.toBe(0);
    expect(scene.links.filter((one) => one.id !== 'fund-jd').map((one) => one.curveness)).toEqual([0, 0]);
    const middle = sceneBox(scene.nodes[1]);
    expect(overlaps(sceneBox(across.label), middle)).toBe(false);
    // The arrow (drawn as 嘉实京东 是 基金产品 的变体 reads) ends on 基金产品's box, coming from the right.
    const origin = sceneBox(scene.nodes[0]);
    expect(across.to[0]).toBeLessThanOrEqual(origin.right + 0.01);
    expect(Math.min(Math.abs(across.to[0] - origin.right), Math.abs(across.to[1] - origin.top), Math.abs(across.to[1] - origin.bottom))).toBeLessThan(0.01);
  });

  it('puts each link’s label on the link, over no node and no other label', () => {
    for (const width of [1200, 700]) {
      const scene = sceneOf(laid, fitView(laid, width, 460), linkText);
      const nodes = scene.nodes.map(sceneBox);
      const labels = scene.links.map((one) => sceneBox(one.label));
      for (const label of labels) expect(nodes.filter((box) => overlaps(box, label))).toEqual([]);
      expect(overlapping(labels)).toEqual([]);
      expect(scene.links.map((one) => one.label.text)).toEqual(DEMO.links.map((one) => LINK_KIND_LABELS[one.kind]));
    }
  });

  it('keeps a dragged node’s box inside the canvas', () => {
    const view = fitView(laid, 900, 460);
    const far = toGraph(view, 5000, -5000);
    const [x, y] = clampToView(view, { label: '基金产品' }, far[0], far[1]);
    const box = sceneBox(sceneOf({ nodes: [{ ...laid.nodes[1], x, y }], links: [] }, view, linkText).nodes[0]);
    expect(box.right).toBeCloseTo(view.width, 6);
    expect(box.top).toBeCloseTo(0, 6);
  });
});
