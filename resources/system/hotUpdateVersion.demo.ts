/** Demo rows of 版本发布 (hotUpdateVersion.ts), seeded by the server on first start; imported on demand, so the console never loads them. */

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

export default () =>
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
  }));
