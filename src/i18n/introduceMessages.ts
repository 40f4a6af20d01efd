/** Messages of the product-introduction pages (`introduce`, menu 30): the two levels of categories and the lineage chart. */
export const introduceMessages = {
  children: '子分类',
  breadcrumb: '所在分类',
  backToPrimaries: '返回一级分类',
  parentMissing: '所属一级分类不存在或已被删除',
  chart: {
    loading: '加载中，请稍后...',
    retry: '重试',
    save: '保存',
    saved: '操作成功',
    notCreated: '产品图谱尚未创建，填写后保存即创建',
    previewTitle: '产品图谱预览',
    secondary: '%{name}（%{count} 个产品）',
  },
};
