/** Demo rows of 开屏图片 (welcomePicture.ts), seeded by the server on first start; imported on demand, so the console never loads them. */
import { demoImage } from './demoImages';

// [name, seconds, link, from, to, enabled]
const DEMO_SPLASHES: Array<[string, number, string, string, string, number]> = [
  ['默认开屏', 3, '', '2026-01-01', '', 1],
  ['2026年春节开屏', 5, 'https://www.example.org.cn/topic/spring-festival', '2026-02-10', '2026-02-24', 0],
  ['“3·15”投资者保护宣传开屏', 3, 'https://www.example.org.cn/topic/investor-protection', '2026-03-10', '2026-03-22', 0],
  ['协会成立纪念日开屏', 4, 'https://www.example.org.cn/about/history', '2026-07-18', '2026-07-25', 0],
  ['国庆节开屏', 5, '', '2026-09-30', '2026-10-08', 0],
];

export default () =>
  DEMO_SPLASHES.map(([name, duration, linkUrl, startDate, endDate, status], index) => ({
    name,
    picture: demoImage(`splash-${index + 1}`, `${name}.svg`),
    duration,
    linkUrl: linkUrl || undefined,
    startDate,
    endDate: endDate || undefined,
    status,
  }));
