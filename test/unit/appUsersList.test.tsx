/**
 * 用户管理 list (/system/usersManage, menu 47): rows and columns, the search
 * form kept in the user state, the login switch, the batch and 全部 icon
 * authorisation, the import dialog with its template, and the data units.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { getUserState, setUserState, type UserState } from '../../dataProvider/session';
import { loadExcel } from '../../features/appUsers/console/importTemplate';
import { ALL_UNITS, bodiesOf, logInAs, quiet, refusal, renderAt, says, searchOf, setUpConsole } from './harness';
import { LIST, serveAppUsers } from './fixtures/appUsers';

setUpConsole({
  each: () => {
    logInAs({ 47: ALL_UNITS });
    serveAppUsers();
  },
});

const rows = () => screen.getAllByRole('row').slice(1);
const rowOf = (name: string) => within(screen.getByText(name, { selector: 'td, td *' }).closest('tr') as HTMLElement);
const lastList = () => bodiesOf('user/userManagerList').at(-1);
const savedForm = () => (getUserState() as UserState & { appUserSearchForm?: unknown }).appUserSearchForm;

/** The search's selects are native: their options are in the page once the dictionary is in. */
const choose = async (label: string, name: string) => {
  const select = screen.getByRole('combobox', { name: label });
  const option = (await within(select).findByRole('option', { name })) as HTMLOptionElement;
  fireEvent.change(select, { target: { value: option.value } });
};

describe('app-user list', { timeout: 20_000 }, () => {
  it('shows the rows with their columns and the pagination', async () => {
    await renderAt(LIST);
    expect(await screen.findByText('王建国')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      '',
      '姓名',
      '手机号',
      '用户类型',
      '会员单位',
      '会员类型',
      '会员有效期',
      '注册时间',
      '最近登录',
      '允许登录',
      '操作',
    ]);
    expect(rows()).toHaveLength(10);
    const first = rowOf('王建国');
    for (const text of ['13900000001', '会员单位从业人员', '东方汇通证券股份有限公司', '试用会员', '2020-01-01 ~ 2020-01-31', '已过期']) {
      expect(first.getByText(text)).toBeInTheDocument();
    }
    expect(first.getByText(dayjs('2026-01-05T02:30:00.000Z').format('YYYY-MM-DD HH:mm'))).toBeInTheDocument();
    expect(first.getByText(dayjs('2026-11-20T02:30:00.000Z').format('YYYY-MM-DD HH:mm'))).toBeInTheDocument();
    expect(first.getByRole('switch', { name: '王建国的登录状态' })).toBeChecked();
    expect(first.getByRole('checkbox', { name: '选择王建国' })).not.toBeChecked();
    for (const name of ['编辑', '授权']) expect(first.getByRole('button', { name })).toBeInTheDocument();

    const formal = rowOf('用户2');
    expect(formal.getByText('正式会员')).toBeInTheDocument();
    expect(formal.getByText('2026-01-01 ~ 2099-12-31')).toBeInTheDocument();
    expect(formal.queryByText('已过期')).toBeNull();
    expect(formal.getByText('个人投资者')).toBeInTheDocument();
    expect(formal.getByRole('switch')).not.toBeChecked();

    // An earlier typed unit that matched no member unit shows as such until the user is linked.
    const unlinked = rowOf('用户4');
    expect(unlinked.getByText('某某证券营业部')).toBeInTheDocument();
    expect(unlinked.getByText('未关联')).toBeInTheDocument();
    expect(first.queryByText('未关联')).toBeNull();

    const plain = rowOf('用户3');
    expect(plain.getByText('普通用户')).toBeInTheDocument();
    expect(plain.getByText('—')).toBeInTheDocument();
    expect(plain.getByText('-')).toBeInTheDocument();

    for (const name of ['批量授权', '全部授权', '导入授权人员']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByText('共 23 条记录')).toBeInTheDocument();
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
    expect(bodiesOf('user/userManagerList')).toEqual([{ pageNum: 1, pageSize: 10 }]);
  });

  it('searches by the five fields and keeps the search form in the user state', async () => {
    const router = await renderAt(LIST);
    await screen.findByText('王建国');
    fireEvent.change(screen.getByRole('textbox', { name: '姓名' }), { target: { value: ' 王 ' } });
    fireEvent.change(screen.getByRole('textbox', { name: '手机号' }), { target: { value: '1390000' } });
    await choose('用户类型', '会员单位从业人员');
    await choose('会员类型', '试用会员');
    await choose('登录状态', '允许登录');
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));

    const body = { pageNum: 1, pageSize: 10, realName: '王', mobile: '1390000', userType: '1', memberType: '1', loginEnabled: '1' };
    await waitFor(() => expect(lastList()).toEqual(body));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(searchOf(router).get('pageNum')).toBe('1');
    await waitFor(() => expect(savedForm()).toEqual({ realName: '王', mobile: '1390000', userType: '1', memberType: '1', loginEnabled: '1', pageNum: 1, pageSize: 10 }));

    // 重置 shows the unfiltered first page again (the console's query client may take it from its cache).
    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(screen.getByText('共 23 条记录')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '姓名' })).toHaveValue('');
    await waitFor(() => expect(savedForm()).toEqual({ realName: '', mobile: '', userType: '', memberType: '', loginEnabled: '', pageNum: 1, pageSize: 10 }));
  });

  it('searches for the users whose login is off (0 is a value, not an empty field)', async () => {
    await renderAt(LIST);
    await screen.findByText('王建国');
    await choose('登录状态', '禁止登录');
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(lastList()).toEqual({ pageNum: 1, pageSize: 10, loginEnabled: '0' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByText('用户2')).toBeInTheDocument();
  });

  it('restores the saved search form and page when coming back; a pageNum in the URL wins', async () => {
    setUserState({ appUserSearchForm: { realName: '用户', mobile: '', userType: '2', memberType: '', loginEnabled: '', pageNum: 2, pageSize: 10 } } as Partial<UserState>);
    const router = await renderAt(LIST);
    await waitFor(() => expect(bodiesOf('user/userManagerList')[0]).toEqual({ pageNum: 2, pageSize: 10, realName: '用户', userType: '2' }));
    expect(await screen.findByText('2 / 2')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '姓名' })).toHaveValue('用户');
    await waitFor(() => expect(screen.getByRole('combobox', { name: '用户类型' })).toHaveDisplayValue('个人投资者'));
    await waitFor(() => expect(searchOf(router).get('pageNum')).toBe('2'));

    fireEvent.click(screen.getByRole('button', { name: /page 1/ }));
    await waitFor(() => expect(lastList()).toEqual({ pageNum: 1, pageSize: 10, realName: '用户', userType: '2' }));
    await waitFor(() => expect(searchOf(router).get('pageNum')).toBe('1'));
  });

  it('moves to the page of the URL', async () => {
    await renderAt(`${LIST}?pageNum=3`);
    await waitFor(() => expect(lastList()).toEqual({ pageNum: 3, pageSize: 10 }));
    expect(await screen.findByText('用户21')).toBeInTheDocument();
  });
});

