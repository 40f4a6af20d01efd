import { date, defineResource, flag, number, orderSeq, text, textarea } from '../framework';

/**
 * Membership classes and their fee standard (NewMemberShipClass, 会籍服务分类):
 * what a member of each class pays and receives. Calls: business/memberFeeStandard.
 */
export default defineResource({
  name: 'memberFeeStandard',
  title: '会籍服务分类',
  menuId: 51,
  routes: { list: '/memberService/NewMemberShipClass', edit: '/memberService/membershipClassEdit' },
  api: 'business/memberFeeStandard',
  fields: {
    levelName: text('会籍类别', { required: true, max: 30, rules: ['lettersDigitsChinese'], search: true, column: true }),
    annualFee: number('年会费(元)', { required: true, min: 0, max: 10_000_000, column: true }),
    entranceFee: number('入会费(元)', { min: 0, max: 10_000_000, column: true }),
    services: textarea('享有服务', { max: 500 }),
    feeBasis: textarea('收费依据', { max: 300 }),
    effectiveDate: date('执行日期', { required: true, column: true }),
    orderSeq: orderSeq('排序', { column: true, defaultValue: 1 }),
    status: flag('启用', { column: 'switch', onLabel: '启用', offLabel: '停用', defaultValue: 1 }),
  },
  recordName: 'levelName',
  sort: { field: 'orderSeq', order: 'ASC' },
  demo: () => import('./memberFeeStandard.demo').then((module) => module.default()),
});
