import { choice, datetime, defineResource, text, textarea } from '../framework';

/** 0 waiting for review, 1 approved, 2 rejected. */
export const EXAMINE_STATUSES = [
  { value: 0, label: '待审核' },
  { value: 1, label: '审核通过' },
  { value: 2, label: '审核驳回' },
];

/**
 * Institution-name review (mechanismAudit, menu 21, 机构名称同步审核): the
 * member-unit names a sync brought in, waiting for review or reviewed
 * (org/examine). Read-only here: the list with its search and the detail; the
 * sync, the review itself and the review history come with the module's own
 * pages (issue 24).
 */
export default defineResource({
  name: 'orgExamine',
  title: '机构名称同步审核',
  menuId: 21,
  routes: { list: '/examine/mechanismAudit' },
  api: 'org/examine',
  calls: { list: 'queryOrgExamineList', detail: 'queryInfo' },
  readOnly: true,
  // The contract has no delete call.
  deletable: false,
  notFound: '审核记录不存在或已被删除',
  fields: {
    orgCode: text('机构代码', { required: true, max: 32, column: true, width: 100 }),
    // The name the association holds now; the search finds the synced name too.
    orgName: text('机构名称', { required: true, max: 100, search: true, searchAlso: ['newOrgName'], column: true, width: 240 }),
    newOrgName: text('同步名称', { required: true, max: 100, column: true, width: 240 }),
    syncedAt: datetime('同步时间', { required: true, column: true }),
    examineStatus: choice('审核状态', EXAMINE_STATUSES, { search: true, column: true, defaultValue: 0 }),
    examineOpinion: textarea('审核意见', { max: 500, column: true, width: 280 }),
    examinedAt: datetime('审核时间', { column: true }),
    examinedBy: text('审核人', { max: 64 }),
  },
  recordName: 'orgName',
  sort: { field: 'syncedAt', order: 'DESC' },
  demo: () => import('./orgExamine.demo').then((module) => module.default()),
});
