import { date, defineResource, flag, image, number, text, url } from '../framework';
import { demoImage } from './demoImages';

/** The message of the splash images' enable switch: the app shows one at a time. */
export const ONE_ENABLED_SPLASH = '同一时间只能启用一张开屏图片，请先停用当前启用的图片';

// [name, seconds, link, from, to, enabled]
const DEMO_SPLASHES: Array<[string, number, string, string, string, number]> = [
  ['默认开屏', 3, '', '2026-01-01', '', 1],
  ['2026年春节开屏', 5, 'https://www.example.org.cn/topic/spring-festival', '2026-02-10', '2026-02-24', 0],
  ['“3·15”投资者保护宣传开屏', 3, 'https://www.example.org.cn/topic/investor-protection', '2026-03-10', '2026-03-22', 0],
  ['协会成立纪念日开屏', 4, 'https://www.example.org.cn/about/history', '2026-07-18', '2026-07-25', 0],
  ['国庆节开屏', 5, '', '2026-09-30', '2026-10-08', 0],
];

/** Splash image (openScreenManage): the full-screen picture shown while the app starts. */
export default defineResource({
  name: 'welcomePicture',
  title: '开屏图片',
  menuId: 6,
  routes: { list: '/portal/openScreenManage', edit: '/portal/openScreenEdit' },
  api: 'portal/welcomePicture',
  fields: {
    name: text('图片名称', { required: true, max: 40, search: true, column: true, width: 240 }),
    picture: image('开屏图片', { column: true, helperText: '建议尺寸 1080×1920，支持 PNG、JPG、WEBP，不超过 5MB' }),
    duration: number('展示时长(秒)', { required: true, min: 1, max: 10, defaultValue: 3, column: true }),
    linkUrl: url('跳转链接', { helperText: '点击开屏图片打开的页面，留空则不跳转' }),
    startDate: date('投放开始日期', { column: true }),
    endDate: date('投放结束日期', { column: true }),
    status: flag('启用', { column: 'switch', onLabel: '启用', offLabel: '停用', exclusive: ONE_ENABLED_SPLASH }),
  },
  sort: { field: 'id', order: 'DESC' },
  demo: () =>
    DEMO_SPLASHES.map(([name, duration, linkUrl, startDate, endDate, status], index) => ({
      name,
      picture: demoImage(`splash-${index + 1}`, `${name}.svg`),
      duration,
      linkUrl: linkUrl || undefined,
      startDate,
      endDate: endDate || undefined,
      status,
    })),
});
