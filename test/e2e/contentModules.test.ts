/**
 * The shared pages of the content modules in the browser: the problem
 * categories of the FAQ (?type=1) and of questions and feedback (?type=2)
 * with the sidebar's type rule, and the membership services on their own
 * edit page.
 */
import { describe, expect, it } from 'vitest';
import { useBrowserPage } from './session';

const admin = useBrowserPage();
const { baseUrl } = admin;

const sidebarLink = (name: string) => admin.page.getByTestId('sidebar').getByRole('link', { name });
const highlighted = (name: string) => sidebarLink(name).getAttribute('aria-current');

describe('problem categories shared by the FAQ and questions and feedback', () => {
  it('opens the FAQ categories with type 1, keeps it through create and cancel, and highlights the FAQ', async () => {
    await admin.open(`/interaction/question`);
    await admin.page.getByRole('button', { name: '分类管理' }).click();
    await admin.page.waitForURL(`${baseUrl}/interaction/questionClassification?type=1`);
    await admin.page.getByText('共 5 条记录').waitFor();
    await admin.page.getByRole('cell', { name: '入会与会籍', exact: true }).waitFor();
    await expect(admin.page.getByRole('cell', { name: '业务咨询', exact: true }).count()).resolves.toBe(0);
    await expect(admin.page.getByRole('columnheader', { name: '所属模块' }).count()).resolves.toBe(0);
    await expect(highlighted('常见问题')).resolves.toBe('page');

    await admin.page.getByRole('button', { name: '新增' }).click();
    await admin.page.waitForURL(`${baseUrl}/interaction/questionClassificationEdit?type=1`);
    await admin.page.getByTestId('detail-form').waitFor();
    await admin.page.getByTestId('page-title').filter({ hasText: '新增-问题分类' }).waitFor();
    await expect(admin.page.getByRole('combobox', { name: /^所属模块/ }).count()).resolves.toBe(0);
    await expect(highlighted('常见问题')).resolves.toBe('page');
    await admin.page.getByRole('button', { name: '取消' }).click();
    await admin.page.waitForURL(`${baseUrl}/interaction/questionClassification?type=1`);
  });

  it('creates a category of questions and feedback from its own list, which its form then offers', async () => {
    await admin.open(`/interaction/questionAndFeedback`);
    await admin.page.getByRole('button', { name: '分类管理' }).click();
    await admin.page.waitForURL(`${baseUrl}/interaction/questionClassification?type=2`);
    await admin.page.getByText('共 4 条记录').waitFor();
    await expect(highlighted('问题与反馈')).resolves.toBe('page');

    await admin.page.getByRole('button', { name: '新增' }).click();
    await admin.page.waitForURL(`${baseUrl}/interaction/questionClassificationEdit?type=2`);
    await admin.page.getByTestId('detail-form').waitFor();
    await admin.page
      .getByTestId('detail-form')
      .getByRole('textbox', { name: /^分类名称/ })
      .fill('账户服务');
    await admin.page.getByRole('button', { name: '保存' }).click();
    await admin.page.getByTestId('message').filter({ hasText: '创建成功' }).waitFor();
    await admin.page.waitForURL(`${baseUrl}/interaction/questionClassification?type=2`);
    await admin.page.getByText('共 5 条记录').waitFor();

    const row = admin.page.getByRole('row').filter({ has: admin.page.getByRole('cell', { name: '账户服务', exact: true }) });
    await row.getByRole('button', { name: '编辑' }).click();
    await admin.page.waitForURL((url) => url.pathname === '/interaction/questionClassificationEdit' && url.searchParams.get('type') === '2' && url.searchParams.has('id'));
    await admin.page.getByTestId('page-title').filter({ hasText: '编辑-问题分类' }).waitFor();
    await expect(highlighted('问题与反馈')).resolves.toBe('page');

    // The feedback form offers its own categories only; the FAQ form does not offer them.
    await admin.open(`/interaction/questionAndFeedbackEdit`);
    await admin.page.getByTestId('detail-form').waitFor();
    await admin.page.getByRole('combobox', { name: /^问题分类/ }).click();
    await admin.page.getByRole('option', { name: '账户服务' }).waitFor();
    await expect(admin.page.getByRole('option', { name: '入会与会籍' }).count()).resolves.toBe(0);
    await admin.page.keyboard.press('Escape');
    await admin.open(`/interaction/questionEdit`);
    await admin.page.getByTestId('detail-form').waitFor();
    await admin.page.getByRole('combobox', { name: /^问题分类/ }).click();
    await admin.page.getByRole('option', { name: '入会与会籍' }).waitFor();
    await expect(admin.page.getByRole('option', { name: '账户服务' }).count()).resolves.toBe(0);
    await admin.page.keyboard.press('Escape');

    // Leaves the demo data as it was (the smoke test counts the categories).
    await admin.open(`/interaction/questionClassification?type=2`);
    await row.getByRole('button', { name: '删除' }).click();
    await admin.page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await admin.page.getByTestId('message').filter({ hasText: '删除成功' }).waitFor();
    await admin.page.getByText('共 4 条记录').waitFor();
  });
});

