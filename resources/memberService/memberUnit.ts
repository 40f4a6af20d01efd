import { choice, date, defineResource, image, orderSeq, text, textarea, url } from '../framework';

const UNIT_TYPES = ['证券公司', '基金管理公司', '期货公司', '商业银行', '律师事务所', '会计师事务所', '其他机构'];
const LEVELS = ['会长单位', '副会长单位', '理事单位', '会员单位'];

const DEMO_UNITS: Array<[string, number, number, string]> = [
  ['东方汇通证券股份有限公司', 0, 0, '上海市浦东新区世纪大道88号'],
  ['华润嘉盛基金管理有限公司', 1, 1, '深圳市福田区益田路6009号'],
  ['中原恒泰期货有限公司', 2, 2, '郑州市郑东新区商务外环路10号'],
  ['江南联合商业银行股份有限公司', 3, 2, '杭州市上城区钱江路1366号'],
  ['金诚律师事务所', 4, 3, '北京市朝阳区建国门外大街1号'],
  ['信衡会计师事务所（特殊普通合伙）', 5, 3, '北京市西城区金融大街35号'],
  ['北辰证券有限责任公司', 0, 1, '天津市和平区南京路189号'],
  ['鼎元基金管理股份有限公司', 1, 3, '广州市天河区珠江新城华夏路16号'],
  ['海峡融信期货股份有限公司', 2, 3, '福州市鼓楼区五四路158号'],
  ['长江财富证券股份有限公司', 0, 2, '武汉市江汉区新华路218号'],
  ['西部丝路投资咨询有限公司', 6, 3, '西安市高新区锦业路1号'],
  ['蓝海资产管理有限公司', 6, 3, '青岛市市南区香港中路8号'],
];

/** Member units (memberUnitManage): the association's member directory. */
export default defineResource({
  name: 'memberUnit',
  title: '会员单位名录',
  menuId: 29,
  routes: { list: '/memberService/memberUnitManage', edit: '/memberService/memberUnitEdit' },
  api: 'business/memberUnit',
  calls: {
    list: 'queryMemberUnitList',
    create: 'addMemberUnitData',
    detail: 'queryMemberUnitDetail',
    update: 'updateMemberUnitData',
    delete: 'deleteMemberUnitData',
  },
  fields: {
    unitName: text('单位名称', { required: true, max: 60, search: true, column: true, width: 260 }),
    unitType: choice('机构类型', UNIT_TYPES.map((label, index) => ({ value: index + 1, label })), { required: true, search: true, column: true }),
    memberLevel: choice('会员类别', LEVELS.map((label, index) => ({ value: index + 1, label })), { required: true, search: true, column: true }),
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
  },
  sort: { field: 'orderSeq', order: 'ASC' },
  demo: () =>
    DEMO_UNITS.map(([unitName, type, level, address], index) => ({
      unitName,
      unitType: type + 1,
      memberLevel: level + 1,
      creditCode: `91${String(310000 + index * 1111).padStart(6, '0')}MA1KR${String(4000 + index).padStart(4, '0')}X`,
      joinDate: `20${String(10 + index).padStart(2, '0')}-0${(index % 9) + 1}-15`,
      contactPerson: ['王明', '李华', '张伟', '刘洋', '陈静', '杨帆'][index % 6],
      contactPhone: `1380013${String(8000 + index).padStart(4, '0')}`,
      email: `member${index + 1}@example.com`,
      address,
      intro: `${unitName}是协会${LEVELS[level]}，依法合规经营，积极履行会员义务。`,
      orderSeq: index + 1,
    })),
});
