import { choice, datetime, defineResource, flag, orderSeq, text, textarea, url } from '../framework';

/** Menu of the scroll bar (scrollBarManage): its pictures are guarded by it too. */
export const SCROLL_BAR_MENU = 18;

const POSITIONS = ['首页', '资讯频道', '会员服务'];
const SPEEDS = ['慢速', '中速', '快速'];

/** Scroll bar (scrollBarManage): the scrolling notices of the app, each with its pictures (configuration). */
export default defineResource({
  name: 'scrollBar',
  title: '滚动栏',
  menuId: SCROLL_BAR_MENU,
  routes: { list: '/portal/scrollBarManage', edit: '/portal/scrollBarEdit' },
  api: 'portal/scroll',
  fields: {
    title: text('滚动栏标题', { required: true, max: 30, search: true, column: true, width: 200 }),
    content: textarea('滚动内容', { required: true, max: 200, column: true, width: 320 }),
    position: choice(
      '展示位置',
      POSITIONS.map((label, index) => ({ value: index + 1, label })),
      { required: true, search: true, column: true },
    ),
    speed: choice(
      '滚动速度',
      SPEEDS.map((label, index) => ({ value: index + 1, label })),
      { defaultValue: 2 },
    ),
    linkUrl: url('跳转链接', { helperText: '点击滚动栏打开的页面，留空则不跳转' }),
    onlineTime: datetime('上线时间', { column: true }),
    offlineTime: datetime('下线时间'),
    orderSeq: orderSeq('排序', { column: true, defaultValue: 1 }),
    status: flag('启用', { column: 'switch', onLabel: '启用', offLabel: '停用', defaultValue: 1 }),
  },
  sort: { field: 'orderSeq', order: 'ASC' },
  demo: () => import('./scrollBar.demo').then((module) => module.default()),
});
