/** Demo rows of 会员服务公告分类 (membershipType.ts), seeded by the server on first start; imported on demand, so the console never loads them. */

export default () => [
  { name: '通知公告', orderSeq: 1, status: 1, remark: '会员服务相关的通知与公告' },
  { name: '会费缴纳', orderSeq: 2, status: 1, remark: '会费标准、缴纳时间与方式' },
  { name: '入会服务', orderSeq: 3, status: 1, remark: '入会申请与审批' },
  { name: '会籍变更', orderSeq: 4, status: 1, remark: '会籍类别调整、名称变更与退会' },
  { name: '会员活动', orderSeq: 5, status: 1, remark: '会员交流、走访与专题活动' },
  { name: '培训服务', orderSeq: 6, status: 1, remark: '面向会员单位的培训安排' },
];
