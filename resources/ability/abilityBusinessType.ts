import { defineResource, flag, orderSeq, text, textarea } from '../framework';

/**
 * 业务类型 (ability building, menu 39): the business lines the question bank
 * is grouped by. Besides the five calls and the max-order call, the server
 * answers queryValidBusinessType (the enabled types) and
 * queryHasQuestionBusinessType (enabled or not, the types holding at least one
 * question) for the question bank's selects (features/abilityQuestionBank/server/abilityQuestionCalls.ts).
 * A type still holding questions is not deleted (the framework's reference rule).
 */
export default defineResource({
  name: 'abilityBusinessType',
  title: '业务类型',
  menuId: 39,
  routes: { list: '/ability/businessType', edit: '/ability/businessType/edit' },
  api: 'ability/abilityBusinessType',
  calls: {
    list: 'queryAbilityBusinessTypeList',
    create: 'addAbilityBusinessType',
    detail: 'queryAbilityBusinessTypeDetail',
    update: 'updateAbilityBusinessType',
    delete: 'deleteAbilityBusinessType',
  },
  maxOrder: { method: 'POST', call: 'queryMaxOrderSeq' },
  fields: {
    name: text('业务类型名称', { required: true, max: 30, rules: ['lettersDigitsChinese'], search: true, column: true, width: 200 }),
    description: textarea('描述', { max: 200, column: true, width: 360 }),
    enabled: flag('状态', { column: 'switch', search: true, onLabel: '启用', offLabel: '停用', defaultValue: 1 }),
    orderSeq: orderSeq('排序', { required: true, column: true }),
  },
  sort: { field: 'orderSeq', order: 'ASC' },
  demo: () => import('./abilityBusinessType.demo').then((module) => module.default()),
});
