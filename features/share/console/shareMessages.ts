/** Messages of the share configuration page (`system.share`, /system/shareConfig, menu 17). */
import { SHARE_MESSAGES } from '../../../resources/system/shareConfig';

export const shareMessages = {
  fields: {
    shareTitle: '分享标题',
    shareDesc: '分享描述',
    shareIcon: '分享图标',
    shareUrl: '分享链接',
    status: '启用',
  },
  actions: {
    edit: '编辑',
    save: '保存',
    cancel: '取消',
    upload: '上传图标',
    removeIcon: '移除图标',
    retry: '重试',
  },
  validation: SHARE_MESSAGES,
  iconHint: '可上传图片或填写图标地址',
  iconPreview: '%{name}的分享图标',
  noIcon: '未设置图标',
  statusOf: '%{name}的启用状态',
  loading: '加载中，请稍后...',
  empty: '暂无数据',
  loadFailed: '分享配置加载失败',
  saveFailed: '分享配置保存失败',
};
