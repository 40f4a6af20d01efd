/**
 * Shared set-up of the account dialog tests: an msw server with a real RSA
 * key, the dialogs host with the message line inside react-admin's context
 * and a data router, and helpers for fields and dialogs.
 */
import { generateKeyPairSync } from 'node:crypto';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AdminContext, memoryStore } from 'react-admin';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { i18nProvider } from '../../src/i18n';
import { AccountDialogs } from '../../src/account/AccountDialogs';
import { Header } from '../../src/layout/Header';
import { MessageHost } from '../../src/layout/MessageHost';
import { createKeys } from '../../server/auth/rsa';

export const API = 'http://localhost/api/';
export const FILE_API = 'http://localhost/file-api/';
export const PHONE = '13812345678';

const pair = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
/** base64 DER (SPKI) without armour, as the server sends it. */
export const PUBLIC_KEY = pair.publicKey.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, '');
export const keys = createKeys(pair.privateKey, pair.publicKey);

export const server = setupServer();

export interface Recorder {
  keyRequests: number;
  /** 'key' and the POSTed URLs, in the order the server saw them. */
  order: string[];
  calls: Array<{ url: string; body: Record<string, unknown> }>;
}

export const recorder: Recorder = { keyRequests: 0, order: [], calls: [] };

export const resetRecorder = () => {
  recorder.keyRequests = 0;
  recorder.order = [];
  recorder.calls = [];
};

export const callsTo = (url: string) => recorder.calls.filter((call) => call.url === url).map((call) => call.body);

export type Answer = { status: number; statusText: string; data?: unknown };
export const ok: Answer = { status: 0, statusText: '', data: null };
export const failure = (statusText: string): Answer => ({ status: -1, statusText, data: null });

/** The public key and a POST at `url` answering `answer` (after `wait` ms). */
export const serve = (url: string, answer: Answer = ok, wait = 0) =>
  server.use(
    http.get(`${API}fastdfs/rsa/getPublicKey`, () => {
      recorder.keyRequests += 1;
      recorder.order.push('key');
      return HttpResponse.json({ status: 0, data: PUBLIC_KEY, statusText: '' });
    }),
    http.post(url, async ({ request }) => {
      recorder.order.push(url);
      recorder.calls.push({ url, body: (await request.json()) as Record<string, unknown> });
      if (wait) await delay(wait);
      return HttpResponse.json({ data: null, ...answer });
    }),
  );

/** The header, the dialogs host and the message line, as the layout mounts them. */
export const renderAccount = () => {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
            <Header />
            <AccountDialogs />
            <MessageHost />
          </AdminContext>
        ),
      },
    ],
    { initialEntries: ['/system/welcome'] },
  );
  return render(<RouterProvider router={router} />);
};

export const openChangePasswordFromMenu = async () => {
  fireEvent.click(screen.getByTestId('user-menu'));
  fireEvent.click(await screen.findByRole('menuitem', { name: '修改密码' }));
  return screen.findByRole('dialog', { name: '修改密码' });
};

export const input = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label) as HTMLInputElement;

export const type = (dialog: HTMLElement, label: string, value: string) => {
  const field = input(dialog, label);
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
};

export const submit = (dialog: HTMLElement, name = '确定') => fireEvent.click(within(dialog).getByRole('button', { name }));

export const buttonNames = (dialog: HTMLElement) => within(dialog).getAllByRole('button').map((button) => button.textContent?.trim()).filter(Boolean);

/** Escape, a backdrop click and a click on the area around the paper. */
export const tryToDismiss = async (dialog: HTMLElement) => {
  fireEvent.keyDown(dialog, { key: 'Escape', code: 'Escape' });
  const root = dialog.closest('.MuiDialog-root') as HTMLElement;
  for (const selector of ['.MuiBackdrop-root', '.MuiDialog-container']) {
    const area = root.querySelector(selector) as HTMLElement;
    fireEvent.mouseDown(area);
    fireEvent.mouseUp(area);
    fireEvent.click(area);
  }
  await act(async () => undefined);
};
