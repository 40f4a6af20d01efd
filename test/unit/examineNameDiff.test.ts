/** The marked differences between an institution's old and new names (the audit page's comparison). */
import { describe, expect, it } from 'vitest';
import { nameDiff } from '../../features/examine/console/nameDiff';

const marked = (parts: Array<{ text: string; changed: boolean }>) => parts.map((part) => (part.changed ? `[${part.text}]` : part.text)).join('');

describe('nameDiff', () => {
  it('marks the characters dropped from the old name and those added to the new one', () => {
    const diff = nameDiff('蓝海资产管理有限公司', '蓝海私募基金管理有限公司');
    expect(marked(diff.before)).toBe('蓝海[资产]管理有限公司');
    expect(marked(diff.after)).toBe('蓝海[私募基金]管理有限公司');
  });

  it('marks a change of company form at the end', () => {
    const diff = nameDiff('东方汇通证券股份有限公司', '东方汇通证券有限责任公司');
    expect(marked(diff.before)).toBe('东方汇通证券[股份]有限公司');
    expect(marked(diff.after)).toBe('东方汇通证券有限[责任]公司');
  });

  it('marks nothing when the names are the same, everything when they share nothing', () => {
    expect(nameDiff('中泽期货', '中泽期货')).toEqual({ before: [{ text: '中泽期货', changed: false }], after: [{ text: '中泽期货', changed: false }] });
    expect(nameDiff('甲', '乙')).toEqual({ before: [{ text: '甲', changed: true }], after: [{ text: '乙', changed: true }] });
    expect(nameDiff('', '乙')).toEqual({ before: [], after: [{ text: '乙', changed: true }] });
  });
});
