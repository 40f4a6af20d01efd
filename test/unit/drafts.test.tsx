/**
 * Drafts of unsaved forms: the store (a key per user, resource and record,
 * 7-day expiry, no passwords or file blobs) and the generic edit form over
 * the web-center dataProvider (msw): a save refused with 401 or failing on
 * the network keeps a draft, which the same user is offered next time.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DraftList } from '../../src/drafts/DraftList';
import { get } from '../../dataProvider/http';
import { DRAFT_LIFETIME_MS, draftKey, listDrafts, purgeExpiredDrafts, readDraft, saveDraft } from '../../src/drafts/draftStore';
import { ALL_UNITS, bodiesOf, callOf, forgetCalls, logInAs, networkError, renderAt, serve, serveDeclared, setUpConsole, unauthorizedHandler } from './harness';
import { EDIT, memberUnitRecord } from './fixtures/memberUnit';
import { formComplete } from './fixtures/forms';

const UPDATE = () => callOf('memberUnit', 'update');
const ENDED = { status: 401, statusText: '登录已过期，请重新登录' };

const logIn = (loginName: string) => logInAs({ 29: ALL_UNITS }, { id: 1, loginName }, `token-${loginName}`);
const contact = () => screen.getByLabelText(/^联系人/) as HTMLInputElement;
const save = () => screen.getByRole('button', { name: '保存' });
const openEdit = () => renderAt(`${EDIT}?id=3`);

setUpConsole({
  each: () => {
    serveDeclared('memberUnit', [memberUnitRecord]);
    serve({ 'user/getCenterUser': ENDED });
    logIn('admin');
  },
});

// react-admin logs the rejected saves on purpose here.
beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));

describe('draft store', () => {
  it('keeps a draft per user, resource and record', () => {
    expect(draftKey('news', 5, 'admin')).toBe('draft:admin:news:5');
    expect(draftKey('news', undefined, 'admin')).toBe('draft:admin:news:new');
    saveDraft(draftKey('news', 5, 'admin'), { title: '管理员的标题' });
    expect(readDraft(draftKey('news', 5, 'admin'))?.values).toEqual({ title: '管理员的标题' });
    expect(readDraft(draftKey('news', 5, 'editor'))).toBeNull();
    expect(readDraft(draftKey('news', 6, 'admin'))).toBeNull();
    expect(readDraft(draftKey('newsType', 5, 'admin'))).toBeNull();
    // without a logged-in user nothing is kept
    expect(draftKey('news', 5, '')).toBeNull();
    expect(saveDraft(null, { title: 'x' })).toBe(false);
  });

  it('expires after 7 days', () => {
    const key = draftKey('news', 5, 'admin');
    const other = draftKey('news', 6, 'editor');
    const now = Date.now();
    saveDraft(key, { title: '旧的' }, undefined, now - DRAFT_LIFETIME_MS + 60_000);
    saveDraft(other, { title: '过期的' }, undefined, now - DRAFT_LIFETIME_MS - 60_000);
    expect(readDraft(key, now)?.values).toEqual({ title: '旧的' });
    purgeExpiredDrafts(now);
    expect(localStorage.getItem(other!)).toBeNull();
    expect(readDraft(key, now + 120_000)).toBeNull();
    expect(localStorage.getItem(key!)).toBeNull();
  });

  it('never keeps passwords or file blobs', () => {
    const key = draftKey('user', 'new', 'admin');
    const file = new File(['png'], 'cover.png', { type: 'image/png' });
    saveDraft(key, {
      loginName: 'zhangsan',
      initialPwd: 'Secret@2026',
      confirmInitialPwd: 'Secret@2026',
      password: 'x',
      cover: { rawFile: file, src: 'blob:http://localhost/1', title: 'cover.png' },
      attachments: [
        { url: '/files/a.pdf', title: 'a.pdf' },
        { rawFile: file, title: 'b.pdf' },
      ],
      blob: file,
    });
    const raw = localStorage.getItem(key!) ?? '';
    expect(raw).not.toMatch(/Secret|Pwd|password|rawFile|blob:/);
    expect(readDraft(key)?.values).toEqual({ loginName: 'zhangsan', attachments: [{ url: '/files/a.pdf', title: 'a.pdf' }] });
  });
});

describe('the generic edit form', { timeout: 30_000 }, () => {
  it('keeps the unsaved values when the save meets an ended session, and offers them back after the next login', async () => {
    await openEdit();
    await screen.findByDisplayValue('中原恒泰期货有限公司');
    await formComplete();
    await userEvent.type(contact(), '甲');
    serve({ [UPDATE()]: ENDED });
    await userEvent.click(save());
    await waitFor(() => expect(unauthorizedHandler()).toHaveBeenCalled());
    const kept = readDraft(draftKey('memberUnit', 3, 'admin'));
    expect(kept?.values).toEqual({ contactPerson: '张伟甲', version: 2 });
    expect(kept?.path).toBe(`${EDIT}?id=3`);

    // Logged in again, the same user opens the same record.
    cleanup();
    logIn('admin');
    serveDeclared('memberUnit', [memberUnitRecord]);
    forgetCalls();
    await openEdit();
    await screen.findByDisplayValue('张伟');
    await formComplete();
    const offer = await screen.findByTestId('draft-offer');
    expect(offer).toHaveTextContent(/^发现您上次未保存的内容（保存于 \d\d:\d\d），是否恢复？/);
    await userEvent.click(screen.getByRole('button', { name: '恢复' }));
    expect(contact()).toHaveValue('张伟甲');
    expect(screen.queryByTestId('draft-offer')).not.toBeInTheDocument();
    // restored, not saved: nothing was sent until 保存
    expect(bodiesOf(UPDATE())).toEqual([]);
    await userEvent.click(save());
    await waitFor(() => expect(bodiesOf(UPDATE())).toHaveLength(1));
    expect(bodiesOf(UPDATE())[0]).toMatchObject({ id: 3, version: 2, contactPerson: '张伟甲' });
    await waitFor(() => expect(readDraft(draftKey('memberUnit', 3, 'admin'))).toBeNull());
  });

  it('keeps a draft when another call meets the ended session while the form has changes', async () => {
    await openEdit();
    await screen.findByDisplayValue('中原恒泰期货有限公司');
    await formComplete();
    await userEvent.type(contact(), '乙');
    const leaving = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    // unsaved changes: leaving the page asks first
    expect(leaving()).toBe(true);
    await get('user/getCenterUser').catch(() => undefined);
    expect(unauthorizedHandler()).toHaveBeenCalled();
    expect(readDraft(draftKey('memberUnit', 3, 'admin'))?.values).toMatchObject({ contactPerson: '张伟乙' });
    // kept as a draft: the way to the login page is not held up by the browser's prompt
    expect(leaving()).toBe(false);
  });

  it('keeps nothing when the session ends on an untouched form', async () => {
    await openEdit();
    await screen.findByDisplayValue('中原恒泰期货有限公司');
    await formComplete();
    await get('user/getCenterUser').catch(() => undefined);
    expect(unauthorizedHandler()).toHaveBeenCalled();
    expect(readDraft(draftKey('memberUnit', 3, 'admin'))).toBeNull();
  });

  it('keeps a draft and the values on screen when the save cannot reach the server', async () => {
    await openEdit();
    await screen.findByDisplayValue('中原恒泰期货有限公司');
    await formComplete();
    await userEvent.type(contact(), '丙');
    serve({ [UPDATE()]: networkError });
    await userEvent.click(save());
    await waitFor(() => expect(readDraft(draftKey('memberUnit', 3, 'admin'))?.values).toMatchObject({ contactPerson: '张伟丙' }));
    expect(contact()).toHaveValue('张伟丙');
    expect(unauthorizedHandler()).not.toHaveBeenCalled();
  });

  it('offers a draft only to the user who kept it, and 丢弃 deletes it', async () => {
    saveDraft(draftKey('memberUnit', 3, 'admin'), { contactPerson: '张伟丁', version: 2 });
    logIn('editor');
    await openEdit();
    await screen.findByDisplayValue('中原恒泰期货有限公司');
    await formComplete();
    expect(screen.queryByTestId('draft-offer')).not.toBeInTheDocument();

    cleanup();
    logIn('admin');
    await openEdit();
    await screen.findByTestId('draft-offer');
    await userEvent.click(screen.getByRole('button', { name: '丢弃' }));
    expect(screen.queryByTestId('draft-offer')).not.toBeInTheDocument();
    expect(contact()).toHaveValue('张伟');
    expect(readDraft(draftKey('memberUnit', 3, 'admin'))).toBeNull();
  });
});

describe('the list of drafts', () => {
  const renderList = () => renderAt('/system/welcome', { page: <DraftList /> });

  it("links to each of the user's forms with a draft, the latest first", async () => {
    const now = Date.now();
    saveDraft(draftKey('news', 12, 'admin'), { title: '新闻草稿' }, '/information/newsEdit?id=12', now - 60_000);
    saveDraft(draftKey('news', 'new', 'admin'), { title: '新建的新闻' }, '/information/newsEdit', now);
    saveDraft(draftKey('news', 13, 'editor'), { title: '别人的草稿' }, '/information/newsEdit?id=13', now);
    expect(listDrafts('admin').map((draft) => draft.key)).toEqual(['draft:admin:news:new', 'draft:admin:news:12']);
    await renderList();
    const list = screen.getByRole('region', { name: '未保存的草稿' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/information/newsEdit', '/information/newsEdit?id=12']);
    expect(links[0]).toHaveTextContent(/^新增-新闻/);
    expect(links[1]).toHaveTextContent(/^编辑-新闻/);
    expect(links[1]).toHaveTextContent(/保存于 \d\d-\d\d \d\d:\d\d/);
  });

  it('shows nothing without drafts', async () => {
    saveDraft(draftKey('news', 13, 'editor'), { title: '别人的草稿' }, '/information/newsEdit?id=13');
    await renderList();
    expect(screen.queryByTestId('draft-list')).not.toBeInTheDocument();
  });
});
