/**
 * The portal's bespoke pages: a scroll bar's pictures (load, add with an
 * upload, reorder, remove, checks, save with the version, refusal,
 * read-only) and a skin's detail (initial colours, checks, save with the
 * version, hidden without the detail unit).
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import ScrollPicturesPage from '../../src/pages/portal/ScrollPicturesPage';
import { SkinDetailSection } from '../../src/pages/portal/SkinDetailSection';
import { API, logIn, ok, refused, renderAt, server, settle } from './portalHarness';
import { useConsoleServer } from './consoleServer';

useConsoleServer(server);

const PNG = new File([new Uint8Array([137, 80, 78, 71])], '通知.png', { type: 'image/png' });
const STORED = { url: '/api/fastdfs/downloadfiles?fileId=f-1', title: '通知.png' };

describe('scroll bar pictures', { timeout: 20_000 }, () => {
  const saves: Array<Record<string, unknown>> = [];
  const FIRST = { picture: { url: '/portal-demo/carousel-1.svg', title: 'a.svg' }, title: '会费通知', linkUrl: 'https://www.example.org.cn/fee' };
  const SECOND = { picture: { url: '/portal-demo/carousel-2.svg', title: 'b.svg' }, title: '培训安排', linkUrl: '' };

  const serve = (answer?: unknown) => {
    saves.length = 0;
    server.use(
      http.post(`${API}portal/scroll/getPicture`, async ({ request }) => {
        const { scrollId } = (await request.json()) as { scrollId: number };
        return HttpResponse.json(ok({ scrollId, scrollTitle: '2026年度会费缴纳通知', pictures: [FIRST, SECOND], version: 3, updatedAt: null }));
      }),
      http.post(`${API}portal/scroll/addPicture`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        saves.push(body);
        return HttpResponse.json(answer ?? ok({ scrollId: body.scrollId, scrollTitle: '2026年度会费缴纳通知', pictures: body.pictures, version: 4, updatedAt: null }));
      }),
      http.post(`${API}fastdfs/uploadFile`, () =>
        HttpResponse.json(ok({ fileId: 'f-1', fileName: '通知.png', url: STORED.url, size: 4, contentType: 'image/png' })),
      ),
    );
  };

  const item = (index: number) => within(screen.getByRole('region', { name: `第${index}张` }));

  it('shows the scroll bar and its pictures in order', async () => {
    logIn(18);
    serve();
    renderAt(<ScrollPicturesPage />, '/portal/configuration?id=1');
    expect(await screen.findByText('滚动栏：2026年度会费缴纳通知')).toBeInTheDocument();
    expect(screen.getByText('已配置 2 张，最多 10 张')).toBeInTheDocument();
    expect(item(1).getByRole('img', { name: '第1张图片' })).toHaveAttribute('src', '/portal-demo/carousel-1.svg');
    expect(item(1).getByRole('textbox', { name: '图片标题' })).toHaveValue('会费通知');
    expect(item(2).getByRole('textbox', { name: '图片标题' })).toHaveValue('培训安排');
  });

  it('adds an uploaded picture, reorders, removes, and saves the whole list with the version', async () => {
    logIn(18);
    serve();
    renderAt(<ScrollPicturesPage />, '/portal/configuration?id=1');
    await screen.findByText('滚动栏：2026年度会费缴纳通知');
    fireEvent.click(await screen.findByRole('button', { name: '添加图片' }));
    fireEvent.change(screen.getByTestId('scroll-picture-file-3'), { target: { files: [PNG] } });
    await waitFor(() => expect(item(3).getByRole('img', { name: '第3张图片' })).toHaveAttribute('src', STORED.url));
    fireEvent.change(item(3).getByRole('textbox', { name: '图片标题' }), { target: { value: ' 谨防诈骗 ' } });
    fireEvent.change(item(3).getByRole('textbox', { name: '跳转链接' }), { target: { value: 'https://www.example.org.cn/anti-fraud' } });
    fireEvent.click(item(3).getByRole('button', { name: '第3张上移' }));
    fireEvent.click(item(1).getByRole('button', { name: '第1张删除' }));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(saves).toEqual([
        {
          scrollId: 1,
          version: 3,
          pictures: [
            { picture: STORED, title: '谨防诈骗', linkUrl: 'https://www.example.org.cn/anti-fraud' },
            SECOND,
          ],
        },
      ]),
    );
    expect(await screen.findByTestId('message')).toHaveTextContent('保存成功');
    expect(item(1).getByRole('textbox', { name: '图片标题' })).toHaveValue('谨防诈骗');
  });

  it('checks the pictures with the server\'s messages before saving', async () => {
    logIn(18);
    serve();
    renderAt(<ScrollPicturesPage />, '/portal/configuration?id=1');
    await screen.findByText('滚动栏：2026年度会费缴纳通知');
    fireEvent.click(await screen.findByRole('button', { name: '添加图片' }));
    fireEvent.change(item(1).getByRole('textbox', { name: '跳转链接' }), { target: { value: 'ftp://example.org' } });
    fireEvent.change(item(2).getByRole('textbox', { name: '图片标题' }), { target: { value: '题'.repeat(31) } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请上传第3张图片')).toBeInTheDocument();
    expect(screen.getByText('第1张图片的跳转链接必须是以 http 或 https 开头的有效网址')).toBeInTheDocument();
    expect(screen.getByText('第2张图片的标题不能超过30个字符')).toBeInTheDocument();
    await settle();
    expect(saves).toEqual([]);
  });

  it('refuses a file that is not a picture without uploading it', async () => {
    logIn(18);
    serve();
    renderAt(<ScrollPicturesPage />, '/portal/configuration?id=1');
    await screen.findByText('滚动栏：2026年度会费缴纳通知');
    fireEvent.click(await screen.findByRole('button', { name: '添加图片' }));
    fireEvent.change(screen.getByTestId('scroll-picture-file-3'), { target: { files: [new File(['x'], 'a.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByTestId('message')).toHaveTextContent('只能上传 PNG、JPG、GIF、WEBP 格式的图片');
    expect(item(3).getByText('未上传')).toBeInTheDocument();
  });

  it('shows a refused save and keeps the pictures', async () => {
    logIn(18);
    serve(refused('该记录已被他人修改，请刷新后重试', { conflict: true }));
    renderAt(<ScrollPicturesPage />, '/portal/configuration?id=1');
    await screen.findByText('滚动栏：2026年度会费缴纳通知');
    fireEvent.click(item(2).getByRole('button', { name: '第2张删除' }));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByTestId('message')).toHaveTextContent('该记录已被他人修改，请刷新后重试');
    expect(screen.queryByRole('region', { name: '第2张' })).toBeNull();
  });

  it('is read-only without the modify unit', async () => {
    logIn(18, ['list', 'detail']);
    serve();
    renderAt(<ScrollPicturesPage />, '/portal/configuration?id=1');
    await screen.findByText('滚动栏：2026年度会费缴纳通知');
    expect(screen.getByText('您没有修改权限，仅可查看')).toBeInTheDocument();
    expect(item(1).getByRole('textbox', { name: '图片标题' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
    expect(screen.queryByRole('button', { name: '添加图片' })).toBeNull();
  });

  it('says a missing scroll bar and leads back to the list', async () => {
    logIn(18);
    server.use(http.post(`${API}portal/scroll/getPicture`, () => HttpResponse.json(refused('滚动栏不存在或已被删除'))));
    renderAt(<ScrollPicturesPage />, '/portal/configuration?id=999');
    expect(await screen.findByText('滚动栏不存在或已被删除')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '返回列表' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/portal/scrollBarManage');
  });
});

describe('skin detail', { timeout: 20_000 }, () => {
  const saves: Array<Record<string, unknown>> = [];
  const DETAIL = {
    skinId: 2,
    skinName: '新春喜庆',
    themeColor: '#C8161D',
    navBarColor: '#C8161D',
    navTextColor: '#FFE3A3',
    tabBarColor: '#FFF6E5',
    tabActiveColor: '#C8161D',
    headerImage: null,
    tabBarImage: null,
    saved: false,
    version: 0,
    updatedAt: null,
  };

  const serve = () => {
    saves.length = 0;
    server.use(
      http.post(`${API}skin/detail/queryDetails`, () => HttpResponse.json(ok(DETAIL))),
      http.post(`${API}skin/detail/add`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        saves.push(body);
        return HttpResponse.json(ok({ ...DETAIL, ...body, saved: true, version: 1 }));
      }),
      http.post(`${API}fastdfs/uploadFile`, () =>
        HttpResponse.json(ok({ fileId: 'f-1', fileName: '通知.png', url: STORED.url, size: 4, contentType: 'image/png' })),
      ),
    );
  };

  const colour = (label: string) => screen.getByRole('textbox', { name: label });

  it('shows a never-saved skin\'s initial colours, then saves the detail with the version', async () => {
    logIn(62);
    serve();
    renderAt(<SkinDetailSection skinId={2} />, '/portal/skinEdit?id=2');
    await waitFor(() => expect(colour('主题色')).toHaveValue('#C8161D'));
    expect(screen.getByText('该皮肤尚未保存详情，以下为默认配色')).toBeInTheDocument();
    fireEvent.change(colour('导航栏文字颜色'), { target: { value: '#ffffff' } });
    fireEvent.change(screen.getByLabelText('选择标签选中颜色'), { target: { value: '#112233' } });
    fireEvent.change(screen.getByTestId('skin-picture-file-headerImage'), { target: { files: [PNG] } });
    await waitFor(() => expect(screen.getByRole('img', { name: '首页顶部背景图' })).toHaveAttribute('src', STORED.url));
    fireEvent.click(screen.getByRole('button', { name: '更新皮肤详情' }));
    await waitFor(() =>
      expect(saves).toEqual([
        {
          skinId: 2,
          version: 0,
          themeColor: '#C8161D',
          navBarColor: '#C8161D',
          navTextColor: '#FFFFFF',
          tabBarColor: '#FFF6E5',
          tabActiveColor: '#112233',
          headerImage: STORED,
          tabBarImage: null,
        },
      ]),
    );
    expect(await screen.findByTestId('message')).toHaveTextContent('保存成功');
    await waitFor(() => expect(screen.queryByText('该皮肤尚未保存详情，以下为默认配色')).toBeNull());
  });

  it('checks the colours with the server\'s messages and posts nothing', async () => {
    logIn(62);
    serve();
    renderAt(<SkinDetailSection skinId={2} />, '/portal/skinEdit?id=2');
    await waitFor(() => expect(colour('主题色')).toHaveValue('#C8161D'));
    fireEvent.change(colour('主题色'), { target: { value: 'red' } });
    fireEvent.change(colour('底部标签栏背景色'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: '更新皮肤详情' }));
    expect(await screen.findByText('主题色须为 #RRGGBB 格式的颜色值')).toBeInTheDocument();
    expect(screen.getByText('请选择底部标签栏背景色')).toBeInTheDocument();
    await settle();
    expect(saves).toEqual([]);
  });

  it('is read-only without the modify unit', async () => {
    logIn(62, ['list', 'detail']);
    serve();
    renderAt(<SkinDetailSection skinId={2} />, '/portal/skinEdit?id=2');
    await waitFor(() => expect(colour('主题色')).toHaveValue('#C8161D'));
    expect(colour('主题色')).toBeDisabled();
    expect(screen.queryByRole('button', { name: '更新皮肤详情' })).toBeNull();
  });

  it('shows nothing without the detail unit', async () => {
    logIn(62, ['list', 'modify']);
    serve();
    renderAt(<SkinDetailSection skinId={2} />, '/portal/skinEdit?id=2');
    await settle();
    await settle();
    expect(screen.queryByRole('region', { name: '皮肤详情' })).toBeNull();
  });
});
