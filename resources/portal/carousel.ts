import { choice, datetime, defineResource, flag, image, orderSeq, text, url } from '../framework';
import { demoImage } from './demoImages';

/** Menu of the carousel (carouselManage): its switch time is guarded by it too. */
export const CAROUSEL_MENU = 5;

const POSITIONS = ['首页顶部', '资讯频道', '会员服务'];

// [title, position (1-based), link, online (Beijing), offline (Beijing) or '', enabled]
const DEMO_BANNERS: Array<[string, number, string, string, string, number]> = [
  ['2026年度会员代表大会胜利召开', 1, 'https://www.example.org.cn/news/2026-member-congress', '2026-11-18 09:00:00', '', 1],
  ['“3·15”投资者保护教育宣传周', 1, 'https://www.example.org.cn/topic/investor-protection', '2026-03-10 08:00:00', '2026-03-22 23:59:00', 1],
  ['《自律规则汇编（2026版）》正式发布', 1, 'https://www.example.org.cn/rules/2026', '2026-10-09 10:00:00', '', 1],
  ['从业人员后续职业培训报名开启', 2, 'https://www.example.org.cn/training/2026-autumn', '2026-09-01 09:00:00', '2026-12-31 23:59:00', 1],
  ['协会App全新改版上线', 1, 'https://www.example.org.cn/app/3-12', '2026-11-20 20:00:00', '', 1],
  ['警惕非法证券期货活动 守护您的钱袋子', 3, 'https://www.example.org.cn/topic/anti-fraud', '2026-06-01 09:00:00', '', 0],
];

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
    position: choice('展示位置', POSITIONS.map((label, index) => ({ value: index + 1, label })), { required: true, search: true, column: true }),
    linkUrl: url('跳转链接', { helperText: '点击轮播图打开的页面，留空则不跳转' }),
    onlineTime: datetime('上线时间', { column: true }),
    offlineTime: datetime('下线时间', { column: true }),
    orderSeq: orderSeq('排序', { required: true, column: true, defaultValue: 1 }),
    status: flag('启用', { column: 'switch', onLabel: '启用', offLabel: '停用', defaultValue: 1 }),
  },
  sort: { field: 'orderSeq', order: 'ASC' },
  demo: () =>
    DEMO_BANNERS.map(([title, position, linkUrl, onlineTime, offlineTime, status], index) => ({
      title,
      picture: demoImage(`carousel-${index + 1}`, `${title}.svg`),
      position,
      linkUrl,
      onlineTime,
      offlineTime: offlineTime || undefined,
      orderSeq: index + 1,
      status,
    })),
});
