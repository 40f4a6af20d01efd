/**
 * Messages of the portal pages (`portal`, menu 4): the carousel's switch time,
 * the common-module icons, a scroll bar's pictures, a skin's detail and the
 * black-and-white switch. Validation texts are the shared ones, so the console
 * and the server say the same.
 */
import { SWITCH_TIME_MESSAGES, SWITCH_TIME_MAX, SWITCH_TIME_MIN } from '../../resources/portal/switchTime';
import { SCROLL_PICTURE_MESSAGES, SCROLL_PICTURES_MAX } from '../../resources/portal/scrollPictures';
import { BLACK_WHITE_MESSAGES, SKIN_DETAIL_MESSAGES } from '../../resources/portal/skinDetail';

export const portalMessages = {
  common: {
    success: '操作成功',
    retry: '重试',
    loadFailed: '加载失败，请稍后重试',
    upload: '上传图片',
    replace: '更换图片',
    removePicture: '移除图片',
    noPicture: '未上传',
    fileTooLarge: '图片不能超过%{size}MB',
    fileType: '只能上传 PNG、JPG、GIF、WEBP 格式的图片',
  },
  switchTime: {
    label: '轮播切换时间',
    unit: '秒',
    hint: `${SWITCH_TIME_MIN}–${SWITCH_TIME_MAX} 秒`,
    save: '保存切换时间',
    validation: SWITCH_TIME_MESSAGES,
  },
  icon: {
    createCommon: '添加公共图标',
  },
  scroll: {
    configure: '图片配置',
    title: '滚动栏：%{title}',
    count: `已配置 %{count} 张，最多 ${SCROLL_PICTURES_MAX} 张`,
    empty: '暂未配置图片，点击“添加图片”开始配置',
    add: '添加图片',
    item: '第%{index}张',
    picture: '图片',
    pictureTitle: '图片标题',
    linkUrl: '跳转链接',
    linkHint: '以 http 或 https 开头，留空则不跳转',
    moveUp: '上移',
    moveDown: '下移',
    remove: '删除',
    pictureAlt: '第%{index}张图片',
    validation: SCROLL_PICTURE_MESSAGES,
  },
  skin: {
    detailTitle: '皮肤详情',
    detailHint: '设置该皮肤在 App 中使用的颜色和背景图片',
    unsaved: '该皮肤尚未保存详情，以下为默认配色',
    colors: '颜色',
    pictures: '图片',
    colorPicker: '选择%{label}',
    preview: '效果预览',
    previewTitle: '首页',
    previewTab: '标签',
    save: '更新皮肤详情',
    validation: SKIN_DETAIL_MESSAGES,
  },
  blackWhite: {
    label: '黑白模式',
    on: '已开启',
    off: '已关闭',
    confirmTitle: '提示',
    confirmOn: '确定开启黑白模式吗？开启后 App 所有页面将以黑白（灰度）显示。',
    confirmOff: '确定关闭黑白模式吗？关闭后 App 恢复彩色显示。',
    validation: BLACK_WHITE_MESSAGES,
  },
};
