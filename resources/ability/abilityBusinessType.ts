import { defineResource, flag, orderSeq, text, textarea } from '../framework';

/**
 * 业务类型 (ability building, menu 39): the business lines the question bank
 * is grouped by. Besides the five calls and the max-order call, the server
 * answers queryValidBusinessType (the enabled types) and
 * queryHasQuestionBusinessType (enabled or not, the types holding at least one
 * question) for the question bank's selects (server/modules/abilityQuestionCalls.ts).
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
  demo: () => [
    { name: '经纪业务', description: '证券经纪、客户适当性管理、投资者教育与客户服务', enabled: 1, orderSeq: 1 },
    { name: '投资银行', description: '股票与债券承销保荐、财务顾问、尽职调查与内核', enabled: 1, orderSeq: 2 },
    { name: '资产管理', description: '证券公司资产管理业务、私募资产管理计划的募集与运作', enabled: 1, orderSeq: 3 },
    { name: '合规风控', description: '合规管理、风险控制指标、信息隔离墙与廉洁从业', enabled: 1, orderSeq: 4 },
    { name: '证券投资咨询', description: '投资顾问服务、证券研究报告发布与利益冲突管理', enabled: 1, orderSeq: 5 },
    { name: '反洗钱', description: '客户身份识别、大额和可疑交易报告、客户洗钱风险分类', enabled: 1, orderSeq: 6 },
    { name: '融资融券', description: '信用账户管理、保证金比例、维持担保比例与强制平仓', enabled: 1, orderSeq: 7 },
    { name: '场外衍生品', description: '收益互换、场外期权的交易商管理与投资者准入', enabled: 0, orderSeq: 8 },
  ],
});
