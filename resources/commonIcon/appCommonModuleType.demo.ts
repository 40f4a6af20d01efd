/** Demo rows of 模块分类 (appCommonModuleType.ts), seeded by the server on first start; imported on demand, so the console never loads them. */

// [name, remark]
const CATEGORIES: Array<[string, string]> = [
  ['首页常用', 'APP首页“常用功能”区展示的模块'],
  ['会员服务', '会员单位名录、会籍服务与会费公告等'],
  ['自律管理', '自律规则、纪律处分与资格查询'],
  ['信息服务', '新闻资讯、行情信息与数据统计'],
  ['投资者服务', '投资者教育、投资者提问与企业之声'],
  ['互动交流', '常见问题、问题与反馈及意见反馈'],
];

export default () => CATEGORIES.map(([typeName, remark], index) => ({ typeName, remark, orderSeq: index + 1 }));
