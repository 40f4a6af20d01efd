import { choice, datetime, defineResource, flag, number, text, textarea, url } from '../framework';

const PLATFORMS = ['Android', 'iOS', '全平台'];

/** The message of the versions' enable switch: one hot-update package is live at a time. */
export const ONE_ENABLED_VERSION = '同一时间只能启用一个热更新版本，请先停用当前启用的版本';

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
    platform: choice(
      '适用平台',
      PLATFORMS.map((label, index) => ({ value: index + 1, label })),
      { required: true, search: true, column: true },
    ),
    packageUrl: url('更新包地址', { required: true }),
    packageSize: number('包大小(KB)', { min: 1, max: 1_048_576 }),
    forceUpdate: flag('强制更新', { column: true }),
    description: textarea('更新说明', { required: true, max: 500 }),
    releaseTime: datetime('发布时间', { required: true, column: true }),
    status: flag('启用', { column: 'switch', onLabel: '启用', offLabel: '停用', exclusive: ONE_ENABLED_VERSION }),
  },
  sort: { field: 'releaseTime', order: 'DESC' },
  demo: () => import('./hotUpdateVersion.demo').then((module) => module.default()),
});
