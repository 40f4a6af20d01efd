/**
 * The product lineage chart editor in the browser (docs/product-chart.md): the demo chart of the first
 * start shown as published; then, from an emptied draft, from the product list to the editor, a chart of three nodes picked from the categories and products and two links, a link that
 * would close a cycle refused with its message, a removed link brought back with Ctrl+Z, the chart
 * published, and after a reload the chart as saved and published; then its PNG export. All along, what the
 * canvas draws (read from its ECharts instance) is readable: layers left to right, no box on another or
 * outside the canvas, labels off the nodes, each link drawn as its sentence reads, its arrow's tip on the box of what it derives from; a dragged node stays
 * where it is dropped, through 自动布局 too.
 */
import { describe, expect, it } from 'vitest';
import { appCall } from '../../bench/appSignIn';
import { chartCall, chartDriver, drawnChart, emptyDraft, expectReadable, inspectPng, nodeBox, NODES, onBorder, type DrawnChart } from './productChartDriver';
import { useBrowserPage } from './session';

const admin = useBrowserPage({ acceptDownloads: true });
const { baseUrl } = admin;

const message = (text: string) => admin.page.getByTestId('message').filter({ hasText: text });
const nodes = () => admin.page.getByTestId('chart-nodes');
const links = () => admin.page.getByTestId('chart-links');
const { dialog, toolbar, addNode, chooseIn, link } = chartDriver(() => admin.page);

