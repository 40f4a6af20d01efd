/**
 * 插入模板 on a feedback's detail, in Chromium against the reference server: with no template it leads to
 * 回复模板 in a new tab (the typed result stays), and a failed load says why.
 */
import { describe, expect, it } from 'vitest';
import { useBrowserPage } from './session';

const admin = useBrowserPage();
const TEMPLATES = '**/ideaFeedbackMould/queryInfo**';

/** Opens the first feedback waiting for handling and its 插入模板 menu, on a fresh load (no templates remembered from before). */
const openMenu = async () => {
  const { page } = admin;
  await page.goto(`${admin.baseUrl}/interaction/opinion`);
  await page.getByRole('button', { name: '处理', exact: true }).first().click();
  await page.getByRole('button', { name: '保存处理结果', exact: true }).waitFor();
  await page.getByRole('button', { name: '插入模板', exact: true }).click();
  return page.getByRole('menu');
};

describe('the template menu of a feedback', { timeout: 120_000 }, () => {
  it('with no template, leads to 回复模板 in a new tab', async () => {
    const { page } = admin;
    await page.route(TEMPLATES, (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify({ status: 0, statusText: '', data: { list: [], total: 0 } }) }));
    try {
      const item = (await openMenu()).getByRole('menuitem', { name: '暂无模板，点此在新标签页打开“回复模板”添加', exact: true });
      await expect(item.getAttribute('href')).resolves.toBe('/interaction/opinion/template');
      await expect(item.getAttribute('target')).resolves.toBe('_blank');
    } finally {
      await page.unroute(TEMPLATES);
    }
  });

  it('says why the templates did not load', async () => {
    const { page } = admin;
    await page.route(TEMPLATES, (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify({ status: -1, statusText: '模板服务暂不可用', data: null }) }));
    try {
      const menu = await openMenu();
      await menu.getByText('模板加载失败：模板服务暂不可用', { exact: true }).waitFor();
    } finally {
      await page.unroute(TEMPLATES);
    }
  });
});
