/** Messages of the product-introduction pages (`introduce`, menu 30): the two levels of categories. The lineage chart's are in features/productIntroduce/console/messages.ts. */
export const introduceMessages = {
  children: '子分类',
  breadcrumb: '所在分类',
  backToPrimaries: '返回一级分类',
  parentMissing: '所属一级分类不存在或已被删除',
};