describe('the product lineage chart editor', () => {
  it('opens on the demo chart, published for the app', async () => {
    await admin.open(`/business/introduceIcon`);
    await nodes().waitFor();
    await expect(admin.page.getByRole('textbox', { name: /^图谱名称/ }).inputValue()).resolves.toBe('协会产品图谱');
    await expect(nodes().getByRole('button').count()).resolves.toBe(10);
    await links().getByText('嘉实京东仓储基础设施REIT 是 中金普洛斯仓储物流REIT 的变体').waitFor();
    await admin.page
      .getByTestId('chart-status')
      .getByText(/^已发布于/)
      .waitFor();
    // Laid out in layers and fitted: every box whole inside the canvas, none on another, each label between its boxes.
    const chart = await drawnChart(admin.page, (drawn) => drawn.nodes.length === 10);
    expectReadable(chart);
    expect(chart.edges).toHaveLength(8);
    expect(chart.labels.map((label) => label.text).sort()).toEqual([...Array(6).fill('派生自'), '变体', '变体'].sort());
    const layer = (label: string) => nodeBox(chart, label).x;
    expect(layer('证券公司理财产品')).toBeLessThan(layer('收益凭证'));
    expect(layer('收益凭证')).toBeLessThan(layer('华信证券本金保障型收益凭证第128期'));
    expect(layer('华信证券本金保障型收益凭证第128期')).toBeLessThan(layer('长江财富收益凭证“长盈”系列'));
  });

  it('builds a chart of three nodes and two links, refusing a cycle, and publishes it', async () => {
    await emptyDraft(baseUrl);
    await admin.open(`/business/introduceManage`);
    await admin.page.getByText('共 11 条记录').waitFor();
    await admin.page.getByRole('button', { name: '产品图谱' }).click();
    await admin.page.waitForURL(`${baseUrl}/business/introduceIcon`);
    await admin.page.getByTestId('page-title').filter({ hasText: '编辑产品图谱' }).waitFor();
    await admin.page.getByText('图谱中还没有节点，点击“添加节点”开始').waitFor();

    for (const node of NODES) await addNode(node);
    await link('中金普洛斯仓储物流REIT', '派生自', '基金产品');
    await dialog().waitFor({ state: 'detached' });
    await links().getByText('中金普洛斯仓储物流REIT 派生自 基金产品').waitFor();
    // Drawn as the sentence reads: the line leaves 中金普洛斯's box and its arrow's tip touches 基金产品's box.
    const linked = await drawnChart(admin.page, (drawn) => drawn.edges.length === 1);
    const [fund, glp] = [nodeBox(linked, '基金产品'), nodeBox(linked, '中金普洛斯仓储物流REIT')];
    expect(linked.edges.filter((edge) => onBorder(glp, edge.from) && onBorder(fund, edge.to))).toHaveLength(1);
    expect(linked.labels.map((label) => label.text)).toEqual(['派生自']);
    expectReadable(linked);
    await link('嘉实京东仓储基础设施REIT', '替代', '中金普洛斯仓储物流REIT');
    await dialog().waitFor({ state: 'detached' });
    await links().getByText('嘉实京东仓储基础设施REIT 替代 中金普洛斯仓储物流REIT').waitFor();
    expectReadable(await drawnChart(admin.page, (drawn) => drawn.edges.length === 2));

    await link('基金产品', '变体', '嘉实京东仓储基础设施REIT');
    await dialog().getByRole('alert').filter({ hasText: '产品图谱不能形成循环：基金产品 → 嘉实京东仓储基础设施REIT → 中金普洛斯仓储物流REIT → 基金产品' }).waitFor();
    await dialog().getByRole('button', { name: '取消' }).click();
    // Until the dialog has left, the page behind it is hidden from assistive technology.
    await dialog().waitFor({ state: 'detached' });
    await expect(links().getByRole('listitem').count()).resolves.toBe(2);

    // A link removed by mistake comes back with Ctrl+Z.
    await links().getByRole('button', { name: '删除连线：嘉实京东仓储基础设施REIT 替代 中金普洛斯仓储物流REIT' }).click();
    await expect(links().getByRole('listitem').count()).resolves.toBe(1);
    await admin.page.getByTestId('chart-canvas').focus();
    await admin.page.keyboard.press('Control+z');
    await links().getByText('嘉实京东仓储基础设施REIT 替代 中金普洛斯仓储物流REIT').waitFor();

    await admin.page.getByRole('textbox', { name: /^图谱名称/ }).fill('协会产品演变图谱');
    await toolbar().getByRole('button', { name: '发布' }).click();
    await dialog().getByText('发布后 APP 将显示当前草稿，确定发布吗？').waitFor();
    await dialog().getByRole('button', { name: '确定' }).click();
    await message('发布成功').waitFor();
    await dialog().waitFor({ state: 'detached' });
    await admin.page
      .getByTestId('chart-status')
      .getByText(/^已发布于/)
      .waitFor();

    // The app reads each link in the direction the dialog and the outline said it.
    type Published = { graph: { nodes: Array<{ id: string; label: string }>; links: Array<{ source: string; target: string; kind: string }> } };
    const published = (await appCall<Published>(baseUrl, undefined, 'associationProductChart/queryPublishedChart', {})).data.graph;
    const label = (id: string) => published.nodes.find((node) => node.id === id)?.label;
    expect(published.links.map((link) => [label(link.target), link.kind, label(link.source)])).toEqual([
      ['中金普洛斯仓储物流REIT', 'derives', '基金产品'],
      ['嘉实京东仓储基础设施REIT', 'replaces', '中金普洛斯仓储物流REIT'],
    ]);
  });

  it('shows the chart as saved after a reload, and exports it as a PNG image', async () => {
    await admin.page.reload();
    await nodes().waitFor();
    await expect(admin.page.getByRole('textbox', { name: /^图谱名称/ }).inputValue()).resolves.toBe('协会产品演变图谱');
    const nodeTexts = (await nodes().getByRole('button').allInnerTexts()).map((text) => text.replace(/\s+/g, ' '));
    expect(nodeTexts).toEqual(['基金产品 分类', '中金普洛斯仓储物流REIT 产品', '嘉实京东仓储基础设施REIT 产品']);
    await expect(links().getByRole('listitem').allInnerTexts()).resolves.toEqual(['中金普洛斯仓储物流REIT 派生自 基金产品', '嘉实京东仓储基础设施REIT 替代 中金普洛斯仓储物流REIT']);
    const status = admin.page.getByTestId('chart-status');
    await status.getByText(/^已发布于/).waitFor();
    await expect(status.getByText('有未保存的修改').count()).resolves.toBe(0);
    await expect(status.getByText('草稿有未发布的修改').count()).resolves.toBe(0);

    const [download] = await Promise.all([admin.page.waitForEvent('download'), toolbar().getByRole('button', { name: '导出图片' }).click()]);
    expect(download.suggestedFilename()).toBe('协会产品演变图谱.png');
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const png = Buffer.concat(chunks);
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(png.length).toBeGreaterThan(5_000);

    // The image is the drawing at its own size, twice the pixels: all of it, with a margin, each box where the canvas shows it.
    const chart = await drawnChart(admin.page, (drawn) => drawn.nodes.length === 3 && drawn.edges.length === 2);
    expectReadable(chart);
    const content = {
      left: Math.min(...chart.nodes.map((box) => box.left)),
      top: Math.min(...chart.nodes.map((box) => box.top)),
      right: Math.max(...chart.nodes.map((box) => box.right)),
      bottom: Math.max(...chart.nodes.map((box) => box.bottom)),
    };
    const { width, height, ink } = await inspectPng(admin.page, png, []);
    expect([ink.left, ink.top, width - ink.right, height - ink.bottom].every((margin) => margin >= 16)).toBe(true);
    const scale = (ink.right - ink.left) / (content.right - content.left);
    expect(scale).toBeGreaterThanOrEqual(1.9);
    expect((ink.bottom - ink.top) / (content.bottom - content.top)).toBeCloseTo(scale, 1);
    const inPng = (x: number, y: number): [number, number] => [ink.left + (x - content.left) * scale, ink.top + (y - content.top) * scale];
    const { colours } = await inspectPng(
      admin.page,
      png,
      chart.nodes.map((box) => inPng(box.left + 5, box.y)),
    );
    // 基金产品 is a category (the theme's primary blue), the two others products (its success green).
    expect(colours).toEqual(['rgb(31, 95, 191)', 'rgb(46, 125, 50)', 'rgb(46, 125, 50)']);
  });

  it('renames and links on the chart, keeps a dragged node where it is dropped, through 自动布局 too, undoes with Ctrl+Z, and saves a drag as a draft', async () => {
    const canvas = (await admin.page.getByTestId('chart-canvas').boundingBox())!;
    const settled = (drawn: DrawnChart) => drawn.nodes.length === 3;
    /** A node's centre on the page, as the canvas draws it now. */
    const centre = async (label: string) => {
      const box = nodeBox(await drawnChart(admin.page, settled), label);
      return { x: canvas.x + box.x, y: canvas.y + box.y };
    };
    const drag = async (from: { x: number; y: number }, to: { x: number; y: number }) => {
      await admin.page.mouse.move(from.x, from.y);
      await admin.page.mouse.down();
      await admin.page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 6 });
      await admin.page.mouse.move(to.x, to.y, { steps: 6 });
      await admin.page.mouse.up();
    };
    /** Waits until the node's box is centred on the point (what the operator sees of a drop). */
    const expectAt = (label: string, at: { x: number; y: number }) =>
      drawnChart(admin.page, (drawn) => settled(drawn) && Math.hypot(nodeBox(drawn, label).x + canvas.x - at.x, nodeBox(drawn, label).y + canvas.y - at.y) < 1);
    const fund = nodes().getByRole('button', { name: /^基金产品/ });
    const status = admin.page.getByTestId('chart-status');
    const savedFund = async () => (await chartCall(baseUrl, 'queryAssociationProductChartDetail', {})).data.graph.nodes.find((node) => node.label === '基金产品')!;

    // On the chart itself: a double click renames a node, Shift+click on a second node links the selected one to it.
    const glp = await centre('中金普洛斯仓储物流REIT');
    await admin.page.mouse.dblclick(glp.x, glp.y);
    await dialog()
      .getByRole('textbox', { name: /^节点名称/ })
      .fill('中金普洛斯REIT');
    await dialog().getByRole('button', { name: '确定' }).click();
    await dialog().waitFor({ state: 'detached' });
    await nodes()
      .getByRole('button', { name: /^中金普洛斯REIT/ })
      .waitFor();
    await admin.page.keyboard.press('Control+z');
    await nodes()
      .getByRole('button', { name: /^中金普洛斯仓储物流REIT/ })
      .waitFor();
    const fundAt = await centre('基金产品');
    await admin.page.mouse.click(fundAt.x, fundAt.y);
    const jd = await centre('嘉实京东仓储基础设施REIT');
    await admin.page.keyboard.down('Shift');
    await admin.page.mouse.click(jd.x, jd.y);
    await admin.page.keyboard.up('Shift');
    // Shift+click names the node clicked as the 节点: the sentence is about it.
    await expect(dialog().getByRole('combobox', { name: /^节点/ }).textContent()).resolves.toBe('嘉实京东仓储基础设施REIT');
    await expect(
      dialog()
        .getByRole('combobox', { name: /^关联节点/ })
        .textContent(),
    ).resolves.toBe('基金产品');
    await chooseIn('关系', '变体');
    await expect(dialog().getByTestId('link-sentence').textContent()).resolves.toBe('将添加：嘉实京东仓储基础设施REIT 是 基金产品 的变体');
    await dialog().getByRole('button', { name: '添加', exact: true }).click();
    await dialog().waitFor({ state: 'detached' });
    await links().getByText('嘉实京东仓储基础设施REIT 是 基金产品 的变体').waitFor();
    expectReadable(await drawnChart(admin.page, (drawn) => drawn.edges.length === 3));
    await admin.page.keyboard.press('Control+z');
    await expect(links().getByRole('listitem').count()).resolves.toBe(2);
    await expect(status.getByText('有未保存的修改').count()).resolves.toBe(0);

    // A drag pins the node where it is dropped; the rest of the drawing stays put.
    const from = await centre('基金产品');
    const down = { x: from.x + 40, y: from.y + 120 };
    await drag(from, down);
    await fund.getByText('分类 · 已固定位置').waitFor();
    await status.getByText('有未保存的修改').waitFor();
    await expectAt('基金产品', down);
    await admin.page.keyboard.press('Control+z');
    await fund.getByText('分类', { exact: true }).waitFor();
    await expect(status.getByText('有未保存的修改').count()).resolves.toBe(0);

    // Dropped on 中金普洛斯 and saved: the operator's place is kept, the laid-out node moves clear of it.
    const saved = Number((await status.getByText(/^草稿第 \d+ 版/).textContent())!.match(/\d+/)![0]);
    const onto = await centre('中金普洛斯仓储物流REIT');
    await drag(await centre('基金产品'), onto);
    await fund.getByText('分类 · 已固定位置').waitFor();
    await expectAt('基金产品', onto);
    await toolbar().getByRole('button', { name: '保存草稿' }).click();
    await message('保存成功').waitFor();
    await status.getByText('草稿有未发布的修改').waitFor();
    const put = await savedFund();
    expect(put.pinned).toBe(true);
    await admin.page.reload();
    await nodes()
      .getByRole('button', { name: /^基金产品/ })
      .getByText('分类 · 已固定位置')
      .waitFor();
    await admin.page
      .getByTestId('chart-status')
      .getByText(`草稿第 ${saved + 1} 版`)
      .waitFor();
    expectReadable(await drawnChart(admin.page, settled));

    // 自动布局 keeps the node moved by hand where it was put, the others clear of it; 重置布局 lays it out with the others.
    await toolbar().getByRole('button', { name: '自动布局' }).click();
    await nodes()
      .getByRole('button', { name: /^基金产品/ })
      .getByText('分类 · 已固定位置')
      .waitFor();
    expectReadable(await drawnChart(admin.page, settled));
    await toolbar().getByRole('button', { name: '保存草稿' }).click();
    await message('保存成功').waitFor();
    expect((await chartCall(baseUrl, 'queryAssociationProductChartDetail', {})).data.version).toBe(saved + 2);
    expect(await savedFund()).toMatchObject({ x: put.x, y: put.y, pinned: true });
    await toolbar().getByRole('button', { name: '重置布局' }).click();
    await nodes()
      .getByRole('button', { name: /^基金产品/ })
      .getByText('分类', { exact: true })
      .waitFor();
    expectReadable(await drawnChart(admin.page, settled));
  });
});
