import { choice, date, defineResource, flag, image, text, textarea } from '../framework';
import { demoImage } from './demoImages';

/** Menu of the theme skins (skinManage): the skin details and the black-and-white switch are guarded by it too. */
export const SKIN_MENU = 62;

/** The message of the skins' enable switch: the app wears one skin at a time. */
export const ONE_ENABLED_SKIN = '同一时间只能启用一套主题皮肤，请先停用当前启用的皮肤';

const SKIN_TYPES = ['默认皮肤', '节日皮肤', '活动皮肤'];

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

/** Theme skin (skinManage): the app's colour schemes and festival skins; colours and pictures per skin in skin/detail. */
export default defineResource({
  name: 'skin',
  title: '主题皮肤',
  menuId: SKIN_MENU,
  routes: { list: '/portal/skinManage', edit: '/portal/skinEdit' },
  api: 'skin/info',
  fields: {
    skinName: text('皮肤名称', { required: true, max: 20, search: true, column: true, width: 180 }),
    skinType: choice('皮肤类型', SKIN_TYPES.map((label, index) => ({ value: index + 1, label })), { required: true, search: true, column: true }),
    preview: image('预览图', { column: true, helperText: '皮肤效果预览，建议尺寸 375×812，不超过 5MB' }),
    startDate: date('生效日期', { column: true }),
    endDate: date('失效日期', { column: true }),
    status: flag('启用', { column: 'switch', onLabel: '启用', offLabel: '停用', exclusive: ONE_ENABLED_SKIN }),
    remark: textarea('说明', { max: 200 }),
  },
  sort: { field: 'id', order: 'ASC' },
  demo: () =>
    DEMO_SKINS.map(([skinName, skinType, startDate, endDate, status, remark], index) => ({
      skinName,
      skinType,
      preview: demoImage(`skin-${index + 1}`, `${skinName}.svg`),
      startDate,
      endDate: endDate || undefined,
      status,
      remark,
    })),
});
