import { datetime, defineResource, file, flag, image, orderSeq, ref, richText, text, textarea } from '../framework';

const DEPARTMENTS = ['协会秘书处', '会员服务部', '自律监察部', '培训中心', '党委办公室'];

// [title, category (1-based row of associationType's demo), department, summary]
const ITEMS: Array<[string, number, number, string]> = [
  ['中国证券市场参与者自律协会简介', 1, 0, '协会是由证券市场参与机构自愿结成的全国性、行业性、非营利性社会组织，接受业务主管单位的指导和监督管理。'],
  ['协会第三届理事会及监事会组成名单', 2, 0, '经第三届会员代表大会选举产生的理事会、监事会成员及会长、副会长名单。'],
  ['秘书处内设部门及职责', 2, 0, '秘书处下设办公室、会员服务部、自律监察部、培训中心、研究部等部门，各部门职责如下。'],
  ['《协会章程》（2025年修订）', 3, 0, '2025年第三届会员代表大会第二次会议审议通过的协会章程全文。'],
  ['关于《协会章程》修订情况的说明', 3, 0, '本次章程修订共涉及十二个条款，主要完善了会员权利义务与自律管理相关规定。'],
  ['协会召开2026年第三季度会长办公会', 4, 0, '会议听取了秘书处三季度工作汇报，研究部署四季度重点工作。'],
  ['协会赴长三角地区开展会员单位调研', 4, 1, '调研组走访了十余家会员单位，了解合规管理与数字化转型中的困难与诉求。'],
  ['协会举办2026年度会员单位合规负责人培训', 4, 3, '来自全国各地的两百余名会员单位合规负责人参加了为期两天的集中培训。'],
  ['关于召开第三届会员代表大会第三次会议的通知', 5, 0, '定于2026年12月在北京召开第三届会员代表大会第三次会议，请各会员单位做好代表推选工作。'],
  ['关于报送2026年度会员信息年报的通知', 5, 1, '请各会员单位于规定时间内通过会员服务系统报送年度会员信息。'],
  ['关于公布2026年度自律检查结果的公告', 5, 2, '协会依据年度自律检查计划完成了对部分会员单位的现场检查，现将结果公告如下。'],
  ['协会党委召开党纪学习教育专题会议', 6, 4, '协会党委围绕党纪学习教育开展专题学习研讨，部署下一阶段工作。'],
  ['行业党建工作经验交流会在沪召开', 6, 4, '来自二十余家会员单位的党务工作者交流了党建引领业务发展的经验做法。'],
  ['协会会员服务热线及联系方式', 1, 1, '会员服务热线、电子邮箱及办公地址，工作日 9:00—17:00 受理会员咨询。'],
];

/** Association window (association): the association's own pages in the app — profile, organisation, charter, work and notices. */
export default defineResource({
  name: 'association',
  title: '协会之窗',
  menuId: 23,
  routes: { list: '/information/association', edit: '/information/associationEdit' },
  api: 'business/Association',
  fields: {
    title: text('标题', { required: true, max: 100, search: true, column: true, width: 320 }),
    associationTypeId: ref('associationType', '协会之窗分类', { required: true, search: true, column: true }),
    cover: image('封面图', { helperText: '建议尺寸 750×420，支持 PNG、JPG，不超过 5MB' }),
    summary: textarea('摘要', { max: 300 }),
    content: richText('正文', { required: true }),
    attachment: file('附件', { helperText: '可上传 PDF、Word 等文件，不超过 20MB' }),
    department: text('发布部门', { max: 30, column: true }),
    releaseTime: datetime('发布时间', { required: true, column: true }),
    isTop: flag('置顶', { column: 'switch' }),
    orderSeq: orderSeq('排序', { column: true, defaultValue: 0 }),
  },
  links: [{ label: '分类管理', to: '/information/newAssociation' }],
  sort: { field: 'releaseTime', order: 'DESC' },
  demo: () =>
    ITEMS.map(([title, type, department, summary], index) => ({
      title,
      associationTypeId: type,
      summary,
      content: `<p>${summary}</p><p>详细内容请查阅正文及附件。如有疑问，请联系${DEPARTMENTS[department]}。</p>`,
      department: DEPARTMENTS[department],
      releaseTime: new Date(Date.UTC(2026, 10, 18 - index * 2, 2 + (index % 6), 0)).toISOString(),
      isTop: index === 0 || index === 8 ? 1 : 0,
      orderSeq: index + 1,
    })),
});
