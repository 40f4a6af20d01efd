import { categoryFields, choice, defineResource } from '../framework';

/** The modules the problem categories serve: the `type` query of their shared pages (1 selects the FAQ in the sidebar). */
export const PROBLEM_TYPE_FAQ = 1;
export const PROBLEM_TYPE_FEEDBACK = 2;

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
  demo: () => import('./problemType.demo').then((module) => module.default()),
});
