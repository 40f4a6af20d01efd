/** Demo rows of 滚动栏 (scrollBar.ts), seeded by the server on first start; imported on demand, so the console never loads them. */

// [title, content, position (1-based), link, online (Beijing), offline or '', enabled]
const DEMO_NOTICES: Array<[string, string, number, string, string, string, number]> = [
  ['2026年度会费缴纳通知', '请各会员单位于2026年12月31日前完成年度会费缴纳，逾期将影响会员权益。', 1, 'https://www.example.org.cn/notice/fee-2026', '2026-11-01 09:00:00', '2026-12-31 23:59:00', 1],
  ['App 3.12 版本更新公告', '协会App 3.12 版本已发布：资讯频道改版、新增标签筛选，欢迎更新体验。', 1, 'https://www.example.org.cn/app/3-12', '2026-11-18 20:00:00', '', 1],
  ['谨防冒用协会名义诈骗', '近期有不法分子冒用协会名义发送“资格认证”短信，请勿点击陌生链接，谨防上当受骗。', 1, 'https://www.example.org.cn/topic/anti-fraud', '2026-10-15 09:00:00', '', 1],
  ['后续职业培训安排', '2026年从业人员后续职业培训将于11月至12月分批进行，请登录培训平台报名。', 2, 'https://www.example.org.cn/training/2026-autumn', '2026-09-01 09:00:00', '2026-12-31 23:59:00', 1],
  [
    '自律规则公开征求意见',
    '《会员单位数据安全管理指引（征求意见稿）》公开征求意见，截止日期为12月15日。',
    2,
    'https://www.example.org.cn/rules/draft-data-security',
    '2026-11-15 09:00:00',
    '2026-12-15 23:59:00',
    1,
  ],
  ['会员服务热线调整', '会员服务热线服务时间调整为工作日 8:30–17:30，节假日请通过App留言。', 3, '', '2026-07-01 09:00:00', '', 0],
];

export default () =>
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
  }));
