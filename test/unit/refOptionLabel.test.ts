import { describe, expect, it } from 'vitest';
import { refOptionLabel } from '../../src/crud/refOptionLabel';

describe('refOptionLabel (ref optionPrefix)', () => {
  it('shows the label alone without a prefix field', () => {
    expect(refOptionLabel({ optionText: 'name' }, { id: 3, name: '公募REITs', parentIdLabel: '基金产品' })).toBe('公募REITs');
  });

  it('puts the prefix field before the label', () => {
    expect(refOptionLabel({ optionText: 'name', optionPrefix: 'parentIdLabel' }, { id: 3, name: '公募REITs', parentIdLabel: '基金产品' })).toBe('基金产品 / 公募REITs');
  });

  it('leaves an empty prefix out, and falls back to the id without a label', () => {
    expect(refOptionLabel({ optionPrefix: 'parentIdLabel' }, { id: 1, name: '基金产品', parentIdLabel: null })).toBe('基金产品');
    expect(refOptionLabel({ optionText: 'title' }, { id: 7 })).toBe('7');
  });
});
