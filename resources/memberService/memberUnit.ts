import { choice, date, defineResource, image, orderSeq, text, textarea, url } from '../framework';

export const UNIT_TYPES = ['证券公司', '基金管理公司', '期货公司', '商业银行', '律师事务所', '会计师事务所', '其他机构'];
export const LEVELS = ['会长单位', '副会长单位', '理事单位', '会员单位'];
/** Region and size class: attributes questionnaire sampling forms strata by (docs/questionnaire.md). */
export const REGIONS = ['华北', '东北', '华东', '华中', '华南', '西南', '西北'];
export const SIZE_CLASSES = ['大型', '中型', '小型'];
const options = (labels: string[]) => labels.map((label, index) => ({ value: index + 1, label }));

/** Member units (memberUnitManage): the association's member directory. */
export default defineResource({
  name: 'memberUnit',
  title: '会员单位名录',
  menuId: 29,
  routes: { list: '/memberService/memberUnitManage', edit: '/memberService/memberUnitEdit' },
  api: 'business/memberUnit',
  // 用户管理 (menu 47) chooses an app user's unit from this list (docs/app-users.md).
  readerMenus: [47],
  calls: {
    list: 'queryMemberUnitList',
    create: 'addMemberUnitData',
    detail: 'queryMemberUnitDetail',
    update: 'updateMemberUnitData',
    delete: 'deleteMemberUnitData',
  },
  fields: {
    // A search finds a unit by a former name too: older records still find the institution.
    unitName: text('单位名称', { required: true, max: 60, search: true, searchAlso: ['formerNames'], column: true, width: 260 }),
    unitType: choice('机构类型', options(UNIT_TYPES), { required: true, search: true, column: true }),
    region: choice('所属地区', options(REGIONS), { search: true }),
    sizeClass: choice('规模类别', options(SIZE_CLASSES), { search: true }),
    memberLevel: choice('会员类别', options(LEVELS), { required: true, search: true, column: true }),
    creditCode: text('统一社会信用代码', { max: 18, pattern: { regex: /^[0-9A-HJ-NPQRTUWXY]{18}$/, message: '统一社会信用代码为18位数字或大写字母' } }),
    joinDate: date('入会日期', { required: true, column: true }),
    contactPerson: text('联系人', { max: 20, rules: ['noDigits'] }),
    contactPhone: text('联系电话', { max: 20, pattern: { regex: /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})$/, message: '请输入正确的手机号或座机号' } }),
    email: text('电子邮箱', { max: 100, rules: ['email'] }),
    website: url('官方网站'),
    address: text('办公地址', { max: 120 }),
    logo: image('单位标识'),
    intro: textarea('单位简介', { max: 1000 }),
    orderSeq: orderSeq('排序', { column: true, defaultValue: 0 }),
    // Written by an approved institution-name change (features/examine/server/units.ts), with each name's last day.
    formerNames: textarea('曾用名', { max: 2000, formHidden: true, column: true, width: 240 }),
  },
  sort: { field: 'orderSeq', order: 'ASC' },
  demo: () => import('./memberUnit.demo').then((module) => module.default()),
});
