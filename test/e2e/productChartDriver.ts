/**
 * Driving the product lineage chart editor in the browser (productChart.test.ts): adding nodes and links
 * through the toolbar's dialogs, emptying the draft through the save call, and reading what the canvas
 * draws from the ECharts instance behind it (the boxes of the nodes and of the links' labels, where each
 * line starts and where its arrow ends, in the canvas's pixels).
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { API_BASE, apiLogin, JSON_HEADERS } from '../../bench/serverLogin';

export const NODES = [
  { kind: '分类', search: '基金产品', option: '基金产品' },
  { kind: '产品', search: '中金普洛斯', option: '中金普洛斯仓储物流REIT' },
  { kind: '产品', search: '嘉实京东', option: '嘉实京东仓储基础设施REIT' },
];

export const chartDriver = (page: () => Page) => {
  const dialog = () => page().getByRole('dialog');
  const toolbar = () => page().getByRole('toolbar', { name: '图谱编辑' });

  const addNode = async ({ kind, search, option }: (typeof NODES)[number]) => {
    await toolbar().getByRole('button', { name: '添加节点' }).click();
    await dialog().getByRole('radio', { name: kind }).check();
    const pick = dialog().getByRole('combobox');
    await pick.fill(search);
    await page()
      .getByRole('option', { name: new RegExp(option) })
      .click();
    await expect(
      dialog()
        .getByRole('textbox', { name: /^节点名称/ })
        .inputValue(),
    ).resolves.toBe(option);
    await dialog().getByRole('button', { name: '添加', exact: true }).click();
    await dialog().waitFor({ state: 'detached' });
    await page()
      .getByTestId('chart-nodes')
      .getByRole('button', { name: new RegExp(option) })
      .waitFor();
  };

  const chooseIn = async (label: string, option: string) => {
    await dialog()
      .getByRole('combobox', { name: new RegExp(`^${label}`) })
      .click();
    await page().getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  };

  /** Adds the link that reads "`node` `kind` `related`", choosing in the dialog's order, which is the sentence's. */
  const link = async (node: string, kind: string, related: string) => {
    await toolbar().getByRole('button', { name: '添加连线' }).click();
    await chooseIn('节点', node);
    await chooseIn('关系', kind);
    await chooseIn('关联节点', related);
    await dialog().getByRole('button', { name: '添加', exact: true }).click();
  };

  return { dialog, toolbar, addNode, chooseIn, link };
};

type ChartAnswer = { status: number; data: { version: number; title: string; graph: { nodes: Array<{ id: string; label: string; x: number; y: number; pinned: boolean }> } } };

/** A call of the chart's API as the administrator. */
export const chartCall = async (baseUrl: string, name: string, body: unknown): Promise<ChartAnswer> => {
  const token = await apiLogin(baseUrl);
  const answer = await fetch(`${baseUrl}${API_BASE}business/associationProductChart/${name}`, { method: 'POST', headers: { ...JSON_HEADERS, token }, body: JSON.stringify(body) });
  return (await answer.json()) as ChartAnswer;
};

/** Empties the draft through the save call, as an operator removing every node would. */
export const emptyDraft = async (baseUrl: string) => {
  const chart = (await chartCall(baseUrl, 'queryAssociationProductChartDetail', {})).data;
  expect((await chartCall(baseUrl, 'updateAssociationProductChart', { version: chart.version, title: chart.title, graph: { nodes: [], links: [] } })).status).toBe(0);
};

export interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface DrawnChart {
  width: number;
  height: number;
  /** The nodes' boxes by their label (its lines joined), in the canvas's pixels. */
  nodes: Array<Rect & { label: string; x: number; y: number }>;
  /** The links' label boxes and texts. */
  labels: Array<Rect & { text: string }>;
  /** Each line's start and the tip of its arrow. */
  edges: Array<{ from: [number, number]; to: [number, number]; arrow: string }>;
}

/**
 * What the canvas draws, read from its ECharts instance (echarts-for-react's component, found through React's
 * fiber of the chart's element): each item's layout converted to the canvas's pixels, its symbol's size.
 */