describe('允许登录', { timeout: 20_000 }, () => {
  it('turns login off after a confirmation, shows the answer in the row and reloads with the search form', async () => {
    setUserState({ appUserSearchForm: { realName: '用户', mobile: '', userType: '', memberType: '', loginEnabled: '', pageNum: 1, pageSize: 10 } } as Partial<UserState>);
    await renderAt(LIST);
    await screen.findByText('用户4');
    fireEvent.click(rowOf('用户4').getByRole('switch', { name: '用户4的登录状态' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('确定禁止用户「用户4」登录APP吗？');
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesOf('user/userManagerUpdete')).toEqual([]);
    expect(rowOf('用户4').getByRole('switch')).toBeChecked();

    const before = bodiesOf('user/userManagerList').length;
    fireEvent.click(rowOf('用户4').getByRole('switch'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(bodiesOf('user/userManagerUpdete')).toEqual([{ id: 204, version: 3, loginEnabled: 0 }]));
    await says('操作成功');
    await waitFor(() => expect(rowOf('用户4').getByRole('switch')).not.toBeChecked());
    await waitFor(() => expect(bodiesOf('user/userManagerList').length).toBe(before + 1));
    expect(lastList()).toEqual({ pageNum: 1, pageSize: 10, realName: '用户' });
  });

  it('turns login on without asking', async () => {
    await renderAt(LIST);
    await screen.findByText('用户2');
    fireEvent.click(rowOf('用户2').getByRole('switch'));
    await waitFor(() => expect(bodiesOf('user/userManagerUpdete')).toEqual([{ id: 202, version: 3, loginEnabled: 1 }]));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(rowOf('用户2').getByRole('switch')).toBeChecked());
  });

  it('keeps the old value on a conflict and shows its message', async () => {
    serveAppUsers({ 'user/userManagerUpdete': refusal('该记录已被他人修改，请刷新后重试', { conflict: true }) });
    await renderAt(LIST);
    await screen.findByText('用户2');
    fireEvent.click(rowOf('用户2').getByRole('switch'));
    await says('该记录已被他人修改，请刷新后重试');
    expect(rowOf('用户2').getByRole('switch')).not.toBeChecked();
    await waitFor(() => expect(rowOf('用户2').getByRole('switch')).toBeEnabled());
  });
});

describe('icon authorisation in batch', { timeout: 20_000 }, () => {
  it('asks for a selection first, then grants the chosen icons to the checked users', async () => {
    await renderAt(LIST);
    await screen.findByText('王建国');
    fireEvent.click(screen.getByRole('button', { name: '批量授权' }));
    await says('请先勾选要授权的用户');
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(rowOf('王建国').getByRole('checkbox', { name: '选择王建国' }));
    fireEvent.click(rowOf('用户4').getByRole('checkbox', { name: '选择用户4' }));
    expect(screen.getByText('已选择 2 位用户')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '批量授权' }));
    const dialog = within(await screen.findByTestId('icon-grant-dialog'));
    expect(dialog.getByText('为已选择的 2 位用户授予以下图标（已有的授权保留）：')).toBeInTheDocument();
    expect(await dialog.findByRole('checkbox', { name: '资讯订阅' })).toBeInTheDocument();
    expect(dialog.getByText('12人已授权')).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: '确定' }));
    expect(await dialog.findByText('请至少选择一项图标')).toBeInTheDocument();
    expect(bodiesOf('appUser/icon/someUserIcon')).toEqual([]);

    fireEvent.click(dialog.getByRole('checkbox', { name: '资讯订阅' }));
    fireEvent.click(dialog.getByRole('checkbox', { name: '数据图表' }));
    fireEvent.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(bodiesOf('appUser/icon/someUserIcon')).toEqual([{ userIds: [201, 204], iconIds: [1, 3] }]));
    await says('已为2位用户新增5项授权');
    await waitFor(() => expect(screen.queryByTestId('icon-grant-dialog')).toBeNull());
    expect(screen.queryByText(/已选择/)).toBeNull();
    expect(rowOf('王建国').getByRole('checkbox')).not.toBeChecked();
  });

  it('selects the whole page with one checkbox, and 全选 in the dialog takes every icon', async () => {
    await renderAt(LIST);
    await screen.findByText('王建国');
    fireEvent.click(screen.getByRole('checkbox', { name: '全选本页' }));
    expect(screen.getByText('已选择 10 位用户')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '批量授权' }));
    const dialog = within(await screen.findByTestId('icon-grant-dialog'));
    fireEvent.click(await dialog.findByRole('checkbox', { name: '全选' }));
    fireEvent.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(bodiesOf('appUser/icon/someUserIcon')).toHaveLength(1));
    expect(bodiesOf('appUser/icon/someUserIcon')[0]).toEqual({ userIds: Array.from({ length: 10 }, (_unused, index) => 201 + index), iconIds: [1, 2, 3] });
  });

  it('全部授权 says it grants the icons to every app user, and asks before doing it', async () => {
    await renderAt(LIST);
    await screen.findByText('王建国');
    fireEvent.click(screen.getByRole('button', { name: '全部授权' }));
    const dialog = within(await screen.findByTestId('icon-grant-dialog'));
    expect(dialog.getByText('为全部APP用户授予以下图标（已有的授权保留）：')).toBeInTheDocument();
    fireEvent.click(await dialog.findByRole('checkbox', { name: '会员专区' }));
    fireEvent.click(dialog.getByRole('button', { name: '确定' }));
    const confirm = await screen.findByText('确定将所选的 1 项图标授予全部APP用户吗？');
    fireEvent.click(within(confirm.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByText('确定将所选的 1 项图标授予全部APP用户吗？')).toBeNull());
    expect(bodiesOf('appUser/icon/addAllUserIcon')).toEqual([]);

    fireEvent.click(await dialog.findByRole('button', { name: '确定' }));
    const again = await screen.findByText('确定将所选的 1 项图标授予全部APP用户吗？');
    fireEvent.click(within(again.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(bodiesOf('appUser/icon/addAllUserIcon')).toEqual([{ iconIds: [2] }]));
    await says('已为23位用户新增40项授权');
  });

  it('keeps the dialog when the grant is refused', async () => {
    serveAppUsers({ 'appUser/icon/addAllUserIcon': refusal('图标不存在或已停用') });
    await renderAt(LIST);
    await screen.findByText('王建国');
    fireEvent.click(screen.getByRole('button', { name: '全部授权' }));
    const dialog = within(await screen.findByTestId('icon-grant-dialog'));
    fireEvent.click(await dialog.findByRole('checkbox', { name: '会员专区' }));
    fireEvent.click(dialog.getByRole('button', { name: '确定' }));
    const confirm = await screen.findByText('确定将所选的 1 项图标授予全部APP用户吗？');
    fireEvent.click(within(confirm.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: '确定' }));
    await says('图标不存在或已停用');
    expect(screen.getByTestId('icon-grant-dialog')).toBeInTheDocument();
  });
});

