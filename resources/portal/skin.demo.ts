/** Demo rows of 主题皮肤 (skin.ts), seeded by the server on first start; imported on demand, so the console never loads them. */
import { demoImage } from './demoImages';

// [skinName, type (1-based), from, to, enabled, remark]
const DEMO_SKINS: Array<[string, number, string, string, number, string]> = [
  ['协会蓝（默认）', 1, '2026-01-01', '', 1, '协会标准色，未启用其他皮肤时使用'],
  ['新春喜庆', 2, '2026-02-10', '2026-02-24', 0, '春节期间使用，红金配色'],
  ['元宵灯会', 2, '2026-03-02', '2026-03-04', 0, '元宵节当周使用'],
  ['端午安康', 2, '2026-06-18', '2026-06-21', 0, '端午节假期使用，青绿配色'],
  ['中秋月圆', 2, '2026-09-24', '2026-09-27', 0, '中秋节假期使用'],
  ['国庆华诞', 2, '2026-09-30', '2026-10-08', 0, '国庆节假期使用'],
  ['投资者保护宣传周', 3, '2026-03-10', '2026-03-22', 0, '“3·15”投资者保护教育宣传周专题皮肤'],
  ['协会成立纪念日', 3, '2026-07-18', '2026-07-25', 0, '协会成立纪念日专题皮肤'],
];

export default () =>
  DEMO_SKINS.map(([skinName, skinType, startDate, endDate, status, remark], index) => ({
    skinName,
    skinType,
    preview: demoImage(`skin-${index + 1}`, `${skinName}.svg`),
    startDate,
    endDate: endDate || undefined,
    status,
    remark,
  }));
