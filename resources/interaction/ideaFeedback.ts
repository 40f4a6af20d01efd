import { datetime, defineResource, file, flag, number, text, textarea } from '../framework';

/**
 * Opinion feedback (opinion, menu 55, 意见反馈): what app users send about the
 * app and the association's services (interactive/idea). The rows arrive
 * through the app's call (features/feedback/server/appCalls.ts); operators handle a
 * feedback, then issue the result to its submitter, each step recorded.
 * The calls, the pages and the documents are the module's own
 * (features/feedback/server, features/feedback/console, docs/opinion-feedback.md): this
 * declaration gives the table, its fields and the console's catalog entry.
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
  ownCalls: 'features/feedback/server',
  notFound: '反馈不存在或已被删除',
  fields: {
    /** The reference number (YJ + submission date + sequence), on every document. */
    feedbackNo: text('反馈编号', { max: 32, column: true, width: 150 }),
    title: text('标题', { required: true, max: 100, search: true, column: true, width: 200 }),
    content: textarea('反馈内容', { required: true, max: 2000, column: true, width: 220 }),
    contactName: text('联系人', { max: 64, search: true, column: true, width: 90 }),
    contactPhone: text('联系电话', { max: 20, column: true, mask: 'phone', width: 120 }),
    // The unit's name as sent (a snapshot); memberUnitId links the unit, whose current name the calls answer.
    memberUnit: text('所属会员单位', { max: 100, column: true, width: 180 }),
    memberUnitId: number('所属会员单位编号', { min: 1, formHidden: true }),
    appUserId: number('APP用户编号', { min: 1, formHidden: true }),
    attachments: file('附件', { maxSizeMb: 20 }),
    submittedAt: datetime('提交时间', { required: true, column: true }),
    dealWithStatus: flag('处理状态', { search: true, column: true, onLabel: '已处理', offLabel: '待处理' }),
    dealWithResult: textarea('处理结果', { max: 2000 }),
    dealtAt: datetime('处理时间'),
    dealtBy: text('处理人', { max: 64 }),
    issuedStatus: flag('下发状态', { search: true, column: true, onLabel: '已下发', offLabel: '未下发' }),
    issuedResult: textarea('下发结果', { max: 2000 }),
    issuedAt: datetime('下发时间'),
    issuedBy: text('下发人', { max: 64 }),
  },
  sort: { field: 'submittedAt', order: 'DESC' },
});
