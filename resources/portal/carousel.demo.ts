/** Demo rows of 轮播图 (carousel.ts), seeded by the server on first start; imported on demand, so the console never loads them. */
import { demoImage } from './demoImages';

// [title, position (1-based), link, online (Beijing), offline (Beijing) or '', enabled]
const DEMO_BANNERS: Array<[string, number, string, string, string, number]> = [
  ['2026年度会员代表大会胜利召开', 1, 'https://www.example.org.cn/news/2026-member-congress', '2026-11-18 09:00:00', '', 1],
  ['“3·15”投资者保护教育宣传周', 1, 'https://www.example.org.cn/topic/investor-protection', '2026-03-10 08:00:00', '2026-03-22 23:59:00', 1],
  ['《自律规则汇编（2026版）》正式发布', 1, 'https://www.example.org.cn/rules/2026', '2026-10-09 10:00:00', '', 1],
  ['从业人员后续职业培训报名开启', 2, 'https://www.example.org.cn/training/2026-autumn', '2026-09-01 09:00:00', '2026-12-31 23:59:00', 1],
  ['协会App全新改版上线', 1, 'https://www.example.org.cn/app/3-12', '2026-11-20 20:00:00', '', 1],
  ['警惕非法证券期货活动 守护您的钱袋子', 3, 'https://www.example.org.cn/topic/anti-fraud', '2026-06-01 09:00:00', '', 0],
];

export default () =>
  DEMO_BANNERS.map(([title, position, linkUrl, onlineTime, offlineTime, status], index) => ({
    title,
    picture: demoImage(`carousel-${index + 1}`, `${title}.svg`),
    position,
    linkUrl,
    onlineTime,
    offlineTime: offlineTime || undefined,
    orderSeq: index + 1,
    status,
  }));
