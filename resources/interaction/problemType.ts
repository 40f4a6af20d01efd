import { categoryFields, choice, defineResource } from '../framework';

/** The modules the problem categories serve: the `type` query of their shared pages (1 selects the FAQ in the sidebar). */
export const PROBLEM_TYPE_FAQ = 1;
export const PROBLEM_TYPE_FEEDBACK = 2;

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

// The standard category fields, with this module's own after the name.
const { name: categoryName, ...categoryRest } = categoryFields();

/**
 * Problem categories (questionClassification), shared by the FAQ and by
 * questions and feedback: `?type=1` shows the FAQ's (and highlights the FAQ
 * in the sidebar), `?type=2` those of questions and feedback.
 */
export default defineResource({
  name: 'problemType',
  title: '问题分类',
  menuId: 13,
  routes: { list: '/interaction/questionClassification', edit: '/interaction/questionClassificationEdit' },
  api: 'interactive/problemType',
  scope: { field: 'type', param: 'type' },
  fields: {
    name: categoryName,
    type: choice(
      '所属模块',
      [
        { value: PROBLEM_TYPE_FAQ, label: '常见问题' },
        { value: PROBLEM_TYPE_FEEDBACK, label: '问题与反馈' },
      ],
      { required: true, search: true, column: true },
    ),
    ...categoryRest,
  },
  sort: { field: 'orderSeq', order: 'ASC' },
  demo: () => CATEGORIES.map(([name, type, status, remark], index) => ({ name, type, status, remark, orderSeq: index + 1 })),
});
