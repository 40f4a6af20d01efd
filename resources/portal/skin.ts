import { choice, date, defineResource, flag, image, text, textarea } from '../framework';

/** Menu of the theme skins (skinManage): the skin details and the black-and-white switch are guarded by it too. */
export const SKIN_MENU = 62;

/** The message of the skins' enable switch: the app wears one skin at a time. */
export const ONE_ENABLED_SKIN = '同一时间只能启用一套主题皮肤，请先停用当前启用的皮肤';

const SKIN_TYPES = ['默认皮肤', '节日皮肤', '活动皮肤'];

/** Theme skin (skinManage): the app's colour schemes and festival skins; colours and pictures per skin in skin/detail. */
export default defineResource({
  name: 'skin',
  title: '主题皮肤',
  menuId: SKIN_MENU,
  routes: { list: '/portal/skinManage', edit: '/portal/skinEdit' },
  api: 'skin/info',
  fields: {
    skinName: text('皮肤名称', { required: true, max: 20, search: true, column: true, width: 180 }),
    skinType: choice(
      '皮肤类型',
      SKIN_TYPES.map((label, index) => ({ value: index + 1, label })),
      { required: true, search: true, column: true },
    ),
    preview: image('预览图', { column: true, helperText: '皮肤效果预览，建议尺寸 375×812，不超过 5MB' }),
    startDate: date('生效日期', { column: true }),
    endDate: date('失效日期', { column: true }),
    status: flag('启用', { column: 'switch', onLabel: '启用', offLabel: '停用', exclusive: ONE_ENABLED_SKIN }),
    remark: textarea('说明', { max: 200 }),
  },
  sort: { field: 'id', order: 'ASC' },
  demo: () => import('./skin.demo').then((module) => module.default()),
});
