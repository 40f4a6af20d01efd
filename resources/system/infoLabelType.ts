import { choice, defineResource, flag, orderSeq, text, textarea } from '../framework';

const GROUPS = ['资讯标签', '政策标签', '会员标签', '业务标签'];

/** Data dictionary (statisticManage): the labels that tag information items. */
export default defineResource({
  name: 'infoLabelType',
  title: '数据字典',
  menuId: 60,
  routes: { list: '/system/statisticManage', edit: '/system/statisticManage/edit' },
  api: 'business/infoLabelType',
  calls: {
    list: 'queryInfoLabelTypeList',
    create: 'add',
    update: 'update',
    delete: 'delete',
    detail: 'queryById',
  },
  fields: {
    labelName: text('标签名称', { required: true, max: 20, rules: ['lettersDigitsChinese'], search: true, column: true }),
    labelCode: text('标签编码', { required: true, max: 30, rules: ['lettersDigits'], column: true }),
    labelGroup: choice(
      '标签分组',
      GROUPS.map((label, index) => ({ value: index + 1, label })),
      { required: true, search: true, column: true },
    ),
    orderSeq: orderSeq('排序', { column: true, defaultValue: 0 }),
    status: flag('启用', { column: 'switch', onLabel: '启用', offLabel: '停用', defaultValue: 1 }),
    remark: textarea('备注', { max: 200 }),
  },
  sort: { field: 'orderSeq', order: 'ASC' },
  demo: () => import('./infoLabelType.demo').then((module) => module.default()),
});