describe('membership services', () => {
  it('opens a membership service on its own edit page and an announcement on the announcements page', async () => {
    await admin.open(`/memberService/memberFeesManage`);
    await admin.page.getByText('共 14 条记录').waitFor();
    const service = admin.page.getByRole('row').filter({ hasText: '会长单位会籍服务说明' });
    await service.getByRole('button', { name: '编辑' }).click();
    await admin.page.waitForURL((url) => url.pathname === '/memberService/membershipEdit' && url.searchParams.has('id'));
    await admin.page.getByTestId('page-title').filter({ hasText: '编辑-会籍服务' }).waitFor();
    await admin.page.getByTestId('detail-form').waitFor();
    await expect(admin.page.getByTestId('detail-form').getByRole('textbox', { name: /^标题/ }).inputValue()).resolves.toBe('会长单位会籍服务说明');
    await expect(admin.page.getByRole('combobox', { name: /^栏目/ }).count()).resolves.toBe(0);
    await expect(highlighted('会员服务公告')).resolves.toBe('page');

    await admin.open(`/memberService/memberFeesManage`);
    await admin.page.getByText('共 14 条记录').waitFor();
    const notice = admin.page.getByRole('row').filter({ hasText: '关于缴纳2027年度会费的通知' });
    await notice.getByRole('button', { name: '编辑' }).click();
    await admin.page.waitForURL((url) => url.pathname === '/memberService/memberFeesEdit' && url.searchParams.has('id'));
    await admin.page.getByTestId('page-title').filter({ hasText: '编辑-会员服务公告' }).waitFor();
  });

  it('leads from the list to the announcement categories and the membership classes', async () => {
    await admin.open(`/memberService/memberFeesManage`);
    await admin.page.getByText('共 14 条记录').waitFor();
    await admin.page.getByRole('button', { name: '会籍服务分类' }).click();
    await admin.page.waitForURL(`${baseUrl}/memberService/NewMemberShipClass`);
    await admin.page.getByText('共 6 条记录').waitFor();
    await admin.page.getByRole('cell', { name: '会长单位', exact: true }).waitFor();
    await admin.page.getByTestId('page-title').filter({ hasText: '会籍服务分类' }).waitFor();
    await admin.open(`/memberService/memberFeesManage`);
    await admin.page.getByText('共 14 条记录').waitFor();
    await admin.page.getByRole('button', { name: '公告分类' }).click();
    await admin.page.waitForURL(`${baseUrl}/memberService/NewMemberFeesClass`);
    await admin.page.getByText('共 6 条记录').waitFor();
    await admin.page.getByRole('columnheader', { name: '分类名称' }).waitFor();
    await admin.page.getByRole('cell', { name: '会费缴纳', exact: true }).waitFor();
  });
});
