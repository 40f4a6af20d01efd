import { choice, datetime, defineResource, flag, image, orderSeq, ref, richText, text, textarea } from '../framework';
import { SECONDARY_LEVEL } from './associationProductType';

/** Risk levels of investor suitability (R1 lowest to R5 highest). */
export const RISK_LEVELS = [
  { value: 'R1', label: 'R1 低风险' },
  { value: 'R2', label: 'R2 中低风险' },
  { value: 'R3', label: 'R3 中风险' },
  { value: 'R4', label: 'R4 中高风险' },
  { value: 'R5', label: 'R5 高风险' },
];

/** Product introduction (introduceManage): products the association presents, each in a secondary category. */
export default defineResource({
  name: 'associationProduct',
  title: '产品介绍',
  menuId: 30,
  routes: { list: '/business/introduceManage', edit: '/business/introduceEdit' },
  api: 'business/associationProduct',
  calls: {
    list: 'queryAssociationProductList',
    create: 'addAssociationProductData',
    detail: 'queryAssociationProductDetail',
    update: 'updateAssociationProductData',
    delete: 'deleteAssociationProductData',
  },
  maxOrder: { method: 'POST', call: 'queryMaxOrderSeqValue' },
  fields: {
    name: text('产品名称', { required: true, max: 60, search: true, column: true, width: 280 }),
    // Secondary categories only; the selects show '一级分类 / 二级分类'.
    typeId: ref('associationProductType', '产品分类', {
      required: true,
      search: true,
      column: true,
      filter: { level: SECONDARY_LEVEL },
      optionPrefix: 'parentIdLabel',
    }),
    productCode: text('产品代码', { max: 30, pattern: { regex: /^[A-Za-z0-9-]+$/, message: '产品代码只能包含字母、数字和“-”' }, column: true, example: 'SRV129' }),
    riskLevel: choice('风险等级', RISK_LEVELS, { required: true, search: true, column: true }),
    issuer: text('发行机构', { max: 60, search: true, column: true, width: 220 }),
    summary: textarea('产品简介', { max: 500 }),
    content: richText('产品详情'),
    cover: image('产品图片'),
    orderSeq: orderSeq('排序', { required: true, column: true }),
    releaseTime: datetime('发布时间', { required: true, column: true }),
    isTop: flag('置顶', { column: true }),
    status: flag('启用', { column: 'switch', onLabel: '启用', offLabel: '停用', defaultValue: 1 }),
  },
  links: [
    { label: '分类管理', to: '/business/introduceClassification?level=1' },
    { label: '产品图谱', to: '/business/introduceIcon' },
  ],
  sort: { field: 'orderSeq', order: 'ASC' },
  demo: () => import('./associationProduct.demo').then((module) => module.default()),
});
