import { choice, datetime, defineResource, flag, image, orderSeq, text, url } from '../framework';

/** Menu of the carousel (carouselManage): its switch time is guarded by it too. */
export const CAROUSEL_MENU = 5;

const POSITIONS = ['首页顶部', '资讯频道', '会员服务'];

/** Carousel (carouselManage): the banners at the top of the app's pages. */
export default defineResource({
  name: 'carousel',
  title: '轮播图',
  menuId: CAROUSEL_MENU,
  routes: { list: '/portal/carouselManage', edit: '/portal/carouselEdit' },
  api: 'portal/carouse',
  fields: {
    title: text('轮播图标题', { required: true, max: 40, search: true, column: true, width: 280 }),
    picture: image('轮播图片', { column: true, helperText: '建议尺寸 750×320，支持 PNG、JPG、GIF、WEBP，不超过 5MB' }),
    position: choice(
      '展示位置',
      POSITIONS.map((label, index) => ({ value: index + 1, label })),
      { required: true, search: true, column: true },
    ),
    linkUrl: url('跳转链接', { helperText: '点击轮播图打开的页面，留空则不跳转' }),
    onlineTime: datetime('上线时间', { column: true }),
    offlineTime: datetime('下线时间', { column: true }),
    orderSeq: orderSeq('排序', { required: true, column: true, defaultValue: 1 }),
    status: flag('启用', { column: 'switch', onLabel: '启用', offLabel: '停用', defaultValue: 1 }),
  },
  sort: { field: 'orderSeq', order: 'ASC' },
  demo: () => import('./carousel.demo').then((module) => module.default()),
});
