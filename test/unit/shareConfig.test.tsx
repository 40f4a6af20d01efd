/**
 * 分享配置 (/system/shareConfig): cards disabled after load, 编辑 per card,
 * validation, save with the version, 取消, server errors, and 编辑 hidden
 * without the menu's `modify` unit.
 */
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AdminContext, memoryStore } from 'react-admin';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { authProvider } from '../../authProvider';
import { dataProvider } from '../../dataProvider';
import { setUserState } from '../../authProvider/session';
import { i18nProvider } from '../../src/i18n';
import { MessageHost } from '../../src/layout/MessageHost';
import ShareConfigPage from '../../src/pages/system/share/ShareConfigPage';
import { useConsoleServer } from './consoleServer';

const API = 'http://localhost/api/';
const ALL_UNITS = ['detail', 'list', 'add', 'modify', 'delete', 'enable'];

const item = (id: number, moduleCode: string, moduleName: string) => ({
  id,
  moduleCode,
  moduleName,
  shareTitle: `${moduleName}标题`,
  shareDesc: `${moduleName}描述`,
  shareIcon: id === 1 ? { url: 'https://cdn.example.org/news.png', title: 'news.png' } : null,
  shareUrl: `https://app.example.org/share/${moduleCode}`,
  status: 1,
  version: 3,
});
const ITEMS = [item(1, 'news', '新闻资讯'), item(2, 'faq', '常见问题')];

const server = setupServer();
const updates: Array<Record<string, unknown>> = [];

const serve = (answers: { list?: unknown; update?: unknown } = {}) => {
  updates.length = 0;
  server.use(
    http.post(`${API}system/share/queryList`, () => HttpResponse.json(answers.list ?? { status: 0, statusText: '', data: { list: ITEMS, total: ITEMS.length } })),
    http.post(`${API}system/share/updateDetails`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      updates.push(body);
      const saved = { ...ITEMS.find((row) => row.id === body.id)!, ...body, version: Number(body.version) + 1 };
      return HttpResponse.json(answers.update ?? { status: 0, statusText: '', data: saved });
    }),
  );
};

const logIn = (units: string[]) =>
  setUserState({
    token: 'token-1',
    menuList: [{ menuId: 1, menuName: '系统管理', dataUnits: [], children: [{ menuId: 17, menuName: '分享配置', dataUnits: units }] }],
    userInfo: { id: 1, cnName: '管理员' },
  });

const renderPage = () => {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore()}>
            <ShareConfigPage />
            <MessageHost />
          </AdminContext>
        ),
      },
    ],
    { initialEntries: ['/system/shareConfig'] },
  );
  render(<RouterProvider router={router} />);
};

const card = (name: string) => within(screen.getByRole('region', { name }));
const field = (name: string, label: string) => card(name).getByRole('textbox', { name: new RegExp(`^${label}`) });
/** The card's 编辑 button, once the card and the permission answers are there. */
const editButton = async (name: string) => {
  await screen.findByRole('region', { name });
  return card(name).findByRole('button', { name: '编辑' });
};
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

useConsoleServer(server, () => {
  logIn(ALL_UNITS);
  serve();
});

describe('share configuration page', { timeout: 20_000 }, () => {
  it('shows the loading text, then every item as a disabled card', async () => {
    renderPage();
    expect(screen.getByText('加载中，请稍后...')).toBeInTheDocument();
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
    renderPage();
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
    renderPage();
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
    await settle();
    expect(updates).toEqual([]);
  });

  it('saves with the version, shows 编辑成功 and disables the card with the saved values', async () => {
    renderPage();
    fireEvent.click(await editButton('常见问题'));
    fireEvent.change(field('常见问题', '分享标题'), { target: { value: '  常见问题解答 ' } });
    fireEvent.change(field('常见问题', '分享图标'), { target: { value: 'https://cdn.example.org/faq.png' } });
    fireEvent.click(card('常见问题').getByRole('switch'));
    fireEvent.click(card('常见问题').getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(updates).toEqual([
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
    expect(await screen.findByTestId('message')).toHaveTextContent('编辑成功');
    await waitFor(() => expect(field('常见问题', '分享标题')).toBeDisabled());
    expect(field('常见问题', '分享标题')).toHaveValue('常见问题解答');
    expect(card('常见问题').getByRole('switch')).not.toBeChecked();
    expect(card('常见问题').queryByRole('button', { name: '保存' })).toBeNull();
  });

  it('restores the loaded values on 取消', async () => {
    renderPage();
    fireEvent.click(await editButton('新闻资讯'));
    fireEvent.change(field('新闻资讯', '分享标题'), { target: { value: '改过的标题' } });
    fireEvent.click(card('新闻资讯').getByRole('button', { name: '取消' }));
    expect(field('新闻资讯', '分享标题')).toHaveValue('新闻资讯标题');
    expect(field('新闻资讯', '分享标题')).toBeDisabled();
    expect(updates).toEqual([]);
  });

  it('shows a server refusal and stays in edit mode with the typed values', async () => {
    serve({ update: { status: -1, statusText: '该记录已被他人修改，请刷新后重试', data: { conflict: true } } });
    renderPage();
    fireEvent.click(await editButton('新闻资讯'));
    fireEvent.change(field('新闻资讯', '分享标题'), { target: { value: '新标题' } });
    fireEvent.click(card('新闻资讯').getByRole('button', { name: '保存' }));
    expect(await screen.findByTestId('message')).toHaveTextContent('该记录已被他人修改，请刷新后重试');
    expect(field('新闻资讯', '分享标题')).toBeEnabled();
    expect(field('新闻资讯', '分享标题')).toHaveValue('新标题');
  });

  it('hides 编辑 without the modify unit', async () => {
    logIn(['list']);
    renderPage();
    await screen.findByText('新闻资讯');
    await settle();
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
  });

  it('shows 暂无数据, and a load failure with 重试', async () => {
    serve({ list: { status: -1, statusText: '服务器繁忙，请稍后重试', data: null } });
    renderPage();
    expect(await screen.findByText('服务器繁忙，请稍后重试')).toBeInTheDocument();
    serve({ list: { status: 0, statusText: '', data: { list: [], total: 0 } } });
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });
});
