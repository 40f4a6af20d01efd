import { date, defineResource, flag, image, number, text, url } from '../framework';

/** The message of the splash images' enable switch: the app shows one at a time. */
export const ONE_ENABLED_SPLASH = '同一时间只能启用一张开屏图片，请先停用当前启用的图片';

/** Splash image (openScreenManage): the full-screen picture shown while the app starts. */
export default defineResource({
  name: 'welcomePicture',
  title: '开屏图片',
  menuId: 6,
  routes: { list: '/portal/openScreenManage', edit: '/portal/openScreenEdit' },
  api: 'portal/welcomePicture',
  fields: {
    name: text('图片名称', { required: true, max: 40, search: true, column: true, width: 240 }),
    picture: image('开屏图片', { column: true, helperText: '建议尺寸 1080×1920，支持 PNG、JPG、WEBP，不超过 5MB' }),
    duration: number('展示时长(秒)', { required: true, min: 1, max: 10, defaultValue: 3, column: true }),
    linkUrl: url('跳转链接', { helperText: '点击开屏图片打开的页面，留空则不跳转' }),
    startDate: date('投放开始日期', { column: true }),
    endDate: date('投放结束日期', { column: true }),
    status: flag('启用', { column: 'switch', onLabel: '启用', offLabel: '停用', exclusive: ONE_ENABLED_SPLASH }),
  },
  sort: { field: 'id', order: 'DESC' },
  demo: () => import('./welcomePicture.demo').then((module) => module.default()),
});
