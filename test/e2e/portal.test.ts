/**
 * Portal (menu 4) in the browser against the reference server: the carousel's
 * switch time, a scroll bar's pictures, a skin's detail and the
 * black-and-white switch, each set in the console, persist across a reload;
 * a common-module icon is created and edited on iconEditCommon.
 */
import { describe, expect, it } from 'vitest';
import { useBrowserPage } from './session';

const admin = useBrowserPage();

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const message = (text: string) => admin.page.getByTestId('message').filter({ hasText: text }).waitFor();

/** The table row holding `text`. */
const row = (text: string) => admin.page.getByRole('row').filter({ hasText: text });

/** Fetches an image the page shows and answers its status and type. */
const fetchImage = (src: string | null) =>
  admin.page.evaluate(async (url) => {
    const response = await fetch(url!);
    return { status: response.status, type: response.headers.get('content-type') };
  }, src);

describe('portal', () => {
  it('saves the carousel switch time, which persists across a reload', async () => {
    await admin.open(`/portal/carouselManage`);
    await admin.page.getByText('共 6 条记录').waitFor();
    const input = admin.page.getByRole('spinbutton', { name: '轮播切换时间' });
    await expect.poll(() => input.inputValue()).toBe('5');
    await input.fill('61');
    await admin.page.getByRole('button', { name: '保存切换时间' }).click();
    await admin.page.getByText('轮播切换时间须为1到60之间的整数（秒）').waitFor();
    await input.fill('18');
    await admin.page.getByRole('button', { name: '保存切换时间' }).click();
    await message('操作成功');
    await admin.page.reload();
    await admin.page.getByText('共 6 条记录').waitFor();
    await expect.poll(() => admin.page.getByRole('spinbutton', { name: '轮播切换时间' }).inputValue()).toBe('18');
  });

  it("configures a scroll bar's pictures, which persist across a reload", async () => {
    await admin.open(`/portal/scrollBarManage`);
    await row('App 3.12 版本更新公告').getByRole('button', { name: '图片配置' }).click();
    await admin.page.waitForURL((url) => url.pathname === '/portal/configuration' && url.searchParams.has('id'));
    await admin.page.getByText('滚动栏：App 3.12 版本更新公告').waitFor();
    await admin.page.getByText('滚动栏图片配置').first().waitFor();
    await admin.page.getByRole('button', { name: '添加图片' }).click();
    await admin.page.getByRole('button', { name: '保存', exact: true }).click();
    await admin.page.getByText('请上传第1张图片').waitFor();
    await admin.page.getByTestId('scroll-picture-file-1').setInputFiles({ name: '版本公告.png', mimeType: 'image/png', buffer: PNG });
    const first = admin.page.getByRole('region', { name: '第1张' });
    await first.getByRole('img', { name: '第1张图片' }).waitFor();
    await first.getByRole('textbox', { name: '图片标题' }).fill('3.12 新功能');
    await first.getByRole('textbox', { name: '跳转链接' }).fill('https://www.example.org.cn/app/3-12');
    await admin.page.getByRole('button', { name: '保存', exact: true }).click();
    await message('保存成功');

    await admin.page.reload();
    await admin.page.getByText('已配置 1 张，最多 10 张').waitFor();
    const saved = admin.page.getByRole('region', { name: '第1张' });
    await expect(saved.getByRole('textbox', { name: '图片标题' }).inputValue()).resolves.toBe('3.12 新功能');
    await expect(saved.getByRole('textbox', { name: '跳转链接' }).inputValue()).resolves.toBe('https://www.example.org.cn/app/3-12');
    const src = await saved.getByRole('img', { name: '第1张图片' }).getAttribute('src');
    expect(src).toContain('fastdfs/downloadfiles?fileId=');
    await expect(fetchImage(src)).resolves.toEqual({ status: 200, type: 'image/png' });
  });

  it('opened without a scroll bar, the pictures page says so and leads back to the scroll bar list', async () => {
    await admin.open(`/portal/configuration`);
    await admin.page.getByTestId('load-failed').filter({ hasText: '滚动栏不存在或已被删除' }).waitFor();
    await admin.page.getByRole('button', { name: '返回列表', exact: true }).click();
    await admin.page.waitForURL((url) => url.pathname === '/portal/scrollBarManage');
  });

  it("saves a skin's detail on its edit page, which persists across a reload", async () => {
    await admin.open(`/portal/skinManage`);
    await row('端午安康').getByRole('button', { name: '编辑' }).click();
    await admin.page.waitForURL((url) => url.pathname === '/portal/skinEdit' && url.searchParams.has('id'));
    await admin.page.getByTestId('detail-form').waitFor();
    const detail = admin.page.getByTestId('skin-detail');
    await detail.getByText('该皮肤尚未保存详情，以下为默认配色').waitFor();
    const theme = detail.getByRole('textbox', { name: '主题色', exact: true });
    await expect(theme.inputValue()).resolves.toBe('#2E8B57');
    await theme.fill('#12345');
    await detail.getByRole('button', { name: '更新皮肤详情' }).click();
    await detail.getByText('主题色须为 #RRGGBB 格式的颜色值').waitFor();
    await theme.fill('#1A7F4B');
    await admin.page.getByTestId('skin-picture-file-headerImage').setInputFiles({ name: '端午头图.png', mimeType: 'image/png', buffer: PNG });
    await detail.getByRole('img', { name: '首页顶部背景图' }).waitFor();
    await detail.getByRole('button', { name: '更新皮肤详情' }).click();
    await message('保存成功');

    await admin.page.reload();
    const reloaded = admin.page.getByTestId('skin-detail');
    await expect.poll(() => reloaded.getByRole('textbox', { name: '主题色', exact: true }).inputValue()).toBe('#1A7F4B');
    await expect(reloaded.getByText('该皮肤尚未保存详情，以下为默认配色').count()).resolves.toBe(0);
    const src = await reloaded.getByRole('img', { name: '首页顶部背景图' }).getAttribute('src');
    expect(src).toContain('fastdfs/downloadfiles?fileId=');
  });

  it('switches the black-and-white mode after a confirmation, which persists across a reload', async () => {
    await admin.open(`/portal/skinManage`);
    const toggle = admin.page.getByRole('switch', { name: '黑白模式' });
    await expect.poll(() => toggle.isEnabled()).toBe(true);
    await expect(toggle.isChecked()).resolves.toBe(false);
    await toggle.click();
    const dialog = admin.page.getByRole('dialog');
    await dialog.getByText('确定开启黑白模式吗？').waitFor();
    await dialog.getByRole('button', { name: '确定' }).click();
    await message('操作成功');
    await admin.page.reload();
    await expect.poll(() => admin.page.getByRole('switch', { name: '黑白模式' }).isChecked()).toBe(true);

    // And back: the switch follows the saved state again after a reload.
    await admin.page.getByRole('switch', { name: '黑白模式' }).click();
    await admin.page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await message('操作成功');
    await admin.page.reload();
    await expect
      .poll(async () => {
        const reloaded = admin.page.getByRole('switch', { name: '黑白模式' });
        return (await reloaded.isEnabled()) && !(await reloaded.isChecked());
      })
      .toBe(true);
  });

  it("keeps each field's label clear of the hint and the error under the field above it", async () => {
    await admin.open(`/portal/carouselEdit`);
    const form = admin.page.getByTestId('detail-form');
    await form.getByText('点击轮播图打开的页面，留空则不跳转').waitFor();
    /** The labels that overlap a hint or an error in the form (their boxes intersect). */
    const crossed = () =>
      form.evaluate((root) => {
        const hints = [...root.querySelectorAll('.MuiFormHelperText-root')].filter((hint) => hint.textContent?.replace(/\u200b/g, '').trim()).map((hint) => hint.getBoundingClientRect());
        return [...root.querySelectorAll('.MuiInputLabel-root')]
          .filter((label) => {
            const box = label.getBoundingClientRect();
            return hints.some((hint) => box.top < hint.bottom && hint.top < box.bottom && box.left < hint.right && hint.left < box.right);
          })
          .map((label) => label.textContent);
      });
    await expect(crossed()).resolves.toEqual([]);
    await form.getByRole('textbox', { name: '跳转链接', exact: true }).fill('不是链接');
    await form.getByRole('button', { name: '保存', exact: true }).click();
    await form.locator('.MuiFormHelperText-root.Mui-error').first().waitFor();
    await expect(crossed()).resolves.toEqual([]);
  });

  it('creates and edits a common-module icon on iconEditCommon', async () => {
    await admin.open(`/portal/iconManage`);
    await admin.page.getByText('共 14 条记录').waitFor();
    await admin.page.getByRole('button', { name: '添加公共图标' }).click();
    await admin.page.waitForURL((url) => url.pathname === '/portal/iconEditCommon' && !url.searchParams.has('id'));
    await admin.page.getByTestId('detail-form').waitFor();
    await admin.page.getByText('新增-公共图标').first().waitFor();
    await expect.poll(() => admin.page.getByRole('spinbutton', { name: /^排序/ }).inputValue()).toBe('15');
    await admin.page.getByRole('textbox', { name: /^图标名称/ }).fill('投诉热线');
    await admin.page.getByRole('textbox', { name: /^模块编码/ }).fill('hotline');
    await admin.page.getByRole('button', { name: '保存', exact: true }).click();
    await message('创建成功');
    await admin.page.waitForURL((url) => url.pathname === '/portal/iconManage');
    // The URL changes before the list replaces the form: its 图标名称 is not the search's.
    await admin.page.getByTestId('detail-form').waitFor({ state: 'detached' });

    const search = admin.page.getByRole('search');
    await search.getByRole('textbox', { name: /^图标名称/ }).fill('投诉热线');
    await search.getByRole('button', { name: '搜索', exact: true }).click();
    await admin.page.getByText('共 1 条记录').waitFor();
    await expect(row('投诉热线').getByText('公共模块图标').count()).resolves.toBe(1);
    await row('投诉热线').getByRole('button', { name: '编辑' }).click();
    await admin.page.waitForURL((url) => url.pathname === '/portal/iconEditCommon' && url.searchParams.has('id'));
    await admin.page.getByText('编辑-公共图标').first().waitFor();
    await expect.poll(() => admin.page.getByRole('textbox', { name: /^图标名称/ }).inputValue()).toBe('投诉热线');

    // Leaves the demo rows as they were for the other browser tests.
    await admin.open(`/portal/iconManage`);
    await admin.page.getByRole('textbox', { name: /^图标名称/ }).fill('投诉热线');
    await admin.page.getByRole('button', { name: '搜索', exact: true }).click();
    await admin.page.getByText('共 1 条记录').waitFor();
    await row('投诉热线').getByRole('button', { name: '删除' }).click();
    await admin.page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await message('删除成功');
  });
});
