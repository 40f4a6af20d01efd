/**
 * 用户管理 (menu 47) end to end against the real server: the administrator
 * downloads the import template (a real xlsx written in the browser), fills
 * it with two registered app users and three bad rows, imports it granting
 * one icon, and sees the report; the authorize page of an imported user
 * shows the icon checked. Also: the login switch stays off after a reload.
 */
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { useBrowserPage } from './session';

const admin = useBrowserPage({ acceptDownloads: true });
const { baseUrl } = admin;
const LIST = `${baseUrl}/system/usersManage`;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface AppUser {
  id: number;
  mobile: string;
  realName: string;
  loginEnabled: number;
}
interface AppIcon {
  id: number;
  iconName: string;
}

/** A web-center call made in the page with the admin's token (as the console would). */
const call = <T>(path: string, body?: unknown) =>
  admin.page.evaluate(
    async ({ path, body }) => {
      const token = JSON.parse(localStorage.getItem('user') ?? '{}').token as string;
      const response = await fetch(`/assoc-web-center/api/webcenter/${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { token, 'X-Requested-With': 'XMLHttpRequest', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const answer = (await response.json()) as { status: number; data: unknown };
      if (answer.status !== 0) throw new Error(JSON.stringify(answer));
      return answer.data;
    },
    { path, body },
  ) as Promise<T>;

const allAppUsers = async () => (await call<{ list: AppUser[] }>('user/userManagerList', { pageNum: 1, pageSize: 100 })).list;
const grantsOf = async (userId: number) => (await call<{ iconIds: number[] }>(`appUser/icon/getUserIcon?userId=${userId}`)).iconIds;

describe('importing authorised people', () => {
  let icon: AppIcon;
  let people: AppUser[];
  let unregistered: string;

  it('picks two registered app users who do not hold an icon yet', async () => {
    await admin.page.goto(LIST);
    await admin.page.getByText(/共 \d+ 条记录/).waitFor();
    const icons = await call<AppIcon[]>('appUser/icon/getIcons');
    expect(icons.length).toBeGreaterThan(0);
    icon = icons[icons.length - 1];
    const users = await allAppUsers();
    people = [];
    for (const user of users.slice().reverse()) {
      if (!(await grantsOf(user.id)).includes(icon.id)) people.push(user);
      if (people.length === 2) break;
    }
    expect(people).toHaveLength(2);
    const mobiles = new Set(users.map((user) => user.mobile));
    unregistered = ['19999999999', '19999999998', '19999999997'].find((mobile) => !mobiles.has(mobile))!;
    expect(unregistered).toBeTruthy();
  });

  it('downloads the template: a real xlsx whose first sheet has the header 手机号 | 姓名', async () => {
    await admin.page.getByRole('button', { name: '导入授权人员' }).click();
    const dialog = admin.page.getByTestId('import-dialog');
    await dialog.waitFor();
    const [download] = await Promise.all([admin.page.waitForEvent('download'), dialog.getByRole('button', { name: '下载模板' }).click()]);
    expect(download.suggestedFilename()).toBe('授权人员导入模板.xlsx');
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 4).toString('hex')).toBe('504b0304');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['授权人员', '填写说明']);
    const sheet = workbook.worksheets[0];
    expect([sheet.getCell('A1').value, sheet.getCell('B1').value]).toEqual(['手机号', '姓名']);
    expect(sheet.actualRowCount).toBe(1);

    // Two registered people, then an unregistered number, a malformed one and a repeat.
    const [first, second] = people;
    const rows = [
      [first.mobile, first.realName],
      [second.mobile, second.realName],
      [unregistered, '未注册人员'],
      ['12345', '格式错误'],
      [first.mobile, first.realName],
    ];
    rows.forEach((row, index) => {
      sheet.getCell(index + 2, 1).value = row[0];
      sheet.getCell(index + 2, 2).value = row[1];
    });
    const filled = Buffer.from(await workbook.xlsx.writeBuffer());

    await dialog.locator('input[type="file"]').setInputFiles({ name: '授权人员名单.xlsx', mimeType: XLSX, buffer: filled });
    await dialog.getByText('已选择：授权人员名单.xlsx').waitFor();
    await dialog.getByRole('checkbox', { name: icon.iconName, exact: true }).check();
    await dialog.getByRole('button', { name: '开始导入' }).click();

    const report = admin.page.getByTestId('import-report');
    await report.waitFor();
    await expect(report.getByRole('status').textContent()).resolves.toBe('共5行，成功2行，失败3行');
    const failed = await report.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
    expect(failed).toEqual([
      ['4', unregistered, '未注册人员', '该手机号未注册'],
      ['5', '12345', '格式错误', '手机号格式不正确'],
      ['6', first.mobile, first.realName, '与第2行手机号重复'],
    ]);
    await dialog.getByRole('button', { name: '关闭' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it("shows the granted icon checked on an imported user's authorize page", async () => {
    for (const person of people) expect(await grantsOf(person.id)).toContain(icon.id);
    await admin.page.goto(`${baseUrl}/system/usersManage/authorize?id=${people[1].id}`);
    await admin.page.getByTestId('authorize-form').waitFor();
    await admin.page.getByText(`用户：${people[1].realName}（${people[1].mobile}）`).waitFor();
    await expect(admin.page.getByRole('checkbox', { name: icon.iconName, exact: true }).isChecked()).resolves.toBe(true);
  });
});

describe('the login switch', () => {
  it('turns a user’s login off, and it stays off after a reload', async () => {
    const target = (await allAppUsers()).find((user) => user.loginEnabled === 1)!;
    await admin.page.goto(LIST);
    await admin.page.getByText(/共 \d+ 条记录/).waitFor();
    await admin.page.getByRole('search').getByRole('textbox', { name: '手机号' }).fill(target.mobile);
    await admin.page.getByRole('search').getByRole('button', { name: '搜索' }).click();
    await admin.page.getByText('共 1 条记录').waitFor();
    const toggle = admin.page.getByRole('switch', { name: `${target.realName}的登录状态` });
    await expect(toggle.isChecked()).resolves.toBe(true);
    await toggle.click();
    const confirm = admin.page.getByRole('dialog');
    await confirm.getByText(`确定禁止用户「${target.realName}」登录APP吗？`, { exact: false }).waitFor();
    await confirm.getByRole('button', { name: '确定' }).click();
    await admin.page.getByTestId('message').filter({ hasText: '操作成功' }).waitFor();
    await expect.poll(() => toggle.isChecked()).toBe(false);

    await admin.page.reload();
    await admin.page.getByText('共 1 条记录').waitFor();
    await expect(admin.page.getByRole('textbox', { name: '手机号' }).inputValue()).resolves.toBe(target.mobile);
    await expect(admin.page.getByRole('switch', { name: `${target.realName}的登录状态` }).isChecked()).resolves.toBe(false);
    const stored = (await allAppUsers()).find((user) => user.id === target.id)!;
    expect(stored.loginEnabled).toBe(0);
  });
});
