import { categoryFields, defineResource } from '../framework';

/** Membership service announcement categories (NewMemberFeesClass): each announcement belongs to one. */
export default defineResource({
  name: 'membershipType',
  title: '会员服务公告分类',
  menuId: 51,
  routes: { list: '/memberService/NewMemberFeesClass', edit: '/memberService/memberFeesClassEdit' },
  api: 'business/membershipType',
  fields: categoryFields(),
  sort: { field: 'orderSeq', order: 'ASC' },
  demo: () => import('./membershipType.demo').then((module) => module.default()),
});