export const readChart = (page: Page): Promise<DrawnChart | null> =>
  page.getByTestId('chart-canvas').evaluate((canvas) => {
    type Fiber = { stateNode?: { getEchartsInstance?: () => any }; return?: Fiber };
    const element = canvas.querySelector('.echarts-for-react') as unknown as Record<string, Fiber> & HTMLElement;
    let fiber: Fiber | undefined = element[Object.keys(element).find((key) => key.startsWith('__reactFiber$'))!];
    while (fiber && !fiber.stateNode?.getEchartsInstance) fiber = fiber.return;
    const chart = fiber?.stateNode?.getEchartsInstance?.();
    const series = chart?.getModel()?.getSeriesByIndex(0);
    // Not drawn yet (echarts-for-react creates its chart once the element has its size), or drawn for another width.
    if (!series || chart.getWidth() !== element.clientWidth) return null;
    const data = series.getData();
    const pixel = (point: number[]): [number, number] => chart.convertToPixel({ seriesIndex: 0 }, [point[0], point[1]]);
    const nodes: DrawnChart['nodes'] = [];
    const labels: DrawnChart['labels'] = [];
    for (let index = 0; index < data.count(); index += 1) {
      const name: string = data.getName(index);
      // The scene's corner at the canvas's size: the option drawn is the one for this width.
      if (name === ':frame1' && data.getItemLayout(index)[0] !== chart.getWidth()) return null;
      const size = data.getItemVisual(index, 'symbolSize') as number | number[];
      const [width, height] = Array.isArray(size) ? size : [size, size];
      const [x, y] = pixel(data.getItemLayout(index));
      const box = { x, y, left: x - width / 2, top: y - height / 2, right: x + width / 2, bottom: y + height / 2 };
      // The text the item shows, as its label element holds it.
      const text = String(data.getItemGraphicEl(index)?.getSymbolPath?.()?.getTextContent?.()?.style?.text ?? '').replace(/\n/g, '');
      if (!name.startsWith(':')) nodes.push({ ...box, label: text });
      else if (name.startsWith(':label:')) labels.push({ ...box, text });
    }
    const edgeData = series.getEdgeData();
    const edges: DrawnChart['edges'] = [];
    for (let index = 0; index < edgeData.count(); index += 1) {
      const [from, to] = edgeData.getItemLayout(index) as number[][];
      edges.push({ from: pixel(from), to: pixel(to), arrow: String(edgeData.getItemVisual(index, 'toSymbol')) });
    }
    return { width: chart.getWidth(), height: chart.getHeight(), nodes, labels, edges };
  });

/** What the canvas draws once it is drawn for its width and `ready` holds (the edit awaited has reached the chart). */
export const drawnChart = async (page: Page, ready: (chart: DrawnChart) => boolean): Promise<DrawnChart> => {
  let drawn: DrawnChart | null = null;
  await expect
    .poll(async () => {
      drawn = await readChart(page);
      return !!drawn && ready(drawn);
    })
    .toBe(true);
  return drawn!;
};

export const overlap = (a: Rect, b: Rect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Whether the point lies on the box's border, within `tolerance` pixels. */
export const onBorder = (box: Rect, [x, y]: [number, number], tolerance = 1) =>
  x >= box.left - tolerance &&
  x <= box.right + tolerance &&
  y >= box.top - tolerance &&
  y <= box.bottom + tolerance &&
  Math.min(Math.abs(x - box.left), Math.abs(x - box.right), Math.abs(y - box.top), Math.abs(y - box.bottom)) <= tolerance;

/** The drawing is readable: no two node boxes overlap, none leaves the canvas, no link label lies on a node, every line runs from a box's border to another's with an arrow. */
export const expectReadable = (chart: DrawnChart) => {
  const { nodes, labels } = chart;
  expect(
    nodes.flatMap((a, i) =>
      nodes
        .slice(i + 1)
        .filter((b) => overlap(a, b))
        .map((b) => `${a.label} × ${b.label}`),
    ),
  ).toEqual([]);
  expect(nodes.filter((box) => box.left < 0 || box.top < 0 || box.right > chart.width || box.bottom > chart.height).map((box) => box.label)).toEqual([]);
  expect(labels.flatMap((label) => nodes.filter((box) => overlap(label, box)).map((box) => `${label.text} on ${box.label}`))).toEqual([]);
  for (const edge of chart.edges) {
    expect(edge.arrow).toBe('arrow');
    expect(nodes.some((box) => onBorder(box, edge.from))).toBe(true);
    expect(nodes.some((box) => onBorder(box, edge.to))).toBe(true);
  }
};

/** The node's box, by its label. */
export const nodeBox = (chart: DrawnChart, label: string) => {
  const box = chart.nodes.find((one) => one.label === label);
  if (!box) throw new Error(`no node ${label} on the canvas: ${chart.nodes.map((one) => one.label).join(', ')}`);
  return box;
};

/**
 * A PNG image decoded by the browser: its size, the box of its pixels that are not white, and the colour at
 * each of `points` (in the image's pixels).
 */
export const inspectPng = (page: Page, png: Buffer, points: Array<[number, number]>) =>
  page.evaluate(
    async ({ source, points }) => {
      const image = new Image();
      image.src = source;
      await image.decode();
      const canvas = document.createElement('canvas');
      [canvas.width, canvas.height] = [image.naturalWidth, image.naturalHeight];
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
      const ink = { left: width, top: height, right: -1, bottom: -1 };
      for (let y = 0; y < height; y += 1) {
        for (let x = 0; x < width; x += 1) {
          const at = (y * width + x) * 4;
          if (data[at] > 240 && data[at + 1] > 240 && data[at + 2] > 240) continue;
          ink.left = Math.min(ink.left, x);
          ink.right = Math.max(ink.right, x + 1);
          ink.top = Math.min(ink.top, y);
          ink.bottom = Math.max(ink.bottom, y + 1);
        }
      }
      const colours = points.map(([x, y]) => {
        const at = (Math.round(y) * width + Math.round(x)) * 4;
        return `rgb(${data[at]}, ${data[at + 1]}, ${data[at + 2]})`;
      });
      return { width, height, ink, colours };
    },
    { source: `data:image/png;base64,${png.toString('base64')}`, points },
  );
