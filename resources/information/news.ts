import { datetime, defineResource, flag, image, orderSeq, ref, richText, text, textarea, url } from '../framework';
import { jgPushRowCall } from '../jgPush';

const HEADLINES = [
  '协会召开2026年度会员代表大会',
  '关于开展证券从业人员合规培训的通知',
  '协会发布《会员单位投资者适当性管理指引》',
  '行业数字化转型专题研讨会在沪举行',
  '协会组织开展“3·15”投资者保护宣传活动',
  '关于做好年度执业质量评价工作的通知',
  '协会与高校签署人才培养合作协议',
  '监管部门发布私募基金登记备案新规',
  '协会举办反洗钱合规管理培训班',
  '会员单位积极参与乡村振兴金融服务',
  '关于规范证券公司廉洁从业的若干意见',
  '协会第三届理事会第五次会议顺利召开',
  '债券市场信息披露自律规则修订说明',
  '协会发布2026年上半年行业经营数据',
  '关于征集行业文化建设优秀案例的通知',
  '期货公司风险管理业务交流会举行',
  '协会开展网络安全应急演练',
  '基金销售机构投资者教育工作座谈会召开',
  '关于调整会员会费缴纳标准的公告',
  '协会赴西部地区开展金融知识普及活动',
  '资本市场服务科技创新研讨会成功举办',
  '协会发布会员单位诚信信息管理办法',
  '关于开展从业人员后续职业培训的通知',
  '证券行业ESG信息披露实践交流会召开',
  '协会举办青年业务骨干能力提升训练营',
  '关于防范非法证券期货活动的风险提示',
  '协会专业委员会年度工作总结会召开',
  '行业合规文化建设推进会在京召开',
];

const SOURCES = ['协会秘书处', '会员服务部', '自律监察部', '投资者服务部', '培训中心'];

/** News (newsManage): the association's news, shown in the app and on the portal. */
export default defineResource({
  name: 'news',
  title: '新闻管理',
  menuId: 9,
  routes: { list: '/information/newsManage', edit: '/information/newsEdit' },
  api: 'business/news',
  fields: {
    title: text('标题', { required: true, max: 100, search: true, column: true, width: 320 }),
    newsTypeId: ref('newsType', '新闻分类', { required: true, search: true, column: true }),
    cover: image('封面图', { helperText: '建议尺寸 750×420，支持 PNG、JPG，不超过 5MB' }),
    summary: textarea('摘要', { max: 300 }),
    content: richText('正文', { required: true }),
    source: text('来源', { max: 50, column: true }),
    linkUrl: url('原文链接'),
    releaseTime: datetime('发布时间', { required: true, column: true }),
    isTop: flag('置顶', { column: 'switch' }),
    orderSeq: orderSeq('排序', { column: true, defaultValue: 0 }),
  },
  links: [{ label: '分类管理', to: '/information/newsClassification' }],
  rowCalls: [jgPushRowCall('news')],
  sort: { field: 'releaseTime', order: 'DESC' },
  demo: () =>
    HEADLINES.map((title, index) => {
      const day = new Date(Date.UTC(2026, 10, 20 - index, 1 + (index % 8), 30));
      return {
        title,
        newsTypeId: (index % 5) + 1,
        summary: `${title}。本文介绍相关背景、主要内容和下一步工作安排。`,
        content: `<p>${title}。</p><p>近日，${SOURCES[index % SOURCES.length]}围绕该主题开展了相关工作，会员单位代表积极参与、踊跃交流。</p><p>下一步，协会将持续加强自律管理与会员服务，推动行业高质量发展。</p>`,
        source: SOURCES[index % SOURCES.length],
        releaseTime: day.toISOString(),
        isTop: index < 2 ? 1 : 0,
        orderSeq: index,
      };
    }),
});
