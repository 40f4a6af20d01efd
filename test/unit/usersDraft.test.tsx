/**
 * A bespoke form with drafts: the new-user form whose save cannot reach the
 * server keeps a draft without the passwords, offered back next time.
 */
import { describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { USER_RESOURCE } from '../../features/systemUsers/contract/calls';
import { draftKey, readDraft, saveDraft } from '../../src/drafts/draftStore';
import { ALL_UNITS, bodiesOf, logInAs, networkError, renderAt, setUpConsole } from './harness';
import { EDIT, serveUsers, userRow } from './fixtures/users';

setUpConsole({ each: () => serveUsers() });

const form = () => within(screen.getByTestId('user-form'));
const input = (label: RegExp) => form().getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => {
  fireEvent.change(input(label), { target: { value } });
  fireEvent.blur(input(label));
};
const choose = async (label: RegExp, option: string) => {
  // The select shows once its dictionary is there (slow on a busy machine).
  fireEvent.mouseDown(await form().findByRole('combobox', { name: label }, { timeout: 10_000 }));
  fireEvent.click(await screen.findByRole('option', { name: option }, { timeout: 10_000 }));
};
const asAdmin = () => logInAs({ 2: ALL_UNITS }, { id: 1, cnName: '管理员', loginName: 'admin' });

describe('new user form drafts', { timeout: 30_000 }, () => {
  it('keeps a draft without the passwords when the save cannot reach the server, and offers it back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    asAdmin();
    serveUsers({ 'user/addCenterUser': networkError });
    await renderAt(EDIT);
    await screen.findByTestId('user-form');
    type(/登录名/, 'wangwu');
    type(/姓名/, '王五');
    type(/手机号/, '13912345678');
    await choose(/角色/, '内容编辑');
    await choose(/岗位/, '专员');
    type(/^初始密码/, 'Init@2026');
    type(/确认初始密码/, 'Init@2026');
    fireEvent.click(form().getByRole('button', { name: '保存' }));

    const key = draftKey(USER_RESOURCE, undefined, 'admin');
    await waitFor(() => expect(readDraft(key)?.values).toMatchObject({ loginName: 'wangwu', cnName: '王五', phone: '13912345678', roleCode: 'editor' }));
    expect(localStorage.getItem(key!)).not.toMatch(/Init@2026|Pwd/);
    expect(input(/姓名/)).toHaveValue('王五');
    // Tried once, and it never reached the server.
    expect(bodiesOf('user/addCenterUser')).toHaveLength(1);

    cleanup();
    asAdmin();
    await renderAt(EDIT);
    await screen.findByTestId('draft-offer', undefined, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: '恢复' }));
    await waitFor(() => expect(input(/姓名/)).toHaveValue('王五'));
    expect(input(/登录名/)).toHaveValue('wangwu');
    expect(input(/^初始密码/)).toHaveValue('');
  });

  it('saves a restored edit draft with the version it was based on, so a later change meets the conflict check', async () => {
    asAdmin();
    // The draft was kept at version 2; the record has moved on to version 4 since.
    saveDraft(draftKey(USER_RESOURCE, 101, 'admin'), { cnName: '草稿里的名字', version: 2 }, `${EDIT}?id=101`);
    await renderAt(`${EDIT}?id=101`, { state: { record: userRow(1) } });
    await screen.findByTestId('draft-offer', undefined, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: '恢复' }));
    await waitFor(() => expect(input(/姓名/)).toHaveValue('草稿里的名字'));
    fireEvent.click(form().getByRole('button', { name: '保存' }));
    await waitFor(() => expect(bodiesOf('user/modifyCenterUser')).toHaveLength(1));
    expect(bodiesOf('user/modifyCenterUser')[0]).toMatchObject({ id: 101, version: 2, cnName: '草稿里的名字' });
  });
});
