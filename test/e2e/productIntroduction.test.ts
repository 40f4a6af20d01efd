/**
 * Product introduction in the browser: from the products to the primary
 * categories, a primary's secondaries (title with its name), a secondary
 * created there (it takes the primary without asking), a product created in
 * it (order prefilled from queryMaxOrderSeqValue, the select showing
 * '一级分类 / 二级分类'), the product found by that category, and the
 * primary's delete refused with the count. Leaves the demo data as it was.
 */
import { describe, expect, it } from 'vitest';
import associationProduct from '../../resources/business/associationProduct';
import { useBrowserPage } from './session';
import { fillField } from './formDriver';

const admin = useBrowserPage();
const { baseUrl } = admin;

const CHILD = 'QDII基金';
const PRODUCT = '华夏全球科技先锋QDII基金';

const rowOf = (name: string) => admin.page.getByRole('row').filter({ has: admin.page.getByRole('cell', { name, exact: true }) });
const message = (text: string) => admin.page.getByTestId('message').filter({ hasText: text });

const confirmDelete = async (name: string) => {
  await rowOf(name).getByRole('button', { name: '删除' }).click();
  await admin.page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
};

describe('product introduction with two levels of categories', () => {
  let childListUrl = '';

  it("opens a primary category's secondaries from the category list", async () => {
    await admin.open(`/business/introduceManage`);
    await admin.page.getByText('共 11 条记录').waitFor();
    await admin.page.getByRole('button', { name: '分类管理' }).click();
    await admin.page.waitForURL(`${baseUrl}/business/introduceClassification?level=1`);
    await admin.page.getByText('共 4 条记录').waitFor();
    await expect(admin.page.getByRole('cell', { name: '公募REITs', exact: true }).count()).resolves.toBe(0);

    await rowOf('基金产品').getByRole('button', { name: '子分类' }).click();
    await admin.page.waitForURL((url) => url.pathname === '/business/introduceClassChild' && url.searchParams.has('parentId'));
    childListUrl = admin.page.url();
    await admin.page.getByTestId('page-title').filter({ hasText: '产品介绍二级分类' }).waitFor();
    await admin.page.getByTestId('category-breadcrumb').filter({ hasText: '基金产品' }).waitFor();
    await admin.page.getByText('共 3 条记录').waitFor();
    await admin.page.getByRole('cell', { name: '科创板ETF', exact: true }).waitFor();
    await expect(admin.page.getByRole('cell', { name: '收益凭证', exact: true }).count()).resolves.toBe(0);
    await admin.page.getByRole('button', { name: '返回一级分类' }).waitFor();
  });

  it('creates a secondary there, which takes the primary without asking', async () => {
    await admin.page.getByRole('button', { name: '新增' }).click();
    await admin.page.waitForURL((url) => url.pathname === '/business/introduceClassificationEditChild' && url.searchParams.has('parentId'));
    await admin.page.getByTestId('page-title').filter({ hasText: '新增-产品介绍二级分类' }).waitFor();
    const form = admin.page.getByTestId('detail-form');
    await form.waitFor();
    await expect(form.getByRole('combobox').count()).resolves.toBe(0);
    await form.getByRole('textbox', { name: /^分类名称/ }).fill(CHILD);
    await admin.page.getByRole('button', { name: '保存' }).click();
    await message('创建成功').waitFor();
    await admin.page.waitForURL(childListUrl);
    await admin.page.getByText('共 4 条记录').waitFor();
    await rowOf(CHILD).waitFor();
  });

  it('creates a product in it and finds it in the product list by that category', async () => {
    await admin.open(`/business/introduceManage`);
    await admin.page.getByText('共 11 条记录').waitFor();
    await admin.page.getByRole('button', { name: '新增' }).click();
    await admin.page.waitForURL(`${baseUrl}/business/introduceEdit`);
    const form = admin.page.getByTestId('detail-form');
    await form.waitFor();
    // The order is one past queryMaxOrderSeqValue (11 demo products).
    await expect(form.getByRole('spinbutton', { name: /^排序/ }).inputValue()).resolves.toBe('12');
    await form.getByRole('textbox', { name: /^产品名称/ }).fill(PRODUCT);
    await form.getByRole('combobox', { name: /^产品分类/ }).click();
    await expect(admin.page.getByRole('option', { name: '证券公司理财产品', exact: true }).count()).resolves.toBe(0);
    await admin.page.getByRole('option', { name: `基金产品 / ${CHILD}` }).click();
    await form.getByRole('combobox', { name: /^风险等级/ }).click();
    await admin.page.getByRole('option', { name: 'R4 中高风险' }).click();
    await fillField(
      admin.page,
      associationProduct.fields.find((field) => field.name === 'releaseTime')!,
      '',
    );
    await admin.page.getByRole('button', { name: '保存' }).click();
    await message('创建成功').waitFor();
    await admin.page.waitForURL(`${baseUrl}/business/introduceManage`);
    await admin.page.getByText('共 12 条记录').waitFor();

    // The search form's select is a native one.
    await admin.page
      .getByRole('search')
      .getByRole('combobox', { name: '产品分类' })
      .selectOption({ label: `基金产品 / ${CHILD}` });
    await admin.page.getByRole('button', { name: '搜索', exact: true }).click();
    await admin.page.getByText('共 1 条记录').waitFor();
    await rowOf(PRODUCT).waitFor();
    await expect(rowOf(PRODUCT).getByRole('cell', { name: CHILD, exact: true }).count()).resolves.toBe(1);
  });

  it('refuses to delete the primary, saying how many secondaries it holds', async () => {
    await admin.open(`/business/introduceClassification?level=1`);
    await admin.page.getByText('共 4 条记录').waitFor();
    await confirmDelete('基金产品');
    await message('该产品介绍分类下还有 4 条产品介绍分类数据，无法删除').waitFor();
    await rowOf('基金产品').waitFor();
  });

  it('refuses to delete the secondary while it holds the product, then deletes both', async () => {
    await admin.page.goto(childListUrl);
    await admin.page.getByText('共 4 条记录').waitFor();
    await confirmDelete(CHILD);
    await message('该产品介绍分类下还有 1 条产品介绍数据，无法删除').waitFor();

    await admin.open(`/business/introduceManage`);
    await admin.page.getByText('共 12 条记录').waitFor();
    // Sorted by order, the new product is on page 2: search it by name.
    await admin.page.getByRole('textbox', { name: '产品名称' }).fill(PRODUCT);
    await admin.page.getByRole('button', { name: '搜索', exact: true }).click();
    await admin.page.getByText('共 1 条记录').waitFor();
    await confirmDelete(PRODUCT);
    await message('删除成功').waitFor();
    await admin.page.getByText('暂无数据').waitFor();
    await admin.page.goto(childListUrl);
    await admin.page.getByText('共 4 条记录').waitFor();
    await confirmDelete(CHILD);
    await message('删除成功').waitFor();
    await admin.page.getByText('共 3 条记录').waitFor();
    await admin.page.getByRole('button', { name: '返回一级分类' }).click();
    await admin.page.waitForURL(`${baseUrl}/business/introduceClassification?level=1`);
    await admin.page.getByText('共 4 条记录').waitFor();
  });
});

describe('the product list at 1280px', () => {
  it("keeps each row's 编辑 and 删除 in sight while the wider table scrolls sideways", async () => {
    await admin.page.setViewportSize({ width: 1280, height: 800 });
    try {
      await admin.open(`/business/introduceManage`);
      await admin.page.getByText('共 11 条记录').waitFor();
      const table = admin.page.getByRole('region', { name: '数据表格', exact: true });
      // The columns are wider than the card: the table scrolls sideways inside it.
      await expect(table.evaluate((box) => box.scrollWidth > box.clientWidth)).resolves.toBe(true);
      const inSight = async () => {
        const area = (await table.boundingBox())!;
        const edit = (await rowOf('华信证券本金保障型收益凭证第128期').getByRole('button', { name: '编辑', exact: true }).boundingBox())!;
        return edit.x >= area.x && edit.x + edit.width <= area.x + area.width;
      };
      await expect.poll(inSight).toBe(true);
      // Scrolled to the far left or the far right, the actions stay at the right edge.
      await table.evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
      await expect.poll(inSight).toBe(true);
    } finally {
      await admin.page.setViewportSize({ width: 1440, height: 900 });
    }
  });
});
