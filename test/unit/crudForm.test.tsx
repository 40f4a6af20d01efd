/**
 * The generic edit page of a declared module (src/crud/form), on its route,
 * over the web-center: editing and creating a member unit, the order sequence
 * from the max-order call, uploads, rich text at rest, the form values, the
 * unsaved-changes question and the envelope's field errors.
 */
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import memberUnit from '../../resources/memberService/memberUnit';
import { displayValue, toFormValue, toPickerValue } from '../../src/crud/form/dateValues';
import { formatFiles, parseFiles, toStoredFiles, acceptMap } from '../../src/crud/form/fileValues';
import { fieldValidator } from '../../src/crud/form/fieldValidator';
import { loadRichTextEditor } from '../../src/crud/form/richTextEditorModule';
import { ALL_UNITS, bodiesOf, callOf, callsTo, held, logInAs, ok, quiet, refusal, renderAt, serve, serveDeclared, setUpConsole } from './harness';
import { EDIT, LIST, memberUnitRecord } from './fixtures/memberUnit';
import { formComplete } from './fixtures/forms';
import { serveNews } from './fixtures/news';

setUpConsole({
  each: () => {
    logInAs({ 29: ALL_UNITS, 9: ALL_UNITS, 39: ALL_UNITS });
    serveDeclared('memberUnit', [memberUnitRecord]);
  },
});

const DETAIL = () => callOf('memberUnit', 'detail');
const UPDATE = () => callOf('memberUnit', 'update');
const CREATE = () => callOf('memberUnit', 'create');
const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const labelOf = (label: RegExp) => document.querySelector(`label[for="${input(label).id}"]`);
const combobox = (label: RegExp) => screen.getByRole('combobox', { name: label });
const save = () => screen.getByRole('button', { name: '保存' });

