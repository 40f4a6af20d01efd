/**
 * The product lineage chart editor in the browser (docs/product-chart.md): the demo chart of the first
 * start shown as published; then, from an emptied draft, from the product list to the editor, a chart of three nodes picked from the categories and products and two links, a link that
 * would close a cycle refused with its message, a removed link brought back with Ctrl+Z, the chart
 * published, and after a reload the chart as saved and published; then its PNG export.
 */
import { describe, expect, it } from 'vitest';
import { API_BASE, apiLogin, JSON_HEADERS } from '../../bench/serverLogin';
import { appCall } from '../../bench/appSignIn';
import { useBrowserPage } from './session';

const admin = useBrowserPage({ acceptDownloads: true });
const { baseUrl } = admin;

const message = (text: string) => admin.page.getByTestId('message').filter({ hasText: text });
const dialog = () => admin.page.getByRole('dialog');
const nodes = () => admin.page.getByTestId('chart-nodes');
const links = () => admin.page.getByTestId('chart-links');
const toolbar = () => admin.page.getByRole('toolbar', { name: '图谱编辑' });

const NODES = [
  { kind: '分类', search: '基金产品', option: '基金产品' },
  { kind: '产品', search: '中金普洛斯', option: '中金普洛斯仓储物流REIT' },
  { kind: '产品', search: '嘉实京东', option: '嘉实京东仓储基础设施REIT' },
];

const addNode = async ({ kind, search, option }: (typeof NODES)[number]) => {
  await toolbar().getByRole('button', { name: '添加节点' }).click();
  await dialog().getByRole('radio', { name: kind }).check();
  const pick = dialog().getByRole('combobox');
  await pick.fill(search);
  await admin.page.getByRole('option', { name: new RegExp(option) }).click();
  await expect(
    dialog()
      .getByRole('textbox', { name: /^节点名称/ })
      .inputValue(),
  ).resolves.toBe(option);
  await dialog().getByRole('button', { name: '添加', exact: true }).click();
  await dialog().waitFor({ state: 'detached' });
  await nodes()
    .getByRole('button', { name: new RegExp(option) })
    .waitFor();
};

const chooseIn = async (label: string, option: string) => {
  await dialog()
    .getByRole('combobox', { name: new RegExp(`^${label}`) })
    .click();
  await admin.page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
};

/** Adds the link that reads "`node` `kind` `related`", choosing in the dialog's order, which is the sentence's. */
const link = async (node: string, kind: string, related: string) => {
  await toolbar().getByRole('button', { name: '添加连线' }).click();
  await chooseIn('节点', node);
  await chooseIn('关系', kind);
  await chooseIn('关联节点', related);
  await dialog().getByRole('button', { name: '添加', exact: true }).click();
};

/** Empties the draft through the save call, as an operator removing every node would. */
const emptyDraft = async () => {
  const token = await apiLogin(baseUrl);
  const call = async (name: string, body: unknown) =>
    (await (await fetch(`${baseUrl}${API_BASE}business/associationProductChart/${name}`, { method: 'POST', headers: { ...JSON_HEADERS, token }, body: JSON.stringify(body) })).json()) as {
      status: number;
      data: { version: number; title: string };
    };
  const chart = (await call('queryAssociationProductChartDetail', {})).data;
  expect((await call('updateAssociationProductChart', { version: chart.version, title: chart.title, graph: { nodes: [], links: [] } })).status).toBe(0);
};

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
  });

  it('builds a chart of three nodes and two links, refusing a cycle, and publishes it', async () => {
    await emptyDraft();
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
    await link('嘉实京东仓储基础设施REIT', '替代', '中金普洛斯仓储物流REIT');
    await dialog().waitFor({ state: 'detached' });
    await links().getByText('嘉实京东仓储基础设施REIT 替代 中金普洛斯仓储物流REIT').waitFor();

    await link('基金产品', '变体', '嘉实京东仓储基础设施REIT');
    await dialog().getByRole('alert').filter({ hasText: '产品图谱不能形成循环：基金产品 → 中金普洛斯仓储物流REIT → 嘉实京东仓储基础设施REIT → 基金产品' }).waitFor();
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
  });

  it('renames and links on the chart, pins a node dragged there, undoes with Ctrl+Z, and saves a drag as a draft not yet published', async () => {
    const box = (await admin.page.getByTestId('chart-canvas').boundingBox())!;
    // The three nodes lie on one row 220 pixels apart, centred in the view: 基金产品 is 220 pixels left of the centre.
    const from = { x: box.x + box.width / 2 - 220, y: box.y + box.height / 2 };
    const drag = async () => {
      await admin.page.mouse.move(from.x, from.y);
      await admin.page.mouse.down();
      await admin.page.mouse.move(from.x + 20, from.y + 60, { steps: 6 });
      await admin.page.mouse.move(from.x + 40, from.y + 120, { steps: 6 });
      await admin.page.mouse.up();
    };
    const fund = nodes().getByRole('button', { name: /^基金产品/ });
    const status = admin.page.getByTestId('chart-status');

    // On the chart itself: a double click renames a node, Shift+click on a second node links the selected one to it.
    await admin.page.mouse.dblclick(from.x + 220, from.y);
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
    await admin.page.mouse.click(from.x, from.y);
    await admin.page.keyboard.down('Shift');
    await admin.page.mouse.click(from.x + 440, from.y);
    await admin.page.keyboard.up('Shift');
    // Shift+click ends the arrow at the node clicked: the sentence is about it.
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
    await admin.page.keyboard.press('Control+z');
    await expect(links().getByRole('listitem').count()).resolves.toBe(2);
    await expect(status.getByText('有未保存的修改').count()).resolves.toBe(0);

    await drag();
    await fund.getByText('分类 · 已固定位置').waitFor();
    await status.getByText('有未保存的修改').waitFor();

    await admin.page.keyboard.press('Control+z');
    await fund.getByText('分类', { exact: true }).waitFor();
    await expect(status.getByText('有未保存的修改').count()).resolves.toBe(0);

    const saved = Number((await status.getByText(/^草稿第 \d+ 版/).textContent())!.match(/\d+/)![0]);
    await drag();
    await fund.getByText('分类 · 已固定位置').waitFor();
    await toolbar().getByRole('button', { name: '保存草稿' }).click();
    await message('保存成功').waitFor();
    await status.getByText('草稿有未发布的修改').waitFor();
    await admin.page.reload();
    await nodes()
      .getByRole('button', { name: /^基金产品/ })
      .getByText('分类 · 已固定位置')
      .waitFor();
    await admin.page
      .getByTestId('chart-status')
      .getByText(`草稿第 ${saved + 1} 版`)
      .waitFor();

    // 自动布局 keeps the node moved by hand; 重置布局 lays it out with the others.
    await toolbar().getByRole('button', { name: '自动布局' }).click();
    await nodes()
      .getByRole('button', { name: /^基金产品/ })
      .getByText('分类 · 已固定位置')
      .waitFor();
    await toolbar().getByRole('button', { name: '重置布局' }).click();
    await nodes()
      .getByRole('button', { name: /^基金产品/ })
      .getByText('分类', { exact: true })
      .waitFor();
  });
});
