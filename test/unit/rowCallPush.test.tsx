/**
 * The 推送 row call of the news list (jgPushRowCall): asks for confirmation
 * naming the item, sends business/jgPush/jgPush {module, id, title}, shows
 * 推送成功 or the server's refusal; the tooltip tells the last push; the
 * button needs the 'modify' unit; announcements only on the membership list.
 */
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RaRecord } from 'react-admin';
import news from '../../resources/information/news';
import membership from '../../resources/memberService/membership';
import { ALL_UNITS, bodiesOf, logInAs, ok, quiet, refusal, renderAt, serve, serveDeclared, setUpConsole } from './harness';
import { newsRows, serveNews } from './fixtures/news';

const PUSH = 'business/jgPush/jgPush';
const LAST_PUSH = 'business/jgPush/queryLastPush';

setUpConsole({
  each: () => {
    logInAs({ 9: ALL_UNITS, 51: ALL_UNITS });
    serveNews();
    serve({ [LAST_PUSH]: ok({ 102: '2026-11-21T02:05:00.000Z' }) });
  },
});

const rowOf = (text: string) => within(screen.getByText(text).closest('tr') as HTMLElement);
const pushes = () => bodiesOf(PUSH);
const lastAsked = () => bodiesOf(LAST_PUSH);

describe('推送 on the news list', { timeout: 20_000 }, () => {
  it('asks for confirmation, sends the push and says 推送成功', async () => {
    serve({ [PUSH]: { statusText: '推送成功', data: { id: 1 } } });
    await renderAt(news.routes.list);
    await screen.findByText('新闻标题1');
    fireEvent.click(rowOf('新闻标题1').getByRole('button', { name: '推送' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('确定将「新闻标题1」推送给App用户吗？')).toBeInTheDocument();
    expect(pushes()).toEqual([]);
    fireEvent.click(dialog.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('推送成功')).toBeInTheDocument();
    expect(pushes()).toEqual([{ module: 'news', id: 101, title: '新闻标题1' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    await renderAt(news.routes.list);
    await screen.findByText('新闻标题1');
    fireEvent.click(rowOf('新闻标题1').getByRole('button', { name: '推送' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(pushes()).toEqual([]);
  });

  it("shows the server's refusal of a repeated push", async () => {
    serve({ [PUSH]: refusal('该内容已于10:05推送，请勿重复推送') });
    await renderAt(news.routes.list);
    await screen.findByText('新闻标题2');
    fireEvent.click(rowOf('新闻标题2').getByRole('button', { name: '推送' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('该内容已于10:05推送，请勿重复推送')).toBeInTheDocument();
  });

  it('tells the last push of each row, asked once for the page', async () => {
    await renderAt(news.routes.list);
    await screen.findByText('新闻标题1');
    await waitFor(() => expect(rowOf('新闻标题2').getByRole('button', { name: '推送' })).toHaveAccessibleDescription(/^最近推送：2026-11-21 \d\d:05$/));
    expect(rowOf('新闻标题1').getByRole('button', { name: '推送' })).toHaveAccessibleDescription('尚未推送');
    expect(lastAsked()).toEqual([
      {
        module: 'news',
        ids: newsRows()
          .slice(0, 10)
          .map((row) => row.id),
      },
    ]);
  });

  it('asks for the last pushes only once the rows are shown and the browser is idle', async () => {
    const idleCallbacks: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idleCallbacks.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    try {
      await renderAt(news.routes.list);
      await screen.findByText('新闻标题1');
      // The rows are shown and the hints wait for the browser's idle time, which has not come.
      await waitFor(() => expect(idleCallbacks.length).toBeGreaterThan(0));
      await quiet();
      expect(lastAsked()).toEqual([]);
      expect(rowOf('新闻标题1').getByRole('button', { name: '推送' })).not.toHaveAccessibleDescription();
      act(() => idleCallbacks.forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 50 })));
      await waitFor(() => expect(rowOf('新闻标题1').getByRole('button', { name: '推送' })).toHaveAccessibleDescription('尚未推送'));
      expect(lastAsked()).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('is not offered without the modify unit', async () => {
    logInAs({ 9: ALL_UNITS.filter((unit) => unit !== 'modify') });
    await renderAt(news.routes.list);
    await screen.findByText('新闻标题1');
    await waitFor(() => expect(rowOf('新闻标题1').getByRole('button', { name: '删除' })).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: '推送' })).not.toBeInTheDocument();
  });
});

describe('推送 on the membership list', { timeout: 20_000 }, () => {
  it('is offered on announcements only', async () => {
    const row = (id: number, title: string, serviceType: number): RaRecord => ({ id, version: 0, title, serviceType, membershipTypeId: 1, releaseTime: '2026-11-20T02:00:00.000Z' });
    serveDeclared('membershipType', []);
    serveDeclared('membership', [row(1, '关于缴纳2027年度会费的通知', 1), row(2, '会员退会申请办理须知', 2)]);
    await renderAt(membership.routes.list);
    await screen.findByText('会员退会申请办理须知');
    expect(rowOf('关于缴纳2027年度会费的通知').getByRole('button', { name: '推送' })).toBeInTheDocument();
    expect(rowOf('会员退会申请办理须知').queryByRole('button', { name: '推送' })).not.toBeInTheDocument();
  });
});
