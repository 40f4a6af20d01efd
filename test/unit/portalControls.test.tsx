/**
 * The portal list controls: the carousel's switch time (read, checked, saved,
 * refused, read-only), the skins' black-and-white switch (confirmation, both
 * ways, read-only) and the icon list leading a common-module icon to iconEditCommon.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SwitchTimeControl } from '../../src/pages/portal/SwitchTimeControl';
import { BlackWhiteSwitch } from '../../src/pages/portal/BlackWhiteSwitch';
import IconListPage from '../../src/pages/portal/IconListPage';
import { API, logIn, ok, refused, renderAt, server, settle } from './portalHarness';
import { useConsoleServer } from './consoleServer';

useConsoleServer(server);

describe('carousel switch time', { timeout: 20_000 }, () => {
  const saves: Array<Record<string, unknown>> = [];
  const serve = (answer?: unknown) => {
    saves.length = 0;
    server.use(
      http.post(`${API}portal/carouse/getTheDiscussionTime`, () => HttpResponse.json(ok({ switchTime: 5, updatedAt: null }))),
      http.post(`${API}portal/carouse/setTheDiscussionTime`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        saves.push(body);
        return HttpResponse.json(answer ?? ok({ switchTime: body.switchTime, updatedAt: '2026-11-20T01:00:00.000Z' }));
      }),
    );
  };
  const input = () => screen.getByRole('spinbutton', { name: '轮播切换时间' });

  it('shows the saved seconds, saves a new value and says 操作成功', async () => {
    logIn(5);
    serve();
    renderAt(<SwitchTimeControl />, '/portal/carouselManage');
    await waitFor(() => expect(input()).toHaveValue(5));
    await waitFor(() => expect(input()).toBeEnabled());
    fireEvent.change(input(), { target: { value: '15' } });
    fireEvent.click(screen.getByRole('button', { name: '保存切换时间' }));
    await waitFor(() => expect(saves).toEqual([{ switchTime: 15 }]));
    expect(await screen.findByTestId('message')).toHaveTextContent('操作成功');
    expect(input()).toHaveValue(15);
  });

  it('refuses an empty, out-of-range or fractional value with the message and posts nothing', async () => {
    logIn(5);
    serve();
    renderAt(<SwitchTimeControl />, '/portal/carouselManage');
    await waitFor(() => expect(input()).toBeEnabled());
    fireEvent.change(input(), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: '保存切换时间' }));
    expect(await screen.findByText('请输入轮播切换时间')).toBeInTheDocument();
    for (const value of ['0', '61', '2.5']) {
      fireEvent.change(input(), { target: { value } });
      fireEvent.click(screen.getByRole('button', { name: '保存切换时间' }));
      expect(await screen.findByText('轮播切换时间须为1到60之间的整数（秒）')).toBeInTheDocument();
    }
    await settle();
    expect(saves).toEqual([]);
  });

  it('shows a server refusal and keeps the typed value', async () => {
    logIn(5);
    serve(refused('您没有该操作的权限'));
    renderAt(<SwitchTimeControl />, '/portal/carouselManage');
    await waitFor(() => expect(input()).toBeEnabled());
    fireEvent.change(input(), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: '保存切换时间' }));
    expect(await screen.findByTestId('message')).toHaveTextContent('您没有该操作的权限');
    expect(input()).toHaveValue(30);
  });

  it('is read-only without the modify unit', async () => {
    logIn(5, ['list', 'detail']);
    serve();
    renderAt(<SwitchTimeControl />, '/portal/carouselManage');
    await waitFor(() => expect(input()).toHaveValue(5));
    await settle();
    expect(input()).toBeDisabled();
    expect(screen.queryByRole('button', { name: '保存切换时间' })).toBeNull();
  });

  it('says a failed read and reads again on 重试', async () => {
    logIn(5);
    server.use(http.post(`${API}portal/carouse/getTheDiscussionTime`, () => HttpResponse.json(refused('服务器繁忙，请稍后重试'))));
    renderAt(<SwitchTimeControl />, '/portal/carouselManage');
    expect(await screen.findByText(/加载失败/)).toBeInTheDocument();
    serve();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(input()).toHaveValue(5));
  });
});

describe('black-and-white switch', { timeout: 20_000 }, () => {
  const updates: string[] = [];
  const serve = (status = 0) => {
    updates.length = 0;
    let current = status;
    server.use(
      http.get(`${API}skin/black/query`, () => HttpResponse.json(ok({ status: current, updatedAt: null }))),
      http.get(`${API}skin/black/update`, ({ request }) => {
        const next = new URL(request.url).searchParams.get('status') ?? '';
        updates.push(next);
        current = Number(next);
        return HttpResponse.json(ok({ status: current, updatedAt: '2026-11-20T01:00:00.000Z' }));
      }),
    );
  };
  const toggle = () => screen.getByRole('switch', { name: '黑白模式' });

  it('turns on after the confirmation, and off again', async () => {
    logIn(62);
    serve(0);
    renderAt(<BlackWhiteSwitch />, '/portal/skinManage');
    await waitFor(() => expect(toggle()).toBeEnabled());
    expect(toggle()).not.toBeChecked();
    expect(screen.getByText('黑白模式（已关闭）')).toBeInTheDocument();
    fireEvent.click(toggle());
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('确定开启黑白模式吗？开启后 App 所有页面将以黑白（灰度）显示。');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(updates).toEqual(['1']));
    await waitFor(() => expect(toggle()).toBeChecked());
    expect(await screen.findByTestId('message')).toHaveTextContent('操作成功');
    expect(screen.getByText('黑白模式（已开启）')).toBeInTheDocument();

    fireEvent.click(toggle());
    const again = await screen.findByRole('dialog');
    expect(again).toHaveTextContent('确定关闭黑白模式吗？');
    fireEvent.click(within(again).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(updates).toEqual(['1', '0']));
    await waitFor(() => expect(toggle()).not.toBeChecked());
  });

  it('changes nothing when the confirmation is cancelled', async () => {
    logIn(62);
    serve(1);
    renderAt(<BlackWhiteSwitch />, '/portal/skinManage');
    await waitFor(() => expect(toggle()).toBeChecked());
    await waitFor(() => expect(toggle()).toBeEnabled());
    fireEvent.click(toggle());
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(updates).toEqual([]);
    expect(toggle()).toBeChecked();
  });

  it('is read-only without the enable unit', async () => {
    logIn(62, ['list', 'detail', 'modify']);
    serve(1);
    renderAt(<BlackWhiteSwitch />, '/portal/skinManage');
    await waitFor(() => expect(toggle()).toBeChecked());
    await settle();
    expect(toggle()).toBeDisabled();
  });
});

describe('icon list', { timeout: 20_000 }, () => {
  const icon = (id: number, iconName: string, isCommonModule: number) => ({
    id,
    version: 0,
    iconName,
    isCommonModule,
    icon: null,
    moduleCode: 'news',
    linkUrl: null,
    orderSeq: id,
    status: 1,
  });

  const serve = () =>
    server.use(
      http.post(`${API}portal/icon/queryList`, () =>
        HttpResponse.json(ok({ list: [icon(1, '新闻资讯', 1), icon(9, '常见问题', 0)], total: 2 })),
      ),
    );

  const row = (name: string) => screen.getAllByRole('row').find((candidate) => candidate.textContent?.includes(name))!;

  it('edits a common-module icon on iconEditCommon', async () => {
    logIn(7);
    serve();
    renderAt(<IconListPage />, '/portal/iconManage');
    expect(await screen.findByText('常见问题')).toBeInTheDocument();
    expect(within(row('常见问题')).getByText('公共模块图标')).toBeInTheDocument();
    fireEvent.click(await within(row('常见问题')).findByRole('button', { name: '编辑' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/portal/iconEditCommon?id=9');
  });

  it('edits a home icon on iconEdit', async () => {
    logIn(7);
    serve();
    renderAt(<IconListPage />, '/portal/iconManage');
    fireEvent.click(await within(await screen.findByRole('row', { name: /新闻资讯/ })).findByRole('button', { name: '编辑' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/portal/iconEdit?id=1');
  });

  it('opens iconEditCommon on 添加公共图标', async () => {
    logIn(7);
    serve();
    renderAt(<IconListPage />, '/portal/iconManage');
    fireEvent.click(await screen.findByRole('button', { name: '添加公共图标' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/portal\/iconEditCommon$/);
  });

  it('hides 添加公共图标 without the add unit', async () => {
    logIn(7, ['list', 'detail', 'modify']);
    serve();
    renderAt(<IconListPage />, '/portal/iconManage');
    expect(await screen.findByText('常见问题')).toBeInTheDocument();
    await settle();
    expect(screen.queryByRole('button', { name: '添加公共图标' })).toBeNull();
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
  });
});