const xlsx = (name = '名单.xlsx', size = 2048) => new File([new Uint8Array(size)], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
const readBlob = (blob: Blob) =>
  new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
const pick = (file: File) => fireEvent.change(screen.getByLabelText('选择要导入的文件'), { target: { files: [file] } });

describe('导入授权人员', { timeout: 30_000 }, () => {
  it('checks the file and the icons, uploads them, and reports the failed rows', async () => {
    await renderAt(LIST);
    await screen.findByText('王建国');
    fireEvent.click(screen.getByRole('button', { name: '导入授权人员' }));
    const dialog = within(await screen.findByTestId('import-dialog'));
    expect(dialog.getByText('未选择文件')).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: '开始导入' }));
    expect(await dialog.findByText('请选择要导入的文件')).toBeInTheDocument();

    pick(new File(['a'], '名单.csv', { type: 'text/csv' }));
    expect(await dialog.findByText('请选择.xlsx格式的文件')).toBeInTheDocument();
    pick(xlsx('名单.xlsx', 5 * 1024 * 1024 + 1));
    expect(await dialog.findByText('文件大小不能超过5MB')).toBeInTheDocument();
    pick(xlsx());
    expect(dialog.getByText('已选择：名单.xlsx')).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: '开始导入' }));
    expect(await dialog.findByText('请至少选择一项图标')).toBeInTheDocument();
    expect(bodiesOf('appUser/icon/importExcle')).toEqual([]);

    fireEvent.click(await dialog.findByRole('checkbox', { name: '资讯订阅' }));
    fireEvent.click(dialog.getByRole('checkbox', { name: '数据图表' }));
    fireEvent.click(dialog.getByRole('button', { name: '开始导入' }));
    // jsdom's File does not cross into Node's fetch whole: the browser test checks the content.
    await waitFor(() => expect(bodiesOf('appUser/icon/importExcle')).toEqual([{ file: expect.objectContaining({ name: expect.any(String), size: expect.any(Number) }), iconIds: '1,3' }]));
    const report = within(await screen.findByTestId('import-report'));
    expect(report.getByText('共3行，成功1行，失败2行')).toBeInTheDocument();
    expect(report.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['行号', '手机号', '姓名', '原因']);
    const failed = report
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(failed).toEqual([
      ['3', '13999999999', '-', '没有该手机号的APP用户'],
      ['4', '12345', '某人', '手机号格式不正确'],
    ]);
    fireEvent.click(dialog.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByTestId('import-dialog')).toBeNull());
  });

  it('shows a whole-file refusal in the dialog and keeps the chosen file', async () => {
    serveAppUsers({ 'appUser/icon/importExcle': refusal('文件中没有“手机号”列') });
    await renderAt(LIST);
    await screen.findByText('王建国');
    fireEvent.click(screen.getByRole('button', { name: '导入授权人员' }));
    const dialog = within(await screen.findByTestId('import-dialog'));
    pick(xlsx());
    fireEvent.click(await dialog.findByRole('checkbox', { name: '资讯订阅' }));
    fireEvent.click(dialog.getByRole('button', { name: '开始导入' }));
    expect(await dialog.findByTestId('import-problem')).toHaveTextContent('文件中没有“手机号”列');
    expect(dialog.getByText('已选择：名单.xlsx')).toBeInTheDocument();
    expect(screen.queryByTestId('import-report')).toBeNull();
    expect(screen.queryByTestId('message')).toBeNull();

    // The same file goes again once the server takes it.
    serveAppUsers();
    fireEvent.click(dialog.getByRole('button', { name: '开始导入' }));
    expect(await screen.findByTestId('import-report')).toBeInTheDocument();
    expect(screen.queryByTestId('import-problem')).toBeNull();
  });

  it('writes the template: 授权人员 with the header 手机号 | 姓名 (text) and no rows, then 填写说明', async () => {
    const blobs: Blob[] = [];
    const names: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:template';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    await renderAt(LIST);
    await screen.findByText('王建国');
    fireEvent.click(screen.getByRole('button', { name: '导入授权人员' }));
    fireEvent.click(within(await screen.findByTestId('import-dialog')).getByRole('button', { name: '下载模板' }));
    await waitFor(() => expect(names).toEqual(['授权人员导入模板.xlsx']), { timeout: 15_000 });

    const ExcelJS = await loadExcel();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await readBlob(blobs[0]));
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['授权人员', '填写说明']);
    const sheet = workbook.worksheets[0];
    expect([sheet.getCell('A1').value, sheet.getCell('B1').value]).toEqual(['手机号', '姓名']);
    expect(sheet.actualRowCount).toBe(1);
    expect(sheet.getColumn(1).numFmt).toBe('@');
    const help = workbook.worksheets[1].getColumn(1).values.filter(Boolean).map(String);
    expect(help[0]).toBe('授权人员导入说明');
    expect(help.some((line) => line.includes('手机号') && line.includes('11位'))).toBe(true);
    expect(blobs[0].type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  });
});

