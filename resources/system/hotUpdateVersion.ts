import { choice, datetime, defineResource, flag, number, text, textarea, url } from '../framework';

const PLATFORMS = ['Android', 'iOS', '全平台'];

/** The message of the versions' enable switch: one hot-update package is live at a time. */
export const ONE_ENABLED_VERSION = '同一时间只能启用一个热更新版本，请先停用当前启用的版本';

const CDN = 'https://cdn.example.org.cn/assoc-app/hotupdate';

// [versionName, versionCode, platform (1-based), size KB, force update, description, release time (Beijing), enabled]
const DEMO_VERSIONS: Array<[string, string, number, number, number, string, string, number]> = [
  ['资讯频道改版热更新', '3.12.0', 3, 8532, 0, '新增资讯标签筛选；优化新闻详情页排版与加载速度；修复部分机型图片显示不全的问题。', '2026-11-18 20:00:00', 1],
  ['会员服务优化热更新', '3.11.2', 3, 6120, 0, '会员单位名录支持按机构类型检索；修复会费公告附件无法下载的问题。', '2026-10-26 21:00:00', 0],
  ['iOS 兼容性修复', '3.11.1', 2, 2048, 1, '适配 iOS 18 系统；修复登录页键盘遮挡输入框的问题。', '2026-10-09 19:30:00', 0],
  ['自律规则检索热更新', '3.11.0', 3, 7460, 0, '自律规则新增全文检索；纪律处分信息支持按处分措施筛选。', '2026-09-15 20:00:00', 0],
  ['Android 安全加固补丁', '3.10.3', 1, 3315, 1, '升级网络通信加密组件；修复部分安卓机型启动白屏的问题。', '2026-08-28 22:00:00', 0],
  ['能力建设题库更新', '3.10.2', 3, 5890, 0, '能力建设模块题库与等级规则更新；优化答题结果页展示。', '2026-08-03 20:30:00', 0],
];

/** Version release (versions): hot-update packages of the app; at most one is enabled. */
export default defineResource({
  name: 'hotUpdateVersion',
  title: '版本发布',
  menuId: 22,
  routes: { list: '/system/versions', edit: '/system/versionsEdit' },
  api: 'hu',
  calls: {
    list: 'queryList',
    create: 'add',
    update: 'modify',
    // The spec's query{product}Hu, read as the record detail.
    detail: 'query{product}Hu',
    // The spec lists no delete call for hu/: this name is ours.
    delete: 'delete',
  },
  switchCall: { call: 'modifyStatus', field: 'status' },
  fields: {
    versionName: text('版本名称', { required: true, max: 50, search: true, column: true, width: 220 }),
    versionCode: text('版本号', {
      required: true,
      max: 20,
      pattern: { regex: /^\d{1,3}\.\d{1,3}\.\d{1,3}$/, message: '版本号格式应为“主版本.次版本.修订号”，例如 3.12.0' },
      helperText: '格式为 主版本.次版本.修订号，例如 3.12.0',
      example: '3.12.0',
      column: true,
    }),
    platform: choice('适用平台', PLATFORMS.map((label, index) => ({ value: index + 1, label })), { required: true, search: true, column: true }),
    packageUrl: url('更新包地址', { required: true }),
    packageSize: number('包大小(KB)', { min: 1, max: 1_048_576 }),
    forceUpdate: flag('强制更新', { column: true }),
    description: textarea('更新说明', { required: true, max: 500 }),
    releaseTime: datetime('发布时间', { required: true, column: true }),
    status: flag('启用', { column: 'switch', onLabel: '启用', offLabel: '停用', exclusive: ONE_ENABLED_VERSION }),
  },
  sort: { field: 'releaseTime', order: 'DESC' },
  demo: () =>
    DEMO_VERSIONS.map(([versionName, versionCode, platform, packageSize, forceUpdate, description, releaseTime, status]) => ({
      versionName,
      versionCode,
      platform,
      packageUrl: `${CDN}/${versionCode}/bundle.zip`,
      packageSize,
      forceUpdate,
      description,
      releaseTime,
      status,
    })),
});
