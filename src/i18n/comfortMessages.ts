/** Messages of the operator-comfort pieces (issue 26, docs/operator-comfort.md): menu search, page tabs, sidebar, recent pages. */
export const comfortMessages = {
  search: {
    open: '搜索菜单',
    title: '搜索页面',
    placeholder: '输入页面名称或拼音首字母，如 xw',
    results: '搜索结果',
    empty: '没有找到匹配的页面',
    count: '共 %{count} 个页面，↑↓ 选择，Enter 打开，Esc 关闭',
    pinyinFailed: '拼音检索加载失败，暂时只能按中文名称搜索',
    /** Read before the place of a page in the results, after its title. */
    in: '，位于',
  },
  tabs: {
    label: '已打开的页面',
    switchOn: '显示页签',
    close: '关闭「%{title}」',
    actions: '页签操作',
    closeOthers: '关闭其他',
    closeRight: '关闭右侧',
    closeAll: '关闭全部',
  },
  sidebar: {
    collapse: '收起侧边栏',
    expand: '展开侧边栏',
  },
  recent: {
    title: '最近访问',
    empty: '暂无最近访问的页面，打开的页面会列在这里',
  },
};
