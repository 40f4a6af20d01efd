/** Demo rows of 问题分类 (problemType.ts), seeded by the server on first start; imported on demand, so the console never loads them. */
import { PROBLEM_TYPE_FAQ, PROBLEM_TYPE_FEEDBACK } from './problemType';

// [name, module, enabled, remark]
const CATEGORIES: Array<[string, number, number, string]> = [
  ['入会与会籍', PROBLEM_TYPE_FAQ, 1, '入会条件、会籍类别与变更'],
  ['会费缴纳', PROBLEM_TYPE_FAQ, 1, '会费标准、缴费方式与发票'],
  ['从业人员管理', PROBLEM_TYPE_FAQ, 1, '执业注册、年检与后续培训'],
  ['APP使用', PROBLEM_TYPE_FAQ, 1, '注册登录、消息推送与常用功能'],
  ['信息披露', PROBLEM_TYPE_FAQ, 1, '会员信息报送与公示'],
  ['业务咨询', PROBLEM_TYPE_FEEDBACK, 1, '会员业务办理中的咨询'],
  ['系统问题', PROBLEM_TYPE_FEEDBACK, 1, 'APP及会员服务系统的使用问题'],
  ['意见建议', PROBLEM_TYPE_FEEDBACK, 1, '对协会工作与服务的意见建议'],
  ['投诉举报', PROBLEM_TYPE_FEEDBACK, 0, '已转由意见反馈栏目受理（暂停使用）'],
];

export default () => CATEGORIES.map(([name, type, status, remark], index) => ({ name, type, status, remark, orderSeq: index + 1 }));
