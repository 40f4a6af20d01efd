/**
 * The menu tree of the product (spec section 2): every menu id with its
 * Chinese name, in sidebar order. Pure data shared by the console (menu
 * titles, permissions) and the reference server (menu dictionary, roles).
 */
export interface MenuNode {
  id: number;
  name: string;
  children?: MenuNode[];
}

const leaf = (id: number, name: string): MenuNode => ({ id, name });

export const menuTree: MenuNode[] = [
  {
    id: 4,
    name: '门户管理',
    children: [leaf(5, '轮播图管理'), leaf(6, '开屏图片'), leaf(7, '图标管理'), leaf(18, '滚动栏管理'), leaf(62, '主题皮肤')],
  },
  {
    id: 48,
    name: '资讯管理',
    children: [leaf(9, '新闻管理'), leaf(23, '协会之窗'), leaf(49, '市场资讯')],
  },
  {
    id: 50,
    name: '会员服务',
    children: [leaf(28, '新手指引'), leaf(29, '会员单位名录'), leaf(51, '会员服务公告')],
  },
  {
    id: 8,
    name: '业务管理',
    children: [leaf(10, '自律规则'), leaf(30, '产品介绍'), leaf(26, '纪律处分'), leaf(27, '数据统计'), leaf(53, '资格查询'), leaf(46, 'CRM信息披露')],
  },
  {
    id: 12,
    name: '互动管理',
    children: [leaf(13, '常见问题'), leaf(14, '问题与反馈'), leaf(55, '意见反馈')],
  },
  {
    id: 43,
    name: '问卷管理',
    children: [leaf(44, '问卷设计'), leaf(45, '问卷发布')],
  },
  {
    id: 38,
    name: '能力建设',
    children: [leaf(39, '业务类型'), leaf(40, '题库管理'), leaf(41, '等级管理'), leaf(42, '能力统计')],
  },
  {
    id: 15,
    name: '统计管理',
    children: [
      leaf(16, 'KPI统计'),
      leaf(31, '总览KPI'),
      leaf(32, '新手指引KPI'),
      leaf(33, '会员单位KPI'),
      leaf(34, '纪律处分KPI'),
      leaf(35, '数据统计KPI'),
      leaf(36, '产品介绍KPI'),
      leaf(66, 'APP下载统计'),
      leaf(67, '新闻KPI'),
      leaf(68, '自律规则KPI'),
      leaf(69, '资格查询KPI'),
      leaf(70, '常见问题KPI'),
      leaf(71, 'CRM信息披露KPI'),
      leaf(72, '协会之窗KPI'),
      leaf(73, '市场资讯KPI'),
      leaf(74, '数据图表KPI'),
      leaf(75, '公共图标KPI'),
      leaf(76, '投教专区KPI'),
      leaf(77, '问卷发布KPI'),
      leaf(78, '滚动栏KPI'),
    ],
  },
  {
    id: 52,
    name: '审核管理',
    children: [leaf(20, '机构名称同步记录'), leaf(21, '机构名称同步审核')],
  },
  {
    id: 1,
    name: '系统管理',
    children: [leaf(2, '系统用户'), leaf(54, '角色权限'), leaf(47, '用户管理'), leaf(17, '分享配置'), leaf(22, '版本发布'), leaf(60, '数据字典'), leaf(79, '操作日志')],
  },
  { id: 56, name: '公共图标' },
  {
    id: 63,
    name: '数据图表',
    children: [leaf(64, '会员信息'), leaf(65, '图表配置')],
  },
  {
    id: 57,
    name: '投教专区',
    children: [leaf(58, '投资者提问'), leaf(59, '企业之声')],
  },
];

/** Every menu node with its parent id, depth-first in sidebar order. */
export const flatMenus = (tree: MenuNode[] = menuTree, parentId: number | null = null): Array<MenuNode & { parentId: number | null }> =>
  tree.flatMap((node) => [{ ...node, parentId }, ...flatMenus(node.children ?? [], node.id)]);

export const allMenuIds = (): number[] => flatMenus().map((m) => m.id);

/** The menu ids of the demo editor role: the Information and Interaction sections. */
export const EDITOR_SECTION_IDS = [48, 12];
