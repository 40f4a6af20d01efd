/**
 * The portal's bespoke pages on their routes: a scroll bar's pictures (load,
 * add with an upload, reorder, remove, checks, save with the version,
 * refusal, read-only) and a skin's detail on its edit page (initial colours,
 * checks, save with the version, hidden without the detail unit).
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ALL_UNITS, bodiesOf, callsTo, logInAs, pathOf, quiet, refusal, renderAt, says, serve, setUpConsole } from './harness';
import { FIRST, PICTURES_SAVE, PNG, SCROLL_BARS, SCROLL_PICTURES, SECOND, SKIN_DETAIL_SAVE, SKIN_EDIT, STORED, serveScrollPictures, serveSkins } from './fixtures/portal';

setUpConsole({
  each: () => {
    logInAs({ 18: ALL_UNITS, 62: ALL_UNITS });
    serveScrollPictures();
    serveSkins();
  },
});

describe('scroll bar pictures', { timeout: 20_000 }, () => {
  const PAGE = `${SCROLL_PICTURES}?id=1`;
  const item = (index: number) => within(screen.getByRole('region', { name: `第${index}张` }));
  const loaded = () => screen.findByText('滚动栏：2026年度会费缴纳通知');

  it('shows the scroll bar and its pictures in order', async () => {
    await renderAt(PAGE);
    expect(await loaded()).toBeInTheDocument();
    expect(screen.getByText('已配置 2 张，最多 10 张')).toBeInTheDocument();
    expect(item(1).getByRole('img', { name: '第1张图片' })).toHaveAttribute('src', '/portal-demo/carousel-1.svg');
    expect(item(1).getByRole('textbox', { name: '图片标题' })).toHaveValue('会费通知');
    expect(item(2).getByRole('textbox', { name: '图片标题' })).toHaveValue('培训安排');
  });

  it('adds an uploaded picture, reorders, removes, and saves the whole list with the version', async () => {
    await renderAt(PAGE);
    await loaded();
    fireEvent.click(await screen.findByRole('button', { name: '添加图片' }));
    fireEvent.change(screen.getByTestId('scroll-picture-file-3'), { target: { files: [PNG] } });
    await waitFor(() => expect(item(3).getByRole('img', { name: '第3张图片' })).toHaveAttribute('src', STORED.url));
    fireEvent.change(item(3).getByRole('textbox', { name: '图片标题' }), { target: { value: ' 谨防诈骗 ' } });
    fireEvent.change(item(3).getByRole('textbox', { name: '跳转链接' }), { target: { value: 'https://www.example.org.cn/anti-fraud' } });
    fireEvent.click(item(3).getByRole('button', { name: '第3张上移' }));
    fireEvent.click(item(1).getByRole('button', { name: '第1张删除' }));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(bodiesOf(PICTURES_SAVE)).toEqual([
        {
          scrollId: 1,
          version: 3,
          pictures: [{ picture: STORED, title: '谨防诈骗', linkUrl: 'https://www.example.org.cn/anti-fraud' }, SECOND],
        },
      ]),
    );
    await says('保存成功');
    expect(item(1).getByRole('textbox', { name: '图片标题' })).toHaveValue('谨防诈骗');
  });

  it("checks the pictures with the server's messages before saving", async () => {
    await renderAt(PAGE);
    await loaded();
    fireEvent.click(await screen.findByRole('button', { name: '添加图片' }));
    fireEvent.change(item(1).getByRole('textbox', { name: '跳转链接' }), { target: { value: 'ftp://example.org' } });
    fireEvent.change(item(2).getByRole('textbox', { name: '图片标题' }), { target: { value: '题'.repeat(31) } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请上传第3张图片')).toBeInTheDocument();
    expect(screen.getByText('第1张图片的跳转链接必须是以 http 或 https 开头的有效网址')).toBeInTheDocument();
    expect(screen.getByText('第2张图片的标题不能超过30个字符')).toBeInTheDocument();
    await quiet();
    expect(callsTo(PICTURES_SAVE)).toEqual([]);
  });

  it('refuses a file that is not a picture without uploading it', async () => {
    await renderAt(PAGE);
    await loaded();
    fireEvent.click(await screen.findByRole('button', { name: '添加图片' }));
    fireEvent.change(screen.getByTestId('scroll-picture-file-3'), { target: { files: [new File(['x'], 'a.pdf', { type: 'application/pdf' })] } });
    await says('只能上传 PNG、JPG、GIF、WEBP 格式的图片');
    expect(item(3).getByText('未上传')).toBeInTheDocument();
    expect(callsTo('fastdfs/uploadFile')).toEqual([]);
  });

  it('shows a refused save and keeps the pictures', async () => {
    serve({ [PICTURES_SAVE]: refusal('该记录已被他人修改，请刷新后重试', { conflict: true }) });
    await renderAt(PAGE);
    await loaded();
    fireEvent.click(item(2).getByRole('button', { name: '第2张删除' }));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await says('该记录已被他人修改，请刷新后重试');
    expect(bodiesOf(PICTURES_SAVE)).toEqual([{ scrollId: 1, version: 3, pictures: [FIRST] }]);
    expect(screen.queryByRole('region', { name: '第2张' })).toBeNull();
  });

  it('is read-only without the modify unit', async () => {
    logInAs({ 18: ['list', 'detail'] });
    await renderAt(PAGE);
    await loaded();
    expect(screen.getByText('您没有修改权限，仅可查看')).toBeInTheDocument();
    expect(item(1).getByRole('textbox', { name: '图片标题' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
    expect(screen.queryByRole('button', { name: '添加图片' })).toBeNull();
  });

  // A failed read stays on its page (SingleRecordForm: redirectOnError={false}), with 重试 and the way back.
  it('says a missing scroll bar and leads back to the list', async () => {
    serve({ 'portal/scroll/getPicture': refusal('滚动栏不存在或已被删除') });
    const router = await renderAt(`${SCROLL_PICTURES}?id=999`);
    expect(await screen.findByText('滚动栏不存在或已被删除')).toBeInTheDocument();
    await quiet();
    expect(pathOf(router)).toBe(`${SCROLL_PICTURES}?id=999`);
    fireEvent.click(screen.getByRole('button', { name: '返回列表' }));
    await waitFor(() => expect(pathOf(router)).toMatch(new RegExp(`^${SCROLL_BARS}`)));
  });
});

describe('skin detail', { timeout: 20_000 }, () => {
  const PAGE = `${SKIN_EDIT}?id=2`;
  const colour = (label: string) => screen.getByRole('textbox', { name: label });
  const loaded = () => waitFor(() => expect(colour('主题色')).toHaveValue('#C8161D'));

  it("shows a never-saved skin's initial colours, then saves the detail with the version", async () => {
    await renderAt(PAGE);
    await loaded();
    expect(screen.getByText('该皮肤尚未保存详情，以下为默认配色')).toBeInTheDocument();
    fireEvent.change(colour('导航栏文字颜色'), { target: { value: '#ffffff' } });
    fireEvent.change(screen.getByLabelText('选择标签选中颜色'), { target: { value: '#112233' } });
    fireEvent.change(screen.getByTestId('skin-picture-file-headerImage'), { target: { files: [PNG] } });
    await waitFor(() => expect(screen.getByRole('img', { name: '首页顶部背景图' })).toHaveAttribute('src', STORED.url));
    fireEvent.click(screen.getByRole('button', { name: '更新皮肤详情' }));
    await waitFor(() =>
      expect(bodiesOf(SKIN_DETAIL_SAVE)).toEqual([
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
    await says('保存成功');
    await waitFor(() => expect(screen.queryByText('该皮肤尚未保存详情，以下为默认配色')).toBeNull());
  });

  it("checks the colours with the server's messages and posts nothing", async () => {
    await renderAt(PAGE);
    await loaded();
    fireEvent.change(colour('主题色'), { target: { value: 'red' } });
    fireEvent.change(colour('底部标签栏背景色'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: '更新皮肤详情' }));
    expect(await screen.findByText('主题色须为 #RRGGBB 格式的颜色值')).toBeInTheDocument();
    expect(screen.getByText('请选择底部标签栏背景色')).toBeInTheDocument();
    await quiet();
    expect(callsTo(SKIN_DETAIL_SAVE)).toEqual([]);
  });

  it('is read-only without the modify unit', async () => {
    logInAs({ 62: ['list', 'detail'] });
    await renderAt(PAGE);
    await loaded();
    expect(colour('主题色')).toBeDisabled();
    expect(screen.queryByRole('button', { name: '更新皮肤详情' })).toBeNull();
  });

  it('shows nothing without the detail unit', async () => {
    logInAs({ 62: ['list', 'modify'] });
    await renderAt(PAGE);
    expect(await screen.findByTestId('detail-form')).toBeInTheDocument();
    await quiet();
    expect(screen.queryByRole('region', { name: '皮肤详情' })).toBeNull();
    expect(screen.getByTestId('skin-detail')).toBeEmptyDOMElement();
  });
});