describe('data units of menu 47', { timeout: 20_000 }, () => {
  it("with only 'list': no checkboxes, batch buttons, 编辑 or 授权, and read-only switches", async () => {
    logInAs({ 47: ['list'] });
    await renderAt(LIST);
    await screen.findByText('王建国');
    await quiet();
    await waitFor(() => expect(rowOf('王建国').getByRole('switch')).toBeDisabled());
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    for (const name of ['批量授权', '全部授权', '导入授权人员', '编辑', '查看', '授权']) expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it("'enable' alone turns the switch on; 'detail' alone gives 查看 without 授权", async () => {
    logInAs({ 47: ['list', 'enable', 'detail'] });
    await renderAt(LIST);
    await screen.findByText('王建国');
    await waitFor(() => expect(rowOf('王建国').getByRole('switch')).toBeEnabled());
    expect(rowOf('王建国').getByRole('button', { name: '查看' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '授权' })).toBeNull();
    expect(screen.queryByRole('button', { name: '批量授权' })).toBeNull();
  });

  it("'modify' gives the switch, 编辑, 授权 and the batch buttons", async () => {
    logInAs({ 47: ['list', 'modify'] });
    await renderAt(LIST);
    await screen.findByText('王建国');
    await waitFor(() => expect(rowOf('王建国').getByRole('button', { name: '授权' })).toBeInTheDocument());
    expect(rowOf('王建国').getByRole('button', { name: '编辑' })).toBeInTheDocument();
    expect(rowOf('王建国').getByRole('switch')).toBeEnabled();
    expect(screen.getByRole('button', { name: '导入授权人员' })).toBeInTheDocument();
  });
});

describe('dictionaries', { timeout: 20_000 }, () => {
  it('name the types from common/queryDataDict, and fall back to the built-in names when they fail', async () => {
    serveAppUsers({
      'common/queryDataDict?type=appUserType': { status: 403, statusText: '您没有该功能的访问权限', data: null },
      'common/queryDataDict?type=memberType': { status: 0, statusText: '', data: [{ code: '1', name: '体验会员' }] },
    });
    await renderAt(LIST);
    await screen.findByText('王建国');
    await waitFor(() => expect(rowOf('王建国').getByText('体验会员')).toBeInTheDocument());
    expect(rowOf('王建国').getByText('会员单位从业人员')).toBeInTheDocument();
  });
});
