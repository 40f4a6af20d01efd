import { defineResource, flag, orderSeq, ref, richText, text } from '../framework';
import { PROBLEM_TYPE_FAQ } from './problemType';

// [question, category (1-based row of problemType's demo), answer]
const FAQ: Array<[string, number, string]> = [
  ['哪些机构可以申请加入协会？', 1, '依法设立的证券公司、基金管理公司、期货公司及为证券市场提供服务的律师事务所、会计师事务所等机构，认可协会章程的，均可申请入会。'],
  ['入会申请一般需要多长时间？', 1, '材料齐全后，秘书处在20个工作日内完成初审，并提交最近一次会长办公会审议。'],
  ['会籍类别可以调整吗？', 1, '可以。会员单位可在每年第一季度提出会籍类别调整申请，经理事会审议通过后生效。'],
  ['年度会费什么时候缴纳？', 2, '年度会费应于每年3月31日前缴纳；新入会单位自入会当月起按比例缴纳当年会费。'],
  ['会费发票如何领取？', 2, '缴费到账后，可在APP“会员服务-会费缴纳”中申请电子发票，一般在5个工作日内开具。'],
  ['从业人员年检有哪些要求？', 3, '从业人员应按时完成年度后续职业培训学时，并由所在机构在年检期内提交年检材料。'],
  ['从业人员离职后注册信息如何处理？', 3, '机构应在从业人员离职后10个工作日内办理注销登记。'],
  ['忘记APP登录密码怎么办？', 4, '在登录页点击“忘记密码”，通过绑定手机号接收验证码后即可重置密码。'],
  ['为什么收不到协会的推送消息？', 4, '请在手机系统设置中允许协会APP发送通知，并在“我的-消息设置”中开启相应栏目的订阅。'],
  ['会员信息变更后多久在名录中更新？', 5, '变更申请经审核通过后，会员单位名录一般在3个工作日内完成更新。'],
  ['会员年报的报送截止时间是什么？', 5, '会员年报应于每年4月30日前通过会员服务系统报送。'],
];

/** FAQ (question): the questions and answers shown in the app; its categories are the problem categories of type 1. */
export default defineResource({
  name: 'problem',
  title: '常见问题',
  menuId: 13,
  routes: { list: '/interaction/question', edit: '/interaction/questionEdit' },
  api: 'interactive/problem',
  fields: {
    question: text('问题', { required: true, max: 100, search: true, column: true, width: 320 }),
    problemTypeId: ref('problemType', '问题分类', { required: true, search: true, column: true, filter: { type: PROBLEM_TYPE_FAQ } }),
    answer: richText('答案', { required: true }),
    isHot: flag('热门问题', { column: 'switch' }),
    status: flag('发布', { column: 'switch', onLabel: '已发布', offLabel: '未发布', defaultValue: 1 }),
    orderSeq: orderSeq('排序', { column: true, defaultValue: 0 }),
  },
  links: [{ label: '分类管理', to: `/interaction/questionClassification?type=${PROBLEM_TYPE_FAQ}` }],
  sort: { field: 'orderSeq', order: 'ASC' },
  demo: () =>
    FAQ.map(([question, type, answer], index) => ({
      question,
      problemTypeId: type,
      answer: `<p>${answer}</p>`,
      isHot: index < 3 ? 1 : 0,
      status: 1,
      orderSeq: index + 1,
    })),
});
