/** Demo rows of 会员服务公告 (membership.ts), seeded by the server on first start; imported on demand, so the console never loads them. */

// [title, part, category (1-based row of membershipType's demo), membership class (1-based row of memberFeeStandard's demo, 0 for all)]
const ITEMS: Array<[string, number, number, number]> = [
  ['关于缴纳2027年度会费的通知', 1, 2, 0],
  ['关于调整特别会员单位会费标准的公告', 1, 2, 5],
  ['2026年度新入会会员单位名单公告', 1, 1, 0],
  ['关于开展会员单位信息年报工作的通知', 1, 1, 0],
  ['关于举办会员单位合规管理专题培训的通知', 1, 6, 4],
  ['会员单位走进交易所活动报名通知', 1, 5, 0],
  ['关于暂停受理入会申请的公告（系统升级期间）', 1, 3, 0],
  ['理事单位年度述职工作安排', 1, 1, 3],
  ['会长单位会籍服务说明', 2, 4, 1],
  ['普通会员单位申请升级为理事单位的办理流程', 2, 4, 4],
  ['会员单位名称变更办理须知', 2, 4, 0],
  ['会员退会申请办理须知', 2, 4, 0],
  ['观察员单位转为普通会员单位指引', 2, 3, 6],
  ['会费发票申领与邮寄服务', 2, 2, 0],
];

export default () =>
  ITEMS.map(([title, serviceType, type, level], index) => ({
    title,
    serviceType,
    membershipTypeId: type,
    memberFeeStandardId: level || undefined,
    summary: `${title}，请各会员单位知悉并按要求办理。`,
    content: `<p>各会员单位：</p><p>${title}，具体事项如下。请各会员单位认真阅读，按要求及时办理。</p><p>联系人：会员服务部，电话：010-66668888。</p>`,
    releaseTime: new Date(Date.UTC(2026, 10, 20 - index * 2, 2 + (index % 7), 0)).toISOString(),
    isTop: index === 0 ? 1 : 0,
    orderSeq: index + 1,
  }));
