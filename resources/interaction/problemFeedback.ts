import { datetime, defineResource, flag, ref, text, textarea } from '../framework';
import { PROBLEM_TYPE_FEEDBACK } from './problemType';

/** Questions and feedback (questionAndFeedback): operators answer what members ask; categories are the problem categories of type 2. */
export default defineResource({
  name: 'problemFeedback',
  title: '问题与反馈',
  menuId: 14,
  routes: { list: '/interaction/questionAndFeedback', edit: '/interaction/questionAndFeedbackEdit' },
  api: 'interactive/problemFeedback',
  fields: {
    title: text('问题标题', { required: true, max: 100, search: true, column: true, width: 280 }),
    problemTypeId: ref('problemType', '问题分类', { required: true, search: true, column: true, filter: { type: PROBLEM_TYPE_FEEDBACK } }),
    content: textarea('问题描述', { required: true, max: 1000 }),
    submitter: text('提问人', { max: 30, column: true }),
    unitName: text('所属单位', { max: 60, column: true, width: 220 }),
    contactPhone: text('联系电话', { max: 20, pattern: { regex: /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})$/, message: '请输入正确的手机号或座机号' } }),
    submitTime: datetime('提问时间', { required: true, column: true }),
    replyStatus: flag('答复状态', { search: true, column: true, onLabel: '已答复', offLabel: '待答复' }),
    reply: textarea('答复内容', { max: 2000 }),
    isPublic: flag('公开展示', { column: 'switch' }),
  },
  links: [{ label: '分类管理', to: `/interaction/questionClassification?type=${PROBLEM_TYPE_FEEDBACK}` }],
  sort: { field: 'submitTime', order: 'DESC' },
  demo: () => import('./problemFeedback.demo').then((module) => module.default()),
});
