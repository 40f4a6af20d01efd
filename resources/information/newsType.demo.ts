/** Demo rows of 新闻分类 (newsType.ts), seeded by the server on first start; imported on demand, so the console never loads them. */

export default () => [
  { name: '协会动态', orderSeq: 1, status: 1, remark: '协会工作会议、重大活动及领导讲话' },
  { name: '行业要闻', orderSeq: 2, status: 1, remark: '证券期货基金行业重要新闻' },
  { name: '政策法规', orderSeq: 3, status: 1, remark: '监管政策发布与解读' },
  { name: '通知公告', orderSeq: 4, status: 1, remark: '面向会员单位的通知与公告' },
  { name: '会员风采', orderSeq: 5, status: 1, remark: '会员单位合规文化建设与优秀实践' },
  { name: '媒体聚焦', orderSeq: 6, status: 0, remark: '主流媒体对协会工作的报道（暂停使用）' },
];
