/**
 * 推送 (business/jgPush/jgPush) in the browser: a news item is pushed after
 * the confirmation, 推送成功 shows and the button tells the push's time; a
 * second push within 10 minutes is refused with the server's message.
 */
import { describe, expect, it } from 'vitest';
import { useBrowserPage } from './session';

const editor = useBrowserPage({ user: 'editor' });
const { baseUrl } = editor;
const HEADLINE = '协会举办反洗钱合规管理培训班';

const row = () => editor.page.getByRole('row').filter({ hasText: HEADLINE });
const message = (text: string | RegExp) => editor.page.getByTestId('message').filter({ hasText: text });

const push = async () => {
  await row().getByRole('button', { name: '推送' }).click();
  const dialog = editor.page.getByRole('dialog');
  await dialog.getByText(`确定将「${HEADLINE}」推送给App用户吗？`).waitFor();
  await dialog.getByRole('button', { name: '确定' }).click();
  await dialog.waitFor({ state: 'detached' });
};

describe('推送 of a news item', () => {
  it('pushes after the confirmation and tells when', async () => {
    await editor.page.goto(`${baseUrl}/information/newsManage`);
    const search = editor.page.getByRole('search');
    await search.getByRole('textbox', { name: '标题' }).fill(HEADLINE);
    await search.getByRole('button', { name: '搜索' }).click();
    await editor.page.getByText('共 1 条记录').waitFor();
    await row().locator('button[title="尚未推送"]').waitFor();
    await push();
    await message('推送成功').waitFor();
    await row().getByRole('button', { name: '推送' }).hover();
    await editor.page
      .getByRole('tooltip')
      .filter({ hasText: /^最近推送：\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/ })
      .waitFor();
  });

  it("refuses a second push within 10 minutes with the server's message", async () => {
    await editor.page.mouse.move(0, 0);
    await push();
    await message(/^该内容已于\d{2}:\d{2}推送，请勿重复推送$/).waitFor();
    await expect(message('推送成功').count()).resolves.toBe(0);
  });
});
