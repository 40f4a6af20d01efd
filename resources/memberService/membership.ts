import { choice, datetime, defineResource, file, flag, image, orderSeq, ref, richText, text, textarea } from '../framework';
import { jgPushRowCall } from '../jgPush';

/** The two parts of the module: announcements (edited on memberFeesEdit) and membership services (on membershipEdit). */
export const SERVICE_TYPES = [
  { value: 1, label: '会员服务公告' },
  { value: 2, label: '会籍服务' },
];

/**
 * Membership service announcements (memberFeesManage): one list of two parts
 * (serviceType) — announcements, edited on memberFeesEdit, and membership
 * services, edited on membershipEdit — with their categories
 * (NewMemberFeesClass) and the membership classes with fee standards
 * (NewMemberShipClass). docs/content-modules.md tells the mapping.
 */
export default defineResource({
  name: 'membership',
  title: '会员服务公告',
  menuId: 51,
  routes: { list: '/memberService/memberFeesManage', edit: '/memberService/memberFeesEdit' },
  api: 'business/membership',
  scope: { field: 'serviceType', editRoutes: { '2': '/memberService/membershipEdit' } },
  fields: {
    title: text('标题', { required: true, max: 100, search: true, column: true, width: 300 }),
    serviceType: choice('栏目', SERVICE_TYPES, { required: true, search: true, column: true }),
    membershipTypeId: ref('membershipType', '公告分类', { required: true, search: true, column: true }),
    memberFeeStandardId: ref('memberFeeStandard', '适用会籍', { optionText: 'levelName', column: true, helperText: '不选则适用于全体会员单位' }),
    cover: image('封面图', { helperText: '建议尺寸 750×420，支持 PNG、JPG，不超过 5MB' }),
    summary: textarea('摘要', { max: 300 }),
    content: richText('正文', { required: true }),
    attachment: file('附件', { helperText: '可上传 PDF、Word、Excel 等文件，不超过 20MB' }),
    releaseTime: datetime('发布时间', { required: true, column: true }),
    isTop: flag('置顶', { column: 'switch' }),
    orderSeq: orderSeq('排序', { column: true, defaultValue: 0 }),
  },
  links: [
    { label: '公告分类', to: '/memberService/NewMemberFeesClass' },
    { label: '会籍服务分类', to: '/memberService/NewMemberShipClass' },
  ],
  // Announcements (serviceType 1) can be pushed to the app's users.
  rowCalls: [jgPushRowCall('membership')],
  sort: { field: 'releaseTime', order: 'DESC' },
  demo: () => import('./membership.demo').then((module) => module.default()),
});
