/**
 * The section's messages, loaded with its pages by its manifest (feature.ts, src/routes/feature.ts), not in
 * the console's first chunk (docs/architecture.md, "Titles and i18n").
 */
import type { FeatureMessages } from '../../../src/routes/feature';
import { introduceMessages } from './introduceMessages';

const chart = {
  loading: '加载中，请稍后...',
  retry: '重试',
  cancel: '取消',
  confirm: '确定',
  saved: '保存成功',
  published: '发布成功',
  notCreated: '产品图谱尚未创建：填写名称、添加节点后保存草稿即创建',
  defaultName: '产品图谱',
  canvasLabel: '%{title}（节点与连线见右侧列表；双击节点重命名，按住 Shift 点击另一节点添加连线）',
  empty: '图谱中还没有节点',
  emptyEditable: '图谱中还没有节点，点击“添加节点”开始',
  exportFailed: '图片导出失败，请稍后重试',
  removeTitle: '删除节点',
  removeContent: '确定删除节点“%{label}”及其连线吗？',
  publishTitle: '发布产品图谱',
  publishContent: '发布后 APP 将显示当前草稿，确定发布吗？',
  kinds: { category: '分类', product: '产品' },
  linkKinds: { derives: '派生自', replaces: '替代', variant: '变体' },
  linkSentence: {
    derives: '%{target} 派生自 %{source}',
    replaces: '%{target} 替代 %{source}',
    variant: '%{target} 是 %{source} 的变体',
  },
  actions: {
    label: '图谱编辑',
    addNode: '添加节点',
    addLink: '添加连线',
    rename: '重命名',
    remove: '删除节点',
    layout: '自动布局',
    layoutHint: '排列未手动移动的节点，手动移动过的节点保持原位',
    resetLayout: '重置布局',
    undo: '撤销',
    undoHint: '撤销上一步（Ctrl+Z）',
    save: '保存草稿',
    publish: '发布',
    exportPng: '导出图片',
  },
  status: {
    version: '草稿第 %{version} 版',
    published: '已发布于 %{time}',
    notPublished: '尚未发布',
    unsaved: '有未保存的修改',
    unpublished: '草稿有未发布的修改',
  },
  node: {
    addTitle: '添加节点',
    add: '添加',
    kind: '节点类型',
    pick: { category: '选择产品分类', product: '选择产品' },
    noRecords: '没有匹配的记录',
    label: '节点名称',
    labelHint: '默认为所选记录的名称，可修改',
    pickRequired: '请选择关联的记录',
    labelRequired: '请输入节点名称',
    labelTooLong: '节点名称不能超过%{max}个字',
    renameTitle: '重命名节点',
  },
  link: {
    addTitle: '添加连线',
    add: '添加',
    target: '节点',
    source: '关联节点',
    kind: '关系',
    sentence: '将添加：%{sentence}',
    endsRequired: '请选择节点和关联节点',
  },
  leave: {
    title: '离开产品图谱',
    content: '图谱有未保存的修改，离开后将丢失，确定离开吗？',
    leave: '离开',
    stay: '留下',
  },
  outline: {
    nodes: '节点（%{count}）',
    links: '连线（%{count}）',
    nodesLabel: '图谱节点',
    linksLabel: '图谱连线',
    noNodes: '暂无节点',
    noLinks: '暂无连线',
    pinned: ' · 已固定位置',
    removeLink: '删除连线：%{link}',
  },
};

const messages: FeatureMessages = { introduce: { ...introduceMessages, chart } };

export default messages;
