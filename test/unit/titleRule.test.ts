import { describe, it, expect } from 'vitest';
import { computeTitle, type TitleInput } from '../../src/layout/titleRule';
import { appMessages } from '../../src/i18n/appMessages';

const words = {
  new: appMessages.titleRule.new,
  edit: appMessages.titleRule.edit,
  moduleName: appMessages.titleRule.moduleName,
  icon: appMessages.titleRule.icon,
  commonIcon: appMessages.titleRule.commonIcon,
};

const title = (input: Omit<TitleInput, 'query'> & { query?: string }) => computeTitle({ ...input, query: new URLSearchParams(input.query ?? '') }, words);

describe('computeTitle', () => {
  it('uses the Chinese words of appMessages.titleRule', () => {
    expect(words).toEqual({ new: '新增', edit: '编辑', moduleName: '模块名称', icon: 'ICON', commonIcon: '公共ICON' });
  });

  it("turns '新增-新闻' into '编辑-新闻' on a back-button route with an id", () => {
    expect(title({ metaTitle: '新增-新闻', showBackBtn: true, query: 'id=5' })).toBe('编辑-新闻');
  });

  it('keeps everything after the first hyphen', () => {
    expect(title({ metaTitle: '新增-问题-分类', showBackBtn: true, query: 'id=1' })).toBe('编辑-问题-分类');
  });

  it('leaves the title unchanged without an id', () => {
    expect(title({ metaTitle: '新增-新闻', showBackBtn: true })).toBe('新增-新闻');
    expect(title({ metaTitle: '新增-新闻', showBackBtn: true, query: 'type=1' })).toBe('新增-新闻');
  });

  it('leaves the title unchanged without showBackBtn', () => {
    expect(title({ metaTitle: '新增-新闻', query: 'id=5' })).toBe('新增-新闻');
    expect(title({ metaTitle: '新增-新闻', showBackBtn: false, query: 'id=5' })).toBe('新增-新闻');
  });

  it('leaves the title unchanged with an empty id', () => {
    expect(title({ metaTitle: '新增-新闻', showBackBtn: true, query: 'id=' })).toBe('新增-新闻');
  });

  it('leaves a title without 新增 unchanged even with an id', () => {
    expect(title({ metaTitle: '问题分类', showBackBtn: true, query: 'id=5' })).toBe('问题分类');
  });

  it('replaces 新增 by 编辑 in a title without hyphen', () => {
    expect(title({ metaTitle: '新增问题', showBackBtn: true, query: 'id=5' })).toBe('编辑问题');
  });

  it('replaces 模块名称 by the iconName query', () => {
    expect(title({ metaTitle: '模块名称-图标列表', query: 'iconName=首页' })).toBe('首页-图标列表');
    expect(title({ metaTitle: '模块名称-图标列表', query: 'iconName=' })).toBe('模块名称-图标列表');
    expect(title({ metaTitle: '模块名称-图标列表' })).toBe('模块名称-图标列表');
  });

  it("turns ICON into 公共ICON when isCommonModule is '0' or 'yes'", () => {
    expect(title({ metaTitle: '新增-ICON', query: 'isCommonModule=0' })).toBe('新增-公共ICON');
    expect(title({ metaTitle: '新增-ICON', query: 'isCommonModule=yes' })).toBe('新增-公共ICON');
  });

  it('does not turn ICON into 公共ICON for other isCommonModule values', () => {
    expect(title({ metaTitle: '新增-ICON', query: 'isCommonModule=1' })).toBe('新增-ICON');
    expect(title({ metaTitle: '新增-ICON', query: 'isCommonModule=no' })).toBe('新增-ICON');
    expect(title({ metaTitle: '新增-ICON', query: 'isCommonModule=' })).toBe('新增-ICON');
    expect(title({ metaTitle: '新增-ICON' })).toBe('新增-ICON');
  });

  it('does not apply 公共 twice', () => {
    expect(title({ metaTitle: '新增-公共ICON', query: 'isCommonModule=0' })).toBe('新增-公共ICON');
    expect(title({ metaTitle: '公共ICON', query: 'isCommonModule=yes' })).toBe('公共ICON');
  });

  it('lets a passed title override everything', () => {
    expect(title({ metaTitle: '新增-ICON', showBackBtn: true, query: 'id=5&iconName=首页&isCommonModule=0', title: '自定义标题', name: '名称' })).toBe('自定义标题');
  });

  it('lets a passed name override when no title is passed', () => {
    expect(title({ metaTitle: '新增-新闻', showBackBtn: true, query: 'id=5', name: '名称' })).toBe('名称');
    expect(title({ metaTitle: '新增-新闻', showBackBtn: true, query: 'id=5', title: '', name: '名称' })).toBe('名称');
  });

  it('combines the rules', () => {
    expect(title({ metaTitle: '新增-模块名称ICON', showBackBtn: true, query: 'id=3&iconName=首页&isCommonModule=0' })).toBe('编辑-首页公共ICON');
    expect(title({ metaTitle: '新增-ICON', showBackBtn: true, query: 'id=3&isCommonModule=yes' })).toBe('编辑-公共ICON');
    expect(title({ metaTitle: '模块名称-图标列表', showBackBtn: true, query: 'id=3&iconName=资讯&isCommonModule=0' })).toBe('资讯-图标列表');
  });
});