/** Picks an option of a react-admin SelectInput. */
const choose = async (label: RegExp, option: string) => {
  fireEvent.mouseDown(combobox(label));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

/** react-admin logs rejected calls; the tests that reject on purpose keep the output clean. */
const quietErrors = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

describe('edit page: editing', () => {
  it('fills the inputs from the record', async () => {
    const slow = held(ok(memberUnitRecord));
    serve({ [DETAIL()]: slow.responder });
    await renderAt(`${EDIT}?id=3`);
    expect(screen.getByText('加载中，请稍后...')).toBeInTheDocument();
    slow.release();
    expect(await screen.findByDisplayValue('中原恒泰期货有限公司')).toBeInTheDocument();
    await formComplete();
    expect(bodiesOf(DETAIL())).toEqual([{ id: 3 }]);
    expect(input(/^单位名称/)).toHaveValue('中原恒泰期货有限公司');
    expect(combobox(/^机构类型/)).toHaveTextContent('期货公司');
    expect(combobox(/^会员类别/)).toHaveTextContent('副会长单位');
    await waitFor(() => expect(input(/^入会日期/)).toBeEnabled());
    expect(input(/^入会日期/)).toHaveValue('2015-06-15');
    expect(input(/^排序/)).toHaveValue(3);
    expect(screen.getByRole('img', { name: 'logo-3.png' })).toHaveAttribute('src', '/files/logo-3.png');
    // required inputs are marked; the form is 540px wide
    expect(labelOf(/^单位名称/)).toHaveTextContent('单位名称 *');
    expect(labelOf(/^联系人/)).not.toHaveTextContent('*');
    expect(getComputedStyle(screen.getByTestId('detail-form')).width).toBe('540px');
  });

  it('sends the id and the version back and says 编辑成功', async () => {
    const router = await renderAt(`${EDIT}?id=3`);
    const name = await screen.findByDisplayValue('中原恒泰期货有限公司');
    await formComplete();
    await userEvent.clear(name);
    await userEvent.type(name, '中原恒泰期货股份有限公司');
    await userEvent.click(save());
    await waitFor(() => expect(bodiesOf(UPDATE())).toHaveLength(1));
    // every loaded value goes back with the id (the version too, though it has no input), with the edit applied
    expect(bodiesOf(UPDATE())[0]).toEqual({ ...memberUnitRecord, unitName: '中原恒泰期货股份有限公司' });
    expect(await screen.findByText('编辑成功')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(LIST));
  });

  it('shows a refused save (a stale version) as an error message and keeps the form', async () => {
    quietErrors();
    serve({ [UPDATE()]: refusal('该记录已被他人修改，请刷新后重试') });
    const router = await renderAt(`${EDIT}?id=3`);
    await screen.findByDisplayValue('中原恒泰期货有限公司');
    await formComplete();
    await userEvent.type(input(/^联系人/), '乙');
    await userEvent.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent('该记录已被他人修改，请刷新后重试');
    expect(input(/^联系人/)).toHaveValue('张伟乙');
    expect(router.state.location.pathname).toBe(EDIT);
  });

  it('shows a load failure with the way back to the list', async () => {
    quietErrors();
    const router = await renderAt(`${EDIT}?id=404`);
    expect(await screen.findByText('记录不存在或已被删除')).toBeInTheDocument();
    // The refused record was asked for as the route opened; the page asks once more as it mounts and may draw
    // the refusal anew: click until the way back is taken.
    await waitFor(() => {
      fireEvent.click(screen.getByRole('button', { name: '返回列表' }));
      expect(router.state.location.pathname).toBe(LIST);
    });
  });

  it('says 数据加载失败 when the detail answers nothing', async () => {
    serve({ [DETAIL()]: ok(null) });
    await renderAt(`${EDIT}?id=5`);
    expect(await screen.findByText('数据加载失败')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回列表' })).toBeInTheDocument();
  });
});

describe('edit page: creating', () => {
  it('shows the empty date field with its placeholder', async () => {
    await renderAt(EDIT);
    const joinDate = await screen.findByPlaceholderText('选择日期');
    expect(joinDate).toHaveValue('');
    expect(joinDate).toBe(input(/^入会日期/));
    expect(input(/^官方网站/)).toHaveAttribute('placeholder', 'https://');
  });

  it('keeps typed values and does not save when a required field is empty', async () => {
    await renderAt(EDIT);
    await userEvent.type(await screen.findByLabelText(/^联系人/), '王明');
    await userEvent.type(input(/^电子邮箱/), 'not-an-email');
    await userEvent.click(save());
    expect(await screen.findByText('请输入单位名称')).toBeInTheDocument();
    expect(screen.getByText('请选择机构类型')).toBeInTheDocument();
    expect(screen.getByText('请选择入会日期')).toBeInTheDocument();
    expect(screen.getByText('电子邮箱不是有效的邮箱地址')).toBeInTheDocument();
    expect(input(/^联系人/)).toHaveValue('王明');
    expect(input(/^电子邮箱/)).toHaveValue('not-an-email');
    expect(bodiesOf(CREATE())).toEqual([]);
  });

  it('creates with the typed values, says 创建成功 and goes back to the list', async () => {
    const router = await renderAt(EDIT);
    await userEvent.type(await screen.findByLabelText(/^单位名称/), '新设证券有限公司');
    await choose(/^机构类型/, '证券公司');
    await choose(/^会员类别/, '理事单位');
    await waitFor(() => expect(input(/^入会日期/)).toBeEnabled());
    await userEvent.click(input(/^入会日期/));
    await userEvent.click(await screen.findByRole('button', { name: '今天' }));
    const dialog = screen.queryByRole('dialog');
    if (dialog) await userEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    const today = dayjs().format('YYYY-MM-DD');
    await waitFor(() => expect(input(/^入会日期/)).toHaveValue(today));
    await userEvent.click(save());
    await waitFor(() => expect(bodiesOf(CREATE())).toHaveLength(1));
    expect(bodiesOf(CREATE())[0]).toMatchObject({ unitName: '新设证券有限公司', unitType: 1, memberLevel: 3, joinDate: today, orderSeq: 0 });
    expect(await screen.findByText('创建成功')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(LIST));
  });

  it('prefills the order sequence from the max-order call', async () => {
    // The business types declare a max-order call (POST queryMaxOrderSeq); the server's maximum is 7.
    serveDeclared('abilityBusinessType', [], { maxOrder: 7 });
    await renderAt('/ability/businessType/edit');
    await waitFor(() => expect(input(/^排序/)).toHaveValue(8));
    expect(callsTo('ability/abilityBusinessType/queryMaxOrderSeq')).not.toHaveLength(0);
  });

  it('checks uploads against the declared size and previews the picked image', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
    await renderAt(EDIT);
    await screen.findByText('单位标识');
    expect(screen.getByText('点击或拖拽文件到此处上传')).toBeInTheDocument();
    const logo = document.querySelector('.ra-input-logo input[type="file"]') as HTMLInputElement;
    await userEvent.upload(logo, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('文件大小不能超过 5MB');
    await userEvent.upload(logo, new File(['png'], 'small.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'small.png' })).toHaveAttribute('src', 'blob:preview');
  });

  it('shows the body at rest, then the editor, focused, on the first focus', async () => {
    serveNews([
      {
        id: 3,
        title: '新闻甲',
        newsTypeId: 1,
        content: '<p>正文第一段</p><p><a href="https://example.com/">原文</a><img src="https://example.com/a.png" onerror="alert(1)"></p>',
        releaseTime: '2026-11-01T02:00:00.000Z',
        isTop: 0,
      },
    ]);
    const router = await renderAt('/information/newsEdit?id=3');
    // at rest: the cleaned text in a box named 正文, no editor built
    const body = await screen.findByRole('textbox', { name: /^正文/ });
    expect(body).toHaveTextContent('正文第一段');
    expect(body.querySelector('img')).toHaveAttribute('src', 'https://example.com/a.png');
    expect(body.querySelector('img')).not.toHaveAttribute('onerror');
    expect(document.querySelector('.ProseMirror')).toBeNull();
    expect(screen.getByText('点击正文开始编辑')).toBeInTheDocument();

    await userEvent.click(body);
    await waitFor(() => expect(document.querySelector('.ProseMirror')).not.toBeNull(), { timeout: 5000 });
    const editor = document.querySelector('.ProseMirror') as HTMLElement;
    expect(editor).toHaveTextContent('正文第一段');
    await waitFor(() => expect(editor).toHaveFocus());
    expect(screen.queryByText('编辑器加载中...')).not.toBeInTheDocument();
    // when the page renders again (here the address gains a query parameter) the same editor stays, with its focus and undo
    await act(() => router.navigate('/information/newsEdit?id=3&from=list'));
    await quiet();
    expect(document.querySelector('.ProseMirror')).toBe(editor);
    // the paragraph-style button is named by the style it shows (label in name)
    expect(screen.getByRole('button', { name: '正文' })).toHaveAttribute('aria-haspopup', 'true');
    expect(screen.getByLabelText(/^发布时间/)).toHaveAttribute('placeholder', '选择日期时间');
    // the category choices come from the referenced module, 100 at a time
    expect(bodiesOf(callOf('newsType', 'list'))).toContainEqual(expect.objectContaining({ pageNum: 1, pageSize: 100 }));
    // a flag is a switch named by its on/off labels
    const isTop = screen.getByRole('switch', { name: /^置顶/ });
    expect(isTop).not.toBeChecked();
    expect(screen.getByText('置顶：否')).toBeInTheDocument();
    await userEvent.click(isTop);
    expect(isTop).toBeChecked();
    expect(screen.getByText('置顶：是')).toBeInTheDocument();
  });

  it('checks a required body left at rest, and takes the keyboard into the editor', async () => {
    await loadRichTextEditor();
    serveNews();
    await renderAt('/information/newsEdit');
    const body = await screen.findByRole('textbox', { name: /^正文/ });
    await userEvent.click(save());
    expect(await screen.findByText('请输入正文')).toBeInTheDocument();
    expect(body).toHaveAttribute('aria-invalid', 'true');
    expect(bodiesOf(callOf('news', 'create'))).toEqual([]);
    // Tab reaches the body like any input; the editor takes its place at once (its chunk is in) with the focus
    act(() => body.focus());
    const editor = await waitFor(() => {
      const built = document.querySelector('.ProseMirror');
      expect(built).not.toBeNull();
      return built as HTMLElement;
    });
    expect(screen.queryByText('编辑器加载中...')).not.toBeInTheDocument();
    await waitFor(() => expect(editor).toHaveFocus());
  });
});

describe('form values', () => {
  it('keeps a date as YYYY-MM-DD and a date-time as ISO', () => {
    expect(toPickerValue('2015-06-15', 'date')?.format('YYYY-MM-DD')).toBe('2015-06-15');
    expect(toPickerValue('2015-06-15T00:00:00.000Z', 'date')?.format('YYYY-MM-DD')).toBe('2015-06-15');
    expect(toPickerValue('', 'date')).toBeNull();
    expect(toPickerValue('garbage', 'date')).toBeNull();
    expect(toFormValue(dayjs('2024-02-29'), 'date')).toBe('2024-02-29');
    expect(toFormValue(null, 'date')).toBeNull();
    const instant = '2026-11-20T01:30:00.000Z';
    expect(toFormValue(toPickerValue(instant, 'datetime'), 'datetime')).toBe(instant);
    expect(displayValue(toPickerValue(instant, 'datetime'), 'datetime')).toBe(dayjs(instant).format('YYYY-MM-DD HH:mm'));
    expect(displayValue(null, 'date')).toBe('');
  });

  it('shows stored files as {src, title} and stores them back as {url, title}', () => {
    expect(formatFiles({ url: '/f/a.png', title: 'a.png' })).toEqual({ src: '/f/a.png', title: 'a.png' });
    expect(parseFiles({ src: '/f/a.png', title: 'a.png' })).toEqual({ url: '/f/a.png', title: 'a.png' });
    expect(formatFiles(null)).toBeNull();
    const rawFile = new File(['x'], 'b.png', { type: 'image/png' });
    const fresh = { rawFile, src: 'blob:b', title: 'b.png' };
    expect(parseFiles(fresh)).toBe(fresh);
    expect(toStoredFiles(fresh)).toEqual({ url: 'blob:b', title: 'b.png' });
    expect(acceptMap(['image/png'])).toEqual({ 'image/png': [] });
    expect(acceptMap(undefined)).toBeUndefined();
  });

  it('validates a field with the shared rules as i18n keys', () => {
    const unitName = memberUnit.fields.find((field) => field.name === 'unitName')!;
    const validate = fieldValidator(unitName);
    expect(validate.isRequired).toBe(true);
    expect(validate('', {}, {} as never)).toEqual({ message: 'validation.required', args: { label: '单位名称' } });
    expect(validate('某公司', {}, {} as never)).toBeUndefined();
    const logo = memberUnit.fields.find((field) => field.name === 'logo')!;
    expect(fieldValidator(logo)({ rawFile: new File(['x'], 'l.png'), src: 'blob:l', title: 'l.png' }, {}, {} as never)).toBeUndefined();
  });
});

describe('leaving with unsaved changes', () => {
  it('asks before the cancel button drops typed values', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const router = await renderAt(EDIT);
    await userEvent.type(await screen.findByLabelText(/^单位名称/), '未保存');
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith('部分修改尚未保存，确定要放弃这些修改吗？'));
    expect(router.state.location.pathname).toBe(EDIT);
    expect(input(/^单位名称/)).toHaveValue('未保存');
  });
});

describe("the envelope's field errors", () => {
  it('shows them under their fields and keeps the form', async () => {
    quietErrors();
    serve({ [UPDATE()]: refusal('单位名称已存在', { errors: { unitName: '单位名称已存在' } }) });
    const router = await renderAt(`${EDIT}?id=3`);
    await screen.findByDisplayValue('中原恒泰期货有限公司');
    await formComplete();
    await userEvent.type(input(/^联系人/), '丙');
    await userEvent.click(save());
    const error = await screen.findByText('单位名称已存在');
    expect(error.closest('.MuiFormControl-root')).toContainElement(input(/^单位名称/));
    expect(input(/^联系人/)).toHaveValue('张伟丙');
    expect(bodiesOf(UPDATE())[0]).toMatchObject({ id: 3, version: 2, contactPerson: '张伟丙' });
    expect(router.state.location.pathname).toBe(EDIT);
  });
});
