/**
 * The editor changes their password end to end in Chromium, with the SMS code
 * read from the server log (the development SMS gateway writes it there); a
 * wrong code and a wrong old password each show the server's message and
 * change nothing. Runs on a server of its own, so other files keep the demo logins.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, OPERATOR_SCREEN } from './browser';
import { startServer, type RunningServer } from './serverProcess';
import { DEMO, loginAs } from './session';

const EDITOR_PHONE = '13800000002';
const NEW_PASSWORD = 'Newpass#2026';

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await browser.newPage(OPERATOR_SCREEN);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The newest code the log gateway wrote for `phone`. */
const lastCode = (phone: string): string | undefined => {
  const matches = [...readFileSync(server.logFile, 'utf8').matchAll(new RegExp(`${phone}\\D{0,40}?(\\d{6})`, 'g'))];
  return matches.at(-1)?.[1];
};

/** The code the server's log shows for `phone` once it is not `previous` (the SMS gateway writes to the log). */
const waitForCode = async (phone: string, previous?: string) => {
  await expect.poll(() => lastCode(phone)).toSatisfy((code: string | undefined) => !!code && code !== previous);
  return lastCode(phone)!;
};

const openChangePassword = async () => {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '修改密码' }).click();
  return page.getByRole('dialog');
};

const fillPasswords = async (dialog: ReturnType<Page['getByRole']>, oldPassword: string, code: string) => {
  await dialog.getByLabel('原密码', { exact: true }).fill(oldPassword);
  await dialog.getByLabel('新密码', { exact: true }).fill(NEW_PASSWORD);
  await dialog.getByLabel('确认新密码', { exact: true }).fill(NEW_PASSWORD);
  await dialog.getByLabel('验证码', { exact: true }).fill(code);
  await dialog.getByRole('button', { name: '确定' }).click();
};

describe("the editor's password", () => {
  it('shows the phone read-only, sends a code and counts down', async () => {
    await loginAs(page, server.url, 'editor');
    const dialog = await openChangePassword();
    const phone = dialog.getByLabel('手机号', { exact: true });
    await expect(phone.inputValue()).resolves.toBe(EDITOR_PHONE);
    await expect(phone.getAttribute('readonly')).resolves.not.toBeNull();
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    await dialog.getByText(/\d+\s*秒|\(\d+s\)/).waitFor();
    await waitForCode(EDITOR_PHONE);
  });

  it('refuses a wrong code and a wrong old password with the server messages, changing nothing', async () => {
    const dialog = page.getByRole('dialog');
    const code = lastCode(EDITOR_PHONE)!;
    const wrong = code === '000000' ? '111111' : '000000';
    await fillPasswords(dialog, DEMO.editor.password, wrong);
    await page.getByTestId('message').filter({ hasText: '验证码错误' }).waitFor();
    await expect(dialog.isVisible()).resolves.toBe(true);

    await fillPasswords(dialog, 'Wrong#Pass2026', code);
    await page.getByTestId('message').filter({ hasText: '原密码错误' }).waitFor();
    await expect(dialog.isVisible()).resolves.toBe(true);
  });

  it('changes it with the right code, then only the new password logs in', async () => {
    const dialog = page.getByRole('dialog');
    await fillPasswords(dialog, DEMO.editor.password, lastCode(EDITOR_PHONE)!);
    await page.getByTestId('message').filter({ hasText: '修改成功' }).waitFor();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await page.waitForURL(`${server.url}/login`);

    await page.getByLabel('用户名').fill('editor');
    await page.getByLabel('密码').fill(DEMO.editor.password);
    await page.getByRole('button', { name: '登 录' }).click();
    await page.getByTestId('message').filter({ hasText: '用户名或密码错误' }).waitFor();

    await page.getByLabel('密码').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: '登 录' }).click();
    await page.waitForURL(`${server.url}/system/welcome`);
  });
});
