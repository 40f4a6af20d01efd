/** Demo rows of 会员单位名录 (memberUnit.ts), seeded by the server on first start; imported on demand, so the console never loads them. */
import { LEVELS } from './memberUnit';

// [name, type, level, address, region, size class]: indexes into the declaration's lists (REGIONS, SIZE_CLASSES).
const DEMO_UNITS: Array<[string, number, number, string, number, number]> = [
  ['东方汇通证券股份有限公司', 0, 0, '上海市浦东新区世纪大道88号', 2, 0],
  ['华润嘉盛基金管理有限公司', 1, 1, '深圳市福田区益田路6009号', 4, 0],
  ['中原恒泰期货有限公司', 2, 2, '郑州市郑东新区商务外环路10号', 3, 1],
  ['江南联合商业银行股份有限公司', 3, 2, '杭州市上城区钱江路1366号', 2, 0],
  ['金诚律师事务所', 4, 3, '北京市朝阳区建国门外大街1号', 0, 2],
  ['信衡会计师事务所（特殊普通合伙）', 5, 3, '北京市西城区金融大街35号', 0, 1],
  ['北辰证券有限责任公司', 0, 1, '天津市和平区南京路189号', 0, 1],
  ['鼎元基金管理股份有限公司', 1, 3, '广州市天河区珠江新城华夏路16号', 4, 1],
  ['海峡融信期货股份有限公司', 2, 3, '福州市鼓楼区五四路158号', 2, 2],
  ['长江财富证券股份有限公司', 0, 2, '武汉市江汉区新华路218号', 3, 1],
  ['西部丝路投资咨询有限公司', 6, 3, '西安市高新区锦业路1号', 6, 2],
  ['蓝海资产管理有限公司', 6, 3, '青岛市市南区香港中路8号', 2, 2],
];

/** Names of demo member units whose staff are demo app users (server/db/seed.ts): questionnaires reach them. */
export const DEMO_STAFF_UNITS = DEMO_UNITS.slice(0, 6).map(([name]) => name);

export default () =>
  DEMO_UNITS.map(([unitName, type, level, address, region, size], index) => ({
    unitName,
    unitType: type + 1,
    region: region + 1,
    sizeClass: size + 1,
    memberLevel: level + 1,
    creditCode: `91${String(310000 + index * 1111).padStart(6, '0')}MA1KR${String(4000 + index).padStart(4, '0')}X`,
    joinDate: `20${String(10 + index).padStart(2, '0')}-0${(index % 9) + 1}-15`,
    contactPerson: ['王明', '李华', '张伟', '刘洋', '陈静', '杨帆'][index % 6],
    contactPhone: `1380013${String(8000 + index).padStart(4, '0')}`,
    email: `member${index + 1}@example.com`,
    address,
    intro: `${unitName}是协会${LEVELS[level]}，依法合规经营，积极履行会员义务。`,
    orderSeq: index + 1,
  }));
