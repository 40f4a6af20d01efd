/**
 * The portal list controls on their lists: the carousel's switch time (read,
 * checked, saved, refused, read-only), the skins' black-and-white switch
 * (confirmation, both ways, read-only) and the icon list leading a
 * common-module icon to iconEditCommon.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ALL_UNITS, bodiesOf, callsTo, logInAs, pathOf, quiet, refusal, renderAt, says, serve, setUpConsole } from './harness';
import { BLACK_WHITE_UPDATE, CAROUSELS, ICONS, SKINS, SWITCH_TIME, SWITCH_TIME_READ, SWITCH_TIME_SAVE, serveCarousel, serveIcons, serveSkins } from './fixtures/portal';

setUpConsole({ each: () => logInAs({ 5: ALL_UNITS, 62: ALL_UNITS, 7: ALL_UNITS }) });

describe('carousel switch time', { timeout: 20_000 }, () => {
  const input = () => screen.getByRole('spinbutton', { name: '轮播切换时间' });
  const save = () => fireEvent.click(screen.getByRole('button', { name: '保存切换时间' }));

  it('shows the saved seconds, saves a new value and says 操作成功', async () => {
    serveCarousel();
    await renderAt(CAROUSELS);
    await waitFor(() => expect(input()).toHaveValue(5));
    await waitFor(() => expect(input()).toBeEnabled());
    fireEvent.change(input(), { target: { value: '15' } });
    save();
    await waitFor(() => expect(bodiesOf(SWITCH_TIME_SAVE)).toEqual([{ switchTime: 15 }]));
    await says('操作成功');
    expect(input()).toHaveValue(15);
  });

  it('refuses an empty, out-of-range or fractional value with the message and posts nothing', async () => {
    serveCarousel();
    await renderAt(CAROUSELS);
    await waitFor(() => expect(input()).toBeEnabled());
    fireEvent.change(input(), { target: { value: '' } });
    save();
    expect(await screen.findByText('请输入轮播切换时间')).toBeInTheDocument();
    for (const value of ['0', '61', '2.5']) {
      fireEvent.change(input(), { target: { value } });
      save();
      expect(await screen.findByText('轮播切换时间须为1到60之间的整数（秒）')).toBeInTheDocument();
    }
    await quiet();
    expect(callsTo(SWITCH_TIME_SAVE)).toEqual([]);
  });

  it('shows a server refusal and keeps the typed value', async () => {
    serveCarousel({ [SWITCH_TIME_SAVE]: refusal('您没有该操作的权限') });
    await renderAt(CAROUSELS);
    await waitFor(() => expect(input()).toBeEnabled());
    fireEvent.change(input(), { target: { value: '30' } });
    save();
    await says('您没有该操作的权限');
    expect(bodiesOf(SWITCH_TIME_SAVE)).toEqual([{ switchTime: 30 }]);
    expect(input()).toHaveValue(30);
  });

  it('is read-only without the modify unit', async () => {
    logInAs({ 5: ['list', 'detail'] });
    serveCarousel();
    await renderAt(CAROUSELS);
    await waitFor(() => expect(input()).toHaveValue(5));
    await quiet();
    expect(input()).toBeDisabled();
    expect(screen.queryByRole('button', { name: '保存切换时间' })).toBeNull();
  });

  it('says a failed read and reads again on 重试', async () => {
    serveCarousel({ [SWITCH_TIME_READ]: refusal('服务器繁忙，请稍后重试') });
    await renderAt(CAROUSELS);
    expect(await screen.findByText(/加载失败/)).toBeInTheDocument();
    serve({ [SWITCH_TIME_READ]: SWITCH_TIME });
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(input()).toHaveValue(5));
    expect(callsTo(SWITCH_TIME_READ)).toHaveLength(2);
  });
});

describe('black-and-white switch', { timeout: 20_000 }, () => {
  const toggle = () => screen.getByRole('switch', { name: '黑白模式' });

  it('turns on after the confirmation, and off again', async () => {
    serveSkins(0);
    await renderAt(SKINS);
    await waitFor(() => expect(toggle()).toBeEnabled());
    expect(toggle()).not.toBeChecked();
    expect(screen.getByText('黑白模式（已关闭）')).toBeInTheDocument();
    fireEvent.click(toggle());
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('确定开启黑白模式吗？开启后 App 所有页面将以黑白（灰度）显示。');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(bodiesOf(BLACK_WHITE_UPDATE)).toEqual([{ status: '1' }]));
    await waitFor(() => expect(toggle()).toBeChecked());
    await says('操作成功');
    expect(screen.getByText('黑白模式（已开启）')).toBeInTheDocument();

    fireEvent.click(toggle());
    const again = await screen.findByRole('dialog');
    expect(again).toHaveTextContent('确定关闭黑白模式吗？');
    fireEvent.click(within(again).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(bodiesOf(BLACK_WHITE_UPDATE)).toEqual([{ status: '1' }, { status: '0' }]));
    await waitFor(() => expect(toggle()).not.toBeChecked());
  });

  it('changes nothing when the confirmation is cancelled', async () => {
    serveSkins(1);
    await renderAt(SKINS);
    await waitFor(() => expect(toggle()).toBeChecked());
    await waitFor(() => expect(toggle()).toBeEnabled());
    fireEvent.click(toggle());
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(BLACK_WHITE_UPDATE)).toEqual([]);
    expect(toggle()).toBeChecked();
  });

  it('is read-only without the enable unit', async () => {
    logInAs({ 62: ['list', 'detail', 'modify'] });
    serveSkins(1);
    await renderAt(SKINS);
    await waitFor(() => expect(toggle()).toBeChecked());
    await quiet();
    expect(toggle()).toBeDisabled();
  });
});

describe('icon list', { timeout: 20_000 }, () => {
  const row = (name: string) => screen.getAllByRole('row').find((candidate) => candidate.textContent?.includes(name))!;

  it('edits a common-module icon on iconEditCommon', async () => {
    serveIcons();
    const router = await renderAt(ICONS);
    expect(await screen.findByText('常见问题')).toBeInTheDocument();
    expect(within(row('常见问题')).getByText('公共模块图标')).toBeInTheDocument();
    fireEvent.click(await within(row('常见问题')).findByRole('button', { name: '编辑' }));
    expect(pathOf(router)).toBe('/portal/iconEditCommon?id=9');
  });

  it('edits a home icon on iconEdit', async () => {
    serveIcons();
    const router = await renderAt(ICONS);
    fireEvent.click(await within(await screen.findByRole('row', { name: /新闻资讯/ })).findByRole('button', { name: '编辑' }));
    expect(pathOf(router)).toBe('/portal/iconEdit?id=1');
  });

  it('opens iconEditCommon on 添加公共图标', async () => {
    serveIcons();
    const router = await renderAt(ICONS);
    fireEvent.click(await screen.findByRole('button', { name: '添加公共图标' }));
    expect(pathOf(router)).toBe('/portal/iconEditCommon');
  });

  it('hides 添加公共图标 without the add unit', async () => {
    logInAs({ 7: ['list', 'detail', 'modify'] });
    serveIcons();
    await renderAt(ICONS);
    expect(await screen.findByText('常见问题')).toBeInTheDocument();
    await quiet();
    expect(screen.queryByRole('button', { name: '添加公共图标' })).toBeNull();
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
  });
});
