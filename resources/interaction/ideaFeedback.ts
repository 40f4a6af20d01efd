import { datetime, defineResource, flag, text, textarea } from '../framework';

/**
 * Opinion feedback (opinion, menu 55, 意见反馈): what app users send about the
 * app and the association's services (interactive/idea). Read-only here: the
 * list with its search and the detail; handling, issuing, the templates and
 * the exports come with the module's own page (issue 24).
 */
export default defineResource({
  name: 'ideaFeedback',
  title: '意见反馈',
  menuId: 55,
  routes: { list: '/interaction/opinion' },
  api: 'interactive/idea',
  calls: { list: 'queryList', detail: 'queryDetails' },
  readOnly: true,
  // The contract has no delete call.
  deletable: false,
  notFound: '反馈不存在或已被删除',
  fields: {
    title: text('标题', { required: true, max: 100, search: true, column: true, width: 200 }),
    content: textarea('反馈内容', { required: true, max: 2000, column: true, width: 220 }),
    contactName: text('联系人', { max: 64, column: true, width: 90 }),
    contactPhone: text('联系电话', { max: 20, column: true, mask: 'phone', width: 120 }),
    memberUnit: text('所属会员单位', { max: 100, column: true, width: 180 }),
    submittedAt: datetime('提交时间', { required: true, column: true }),
    dealWithStatus: flag('处理状态', { search: true, column: true, onLabel: '已处理', offLabel: '待处理' }),
    dealWithResult: textarea('处理结果', { max: 2000 }),
    dealtAt: datetime('处理时间'),
    issuedStatus: flag('下发状态', { search: true, column: true, onLabel: '已下发', offLabel: '未下发' }),
    issuedResult: textarea('下发结果', { max: 2000 }),
  },
  sort: { field: 'submittedAt', order: 'DESC' },
  demo: () => import('./ideaFeedback.demo').then((module) => module.default()),
});
