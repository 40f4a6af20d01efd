import { choice, datetime, defineResource, text, textarea } from '../framework';

export const QUESTION_TYPES = ['开户与交易', '产品咨询', '投诉与纠纷', '政策法规', '其他'].map((label, index) => ({ value: index + 1, label }));

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
  demo: () => import('./investeQuestion.demo').then((module) => module.default()),
});
