import { choice, datetime, defineResource, flag, orderSeq, text, textarea, url } from '../framework';

/** Menu of the scroll bar (scrollBarManage): its pictures are guarded by it too. */
export const SCROLL_BAR_MENU = 18;

const POSITIONS = ['首页', '资讯频道', '会员服务'];
const SPEEDS = ['慢速', '中速', '快速'];

// [title, content, position (1-based), link, online (Beijing), offline or '', enabled]
const DEMO_NOTICES: Array<[string, string, number, string, string, string, number]> = [
  ['2026年度会费缴纳通知', '请各会员单位于2026年12月31日前完成年度会费缴纳，逾期将影响会员权益。', 1, 'https://www.example.org.cn/notice/fee-2026', '2026-11-01 09:00:00', '2026-12-31 23:59:00', 1],
  ['App 3.12 版本更新公告', '协会App 3.12 版本已发布：资讯频道改版、新增标签筛选，欢迎更新体验。', 1, 'https://www.example.org.cn/app/3-12', '2026-11-18 20:00:00', '', 1],
  ['谨防冒用协会名义诈骗', '近期有不法分子冒用协会名义发送“资格认证”短信，请勿点击陌生链接，谨防上当受骗。', 1, 'https://www.example.org.cn/topic/anti-fraud', '2026-10-15 09:00:00', '', 1],
  ['后续职业培训安排', '2026年从业人员后续职业培训将于11月至12月分批进行，请登录培训平台报名。', 2, 'https://www.example.org.cn/training/2026-autumn', '2026-09-01 09:00:00', '2026-12-31 23:59:00', 1],
  ['自律规则公开征求意见', '《会员单位数据安全管理指引（征求意见稿）》公开征求意见，截止日期为12月15日。', 2, 'https://www.example.org.cn/rules/draft-data-security', '2026-11-15 09:00:00', '2026-12-15 23:59:00', 1],
  ['会员服务热线调整', '会员服务热线服务时间调整为工作日 8:30–17:30，节假日请通过App留言。', 3, '', '2026-07-01 09:00:00', '', 0],
];

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
    position: choice('展示位置', POSITIONS.map((label, index) => ({ value: index + 1, label })), { required: true, search: true, column: true }),
    speed: choice('滚动速度', SPEEDS.map((label, index) => ({ value: index + 1, label })), { defaultValue: 2 }),
    linkUrl: url('跳转链接', { helperText: '点击滚动栏打开的页面，留空则不跳转' }),
    onlineTime: datetime('上线时间', { column: true }),
    offlineTime: datetime('下线时间'),
    orderSeq: orderSeq('排序', { column: true, defaultValue: 1 }),
    status: flag('启用', { column: 'switch', onLabel: '启用', offLabel: '停用', defaultValue: 1 }),
  },
  sort: { field: 'orderSeq', order: 'ASC' },
  demo: () =>
    DEMO_NOTICES.map(([title, content, position, linkUrl, onlineTime, offlineTime, status], index) => ({
      title,
      content,
      position,
      speed: 2,
      linkUrl: linkUrl || undefined,
      onlineTime,
      offlineTime: offlineTime || undefined,
      orderSeq: index + 1,
      status,
    })),
});
