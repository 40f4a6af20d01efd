import { defineResource, flag, image, number, orderSeq, text, textarea } from '../framework';

/** Largest score a level range may reach. */
export const LEVEL_SCORE_MAX = 999_999;

/**
 * The cross-field and cross-record checks of a level's score range (the server
 * answers them on the field, server/resources/rules/abilityLevel.ts): `%{name}`,
 * `%{min}` and `%{max}` name the other level.
 */
export const LEVEL_RANGE_MESSAGES = {
  order: '最高积分不能小于最低积分',
  overlap: '积分区间与等级“%{name}”（%{min}–%{max}分）重叠，请调整',
} as const;

export const formatOverlap = (other: { name: string; min: number; max: number }) =>
  LEVEL_RANGE_MESSAGES.overlap.replace('%{name}', other.name).replace('%{min}', String(other.min)).replace('%{max}', String(other.max));

/**
 * Ability levels (level, menu 41): the score range that reaches each level.
 * Ranges may leave gaps but never overlap (the server refuses an overlapping
 * range naming the other level); the coefficient range and the common
 * settings are on /ability/level/commonEdit (docs/ability.md, 等级).
 */
export default defineResource({
  name: 'abilityLevel',
  title: '能力等级',
  menuId: 41,
  routes: { list: '/ability/level', edit: '/ability/level/edit' },
  api: 'ability/abilityLevelManage',
  calls: {
    list: 'queryAbilityLevelManageList',
    create: 'addAbilityLevelManageData',
    detail: 'queryAbilityLevelManageDetail',
    update: 'updateAbilityLevelManageData',
    delete: 'deleteAbilityLevelManageData',
  },
  maxOrder: { method: 'POST', call: 'queryMaxOrderSeqValue' },
  fields: {
    levelName: text('等级名称', { required: true, max: 20, unique: '该等级名称已存在', search: true, column: true, width: 160 }),
    levelIcon: image('等级图标', { column: true, helperText: '建议尺寸 96×96 像素的透明底图片' }),
    minScore: number('最低积分', { required: true, min: 0, max: LEVEL_SCORE_MAX, column: true, helperText: '达到该积分即获得此等级' }),
    maxScore: number('最高积分', { required: true, min: 0, max: LEVEL_SCORE_MAX, column: true, helperText: '不小于最低积分，且不与其他等级的区间重叠' }),
    description: textarea('等级说明', { max: 200 }),
    orderSeq: orderSeq('排序', { required: true, column: true }),
    enabled: flag('启用', { column: 'switch', onLabel: '启用', offLabel: '停用', defaultValue: 1 }),
  },
  links: [{ label: '通用设置', to: '/ability/level/commonEdit' }],
  sort: { field: 'orderSeq', order: 'ASC' },
  demo: () => import('./abilityLevel.demo').then((module) => module.default()),
});
