import { defineResource, flag, orderSeq, ref, richText, text } from '../framework';
import { PROBLEM_TYPE_FAQ } from './problemType';

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
  demo: () => import('./problem.demo').then((module) => module.default()),
});
