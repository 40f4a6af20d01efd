import { choice, datetime, defineResource, text, textarea } from '../framework';

export const QUESTION_TYPES = ['开户与交易', '产品咨询', '投诉与纠纷', '政策法规', '其他'].map((label, index) => ({ value: index + 1, label }));

// [title, content, asker, phone, member unit, type (1-based), time asked (Beijing)]
const QUESTIONS: Array<[string, string, string, string, string, number, string]> = [
  ['融资融券开户需要满足哪些条件？', '我在证券公司开户满半年，想开通融资融券业务，请问资产和交易经验有什么要求？可以线上办理吗？', '陈先生', '13812345678', '东方汇通证券股份有限公司', 1, '2026-11-19 21:14'],
  ['基金定投收益为负是否应该停止扣款？', '定投某指数基金一年多，目前亏损约8%，是继续坚持还是先暂停？', '刘女士', '13987654321', '华润嘉盛基金管理有限公司', 2, '2026-11-18 12:40'],
  ['营业部员工推荐的理财产品亏损如何维权？', '营业部员工推荐购买一款私募产品，当时说保本，现在亏损30%，请问应当向哪个部门投诉？', '王先生', '15011223344', '北辰证券有限责任公司', 3, '2026-11-17 09:05'],
  ['注册制下新股申购规则有什么变化？', '想了解全面注册制以后，沪深主板新股申购的市值要求和中签规则是否有调整。', '赵女士', '18622334455', '长江财富证券股份有限公司', 4, '2026-11-15 20:31'],
  ['期货开户适当性测评未通过怎么办？', '在期货公司开户时适当性评估结果为C3，无法开通商品期权，需要多久才能重新测评？', '孙先生', '13566778899', '中原恒泰期货有限公司', 1, '2026-11-14 16:22'],
  ['账户长期不用会被冻结吗？', '有一个证券账户已经三年没有交易，听说会被认定为休眠账户，是否影响资金安全？', '周女士', '13300112233', '东方汇通证券股份有限公司', 1, '2026-11-12 10:48'],
  ['可转债强制赎回前需要注意什么？', '持有的可转债发布了强赎公告，不操作会有什么后果？转股和卖出哪个更合适？', '吴先生', '17788990011', '长江财富证券股份有限公司', 2, '2026-11-10 14:03'],
  ['接到自称协会工作人员的荐股电话是否可信？', '最近接到电话自称是协会工作人员，要求加微信群参与内部荐股，这种情况是真的吗？', '郑女士', '15900001111', '海峡融信期货股份有限公司', 3, '2026-11-08 19:26'],
  ['个人养老金账户可以购买哪些产品？', '已开立个人养老金资金账户，请问可以购买哪些基金产品，每年的缴存上限是多少？', '冯先生', '18811112222', '鼎元基金管理股份有限公司', 4, '2026-11-06 08:57'],
  ['证券账户密码遗忘如何重置？', '手机上证券App的交易密码忘记了，能否线上重置，还是必须到营业部现场办理？', '何女士', '13622223333', '北辰证券有限责任公司', 1, '2026-11-03 22:10'],
  ['私募基金合格投资者如何认定？', '想认购一只私募股权基金，管理人要求提供近三年年均收入证明，请问合格投资者的具体标准是什么？', '林先生', '13733334444', '蓝海资产管理有限公司', 4, '2026-11-01 11:11'],
  ['投资者教育基地的开放时间是什么时候？', '想带孩子参观协会的投资者教育基地，请问是否需要预约，周末是否开放？', '郭先生', '13944445555', '东方汇通证券股份有限公司', 5, '2026-10-30 15:35'],
];

/**
 * Investor questions (questionCollect): questions investors send from the app,
 * read-only here: the list with its search, delete and export to Excel
 * (business/investeQuestion: queryList, del, export).
 */
export default defineResource({
  name: 'investeQuestion',
  title: '投资者提问',
  menuId: 58,
  routes: { list: '/invest/questionCollect' },
  api: 'business/investeQuestion',
  calls: { list: 'queryList', delete: 'del' },
  readOnly: true,
  export: { fileName: '投资者提问', fields: ['title', 'content', 'questionType', 'askerName', 'phone', 'memberUnit', 'askTime'] },
  fields: {
    title: text('问题标题', { required: true, max: 100, search: true, column: true, width: 260 }),
    content: textarea('问题内容', { required: true, max: 2000, column: true, width: 320 }),
    questionType: choice('问题类型', QUESTION_TYPES, { search: true, column: true }),
    askerName: text('提问人', { max: 30, search: true, column: true, width: 120 }),
    phone: text('手机号', { max: 11, column: true, mask: 'phone', width: 130 }),
    memberUnit: text('所属会员单位', { max: 60, search: true, column: true, width: 220 }),
    askTime: datetime('提问时间', { required: true, column: true }),
  },
  sort: { field: 'askTime', order: 'DESC' },
  demo: () =>
    QUESTIONS.map(([title, content, askerName, phone, memberUnit, questionType, askTime]) => ({ title, content, askerName, phone, memberUnit, questionType, askTime })),
});
