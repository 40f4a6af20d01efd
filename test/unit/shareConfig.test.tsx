/**
 * 分享配置 (/system/shareConfig): cards disabled after load, 编辑 per card,
 * validation, save with the version, 取消, server errors, and 编辑 hidden
 * without the menu's `modify` unit.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ALL_UNITS, bodiesOf, callsTo, held, logInAs, ok, quiet, refusal, renderAt, says, serve, setUpConsole } from './harness';
import { SHARE_CONFIG, SHARE_ITEMS, SHARE_LIST, SHARE_UPDATE, serveShareConfig } from './fixtures/shareConfig';

setUpConsole({
  each: () => {
    logInAs({ 17: ALL_UNITS });
    serveShareConfig();
  },
});

const card = (name: string) => within(screen.getByRole('region', { name }));
const field = (name: string, label: string) => card(name).getByRole('textbox', { name: new RegExp(`^${label}`) });
/** The card's 编辑 button, once the card and the permission answers are there. */
const editButton = async (name: string) => {
  await screen.findByRole('region', { name });
  return card(name).findByRole('button', { name: '编辑' });
};

describe('share configuration page', { timeout: 20_000 }, () => {
  it('shows the loading text, then every item as a disabled card', async () => {
    const slow = held(ok({ list: SHARE_ITEMS, total: SHARE_ITEMS.length }));
    serve({ [SHARE_LIST()]: slow.responder });
    await renderAt(SHARE_CONFIG);
    expect(screen.getByText('加载中，请稍后...')).toBeInTheDocument();
    slow.release();
    expect(await screen.findByText('新闻资讯')).toBeInTheDocument();
    expect(screen.getByText('常见问题')).toBeInTheDocument();
    expect(field('新闻资讯', '分享标题')).toHaveValue('新闻资讯标题');
    expect(field('新闻资讯', '分享链接')).toHaveValue('https://app.example.org/share/news');
    expect(card('新闻资讯').getByRole('img', { name: '新闻资讯的分享图标' })).toHaveAttribute('src', 'https://cdn.example.org/news.png');
    for (const name of ['新闻资讯', '常见问题']) {
      for (const label of ['分享标题', '分享描述', '分享图标', '分享链接']) expect(field(name, label)).toBeDisabled();
      expect(card(name).getByRole('switch', { name: `${name}的启用状态` })).toBeDisabled();
      expect(card(name).queryByRole('button', { name: '保存' })).toBeNull();
    }
    expect(await editButton('新闻资讯')).toBeInTheDocument();
  });

  it('enables one card only on 编辑, with 保存 and 取消 there', async () => {
    await renderAt(SHARE_CONFIG);
    fireEvent.click(await editButton('新闻资讯'));
    expect(field('新闻资讯', '分享标题')).toBeEnabled();
    expect(card('新闻资讯').getByRole('switch')).toBeEnabled();
    expect(card('新闻资讯').getByRole('button', { name: '保存' })).toBeInTheDocument();
    expect(card('新闻资讯').getByRole('button', { name: '取消' })).toBeInTheDocument();
    expect(field('常见问题', '分享标题')).toBeDisabled();
    expect(card('常见问题').queryByRole('button', { name: '保存' })).toBeNull();
    expect(card('常见问题').getByRole('button', { name: '编辑' })).toBeInTheDocument();
  });

  it('shows the validation messages and posts nothing', async () => {
    await renderAt(SHARE_CONFIG);
    fireEvent.click(await editButton('常见问题'));
    fireEvent.change(field('常见问题', '分享标题'), { target: { value: ' ' } });
    fireEvent.change(field('常见问题', '分享描述'), { target: { value: '述'.repeat(121) } });
    fireEvent.change(field('常见问题', '分享链接'), { target: { value: 'ftp://app.example.org/faq' } });
    fireEvent.click(card('常见问题').getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入分享标题')).toBeInTheDocument();
    expect(screen.getByText('分享描述不能超过120个字符')).toBeInTheDocument();
    expect(screen.getByText('分享链接须以 http:// 或 https:// 开头')).toBeInTheDocument();
    fireEvent.change(field('常见问题', '分享标题'), { target: { value: '题'.repeat(41) } });
    fireEvent.change(field('常见问题', '分享链接'), { target: { value: '' } });
    fireEvent.click(card('常见问题').getByRole('button', { name: '保存' }));
    expect(await screen.findByText('分享标题不能超过40个字符')).toBeInTheDocument();
    expect(screen.getByText('请输入分享链接')).toBeInTheDocument();
    await quiet();
    expect(callsTo(SHARE_UPDATE())).toEqual([]);
  });

  it('saves with the version, shows 编辑成功 and disables the card with the saved values', async () => {
    await renderAt(SHARE_CONFIG);
    fireEvent.click(await editButton('常见问题'));
    fireEvent.change(field('常见问题', '分享标题'), { target: { value: '  常见问题解答 ' } });
    fireEvent.change(field('常见问题', '分享图标'), { target: { value: 'https://cdn.example.org/faq.png' } });
    fireEvent.click(card('常见问题').getByRole('switch'));
    fireEvent.click(card('常见问题').getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(bodiesOf(SHARE_UPDATE())).toEqual([
        {
          id: 2,
          version: 3,
          shareTitle: '常见问题解答',
          shareDesc: '常见问题描述',
          shareIcon: { url: 'https://cdn.example.org/faq.png' },
          shareUrl: 'https://app.example.org/share/faq',
          status: 0,
        },
      ]),
    );
    await says('编辑成功');
    await waitFor(() => expect(field('常见问题', '分享标题')).toBeDisabled());
    expect(field('常见问题', '分享标题')).toHaveValue('常见问题解答');
    expect(card('常见问题').getByRole('switch')).not.toBeChecked();
    expect(card('常见问题').queryByRole('button', { name: '保存' })).toBeNull();
  });

  it('restores the loaded values on 取消', async () => {
    await renderAt(SHARE_CONFIG);
    fireEvent.click(await editButton('新闻资讯'));
    fireEvent.change(field('新闻资讯', '分享标题'), { target: { value: '改过的标题' } });
    fireEvent.click(card('新闻资讯').getByRole('button', { name: '取消' }));
    expect(field('新闻资讯', '分享标题')).toHaveValue('新闻资讯标题');
    expect(field('新闻资讯', '分享标题')).toBeDisabled();
    expect(callsTo(SHARE_UPDATE())).toEqual([]);
  });

  it('shows a server refusal and stays in edit mode with the typed values', async () => {
    serve({ [SHARE_UPDATE()]: refusal('该记录已被他人修改，请刷新后重试', { conflict: true }) });
    await renderAt(SHARE_CONFIG);
    fireEvent.click(await editButton('新闻资讯'));
    fireEvent.change(field('新闻资讯', '分享标题'), { target: { value: '新标题' } });
    fireEvent.click(card('新闻资讯').getByRole('button', { name: '保存' }));
    await says('该记录已被他人修改，请刷新后重试');
    expect(field('新闻资讯', '分享标题')).toBeEnabled();
    expect(field('新闻资讯', '分享标题')).toHaveValue('新标题');
  });

  it('hides 编辑 without the modify unit', async () => {
    logInAs({ 17: ['list'] });
    await renderAt(SHARE_CONFIG);
    await screen.findByText('新闻资讯');
    await quiet();
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
  });

  it('shows 暂无数据, and a load failure with 重试', async () => {
    serve({ [SHARE_LIST()]: refusal('服务器繁忙，请稍后重试') });
    await renderAt(SHARE_CONFIG);
    expect(await screen.findByText('服务器繁忙，请稍后重试')).toBeInTheDocument();
    serve({ [SHARE_LIST()]: ok({ list: [], total: 0 }) });
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });
});
