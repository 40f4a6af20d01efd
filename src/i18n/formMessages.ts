/** Messages of the generic edit pages (src/crud/form). */
export const formMessages = {
  created: '创建成功',
  updated: '编辑成功',
  save: '保存',
  cancel: '取消',
  backToList: '返回列表',
  datePlaceholder: '选择日期',
  datetimePlaceholder: '选择日期时间',
  richTextLoading: '编辑器加载中...',
  richTextActivate: '点击正文开始编辑',
  fileTooLarge: '文件大小不能超过 %{size}MB',
  fileTypeRejected: '不支持的文件类型',
  upload: '点击或拖拽文件到此处上传',
  chars: '%{count}/%{max}',
  loadFailed: '数据加载失败',
  urlPlaceholder: 'https://',
  /** Leaving a form with unsaved changes (useUnsavedWarning). */
  unsaved: {
    title: '提示',
    content: '当前修改尚未保存，确定离开吗？',
    leave: '离开',
    stay: '留下',
  },
  /** A single versioned record's form (src/crud/single). */
  single: {
    saved: '保存成功',
    retry: '重试',
    readOnly: '您没有修改权限，仅可查看',
    lastSaved: '最近保存于 %{time}',
    neverSaved: '尚未保存，显示的是默认值',
  },
};
