/**
 * The one codec of a list's state in the address (src/crud/list/listAddress.ts): what a copied link says
 * is what the list shows, a wrong value is dropped rather than sent, and the list's starting params follow
 * the spec's restore rules.
 */
import { describe, expect, it } from 'vitest';
import { initialListParams, listParamsAt, readListAddress, writeListAddress, type ListAddressSpec } from '../../src/crud/list/listAddress';
import type { StoredListParams } from '../../src/crud/list/listParams';
import { declaredFilters } from '../../src/crud/list/declaredFilters';
import { choice, flag, ref, text, date } from '../../resources/framework/fields';

const SPEC: ListAddressSpec = { filters: { title: 'text', status: [0, 1, 2], submittedStart: 'day', batchId: 'number' }, sort: { field: 'submittedAt', order: 'DESC' } };
const list = (patch: Partial<StoredListParams> = {}): StoredListParams => ({ filter: {}, page: 1, perPage: 10, sort: 'submittedAt', order: 'DESC', ...patch });

describe('a list in the address', () => {
  it('writes the page, the search by name, the page size and the order only when not the default', () => {
    const search = writeListAddress('?id=7', SPEC, list({ page: 3, filter: { title: ' 年报 ', status: 0, submittedStart: '2026-11-02', other: 'x' } }));
    expect(search).toBe('?id=7&title=%E5%B9%B4%E6%8A%A5&status=0&submittedStart=2026-11-02&pageNum=3');
    expect(writeListAddress('', SPEC, list({ perPage: 50, sort: 'title', order: 'ASC' }))).toBe('?pageNum=1&pageSize=50&sort=title&order=ASC');
  });

  it('reads back what it wrote, with the types the search form gave', () => {
    const state = list({ page: 2, perPage: 20, filter: { title: '年报', status: 2, batchId: 12 }, sort: 'title', order: 'ASC' });
    expect(listParamsAt(writeListAddress('?id=7', SPEC, state), SPEC, list())).toEqual(state);
  });

  it('drops a value of the wrong kind or outside the choices', () => {
    const address = readListAddress('?status=7&submittedStart=2026-13&batchId=1.5&title=%20&pageNum=x&pageSize=1000&sort=a;drop&order=ASC', SPEC);
    expect(address).toEqual({ hasPage: true, page: 1, perPage: 10, filter: {}, sort: { field: 'submittedAt', order: 'DESC' } });
    expect(readListAddress('?pageNum=2', SPEC).filter).toBeNull();
  });

  it('opens a menu link empty, comes back to the kept search on a page of the list, and lets the address win', () => {
    const stored = list({ filter: { title: '旧' }, page: 4 });
    expect(initialListParams('', SPEC, stored)).toEqual(list());
    expect(initialListParams('?pageNum=2', SPEC, stored)).toEqual(list({ page: 2, filter: { title: '旧' } }));
    expect(initialListParams('?pageNum=2&status=1', SPEC, stored)).toEqual(list({ page: 2, filter: { status: 1 } }));
  });

  it('restores a saved search form (spec section 3) unless the address names a search or a page', () => {
    const saved = () => ({ filter: { title: '存', status: '' }, page: 3 });
    expect(initialListParams('', SPEC, undefined, saved)).toEqual(list({ page: 3, filter: { title: '存' } }));
    expect(initialListParams('?pageNum=5', SPEC, undefined, saved)).toEqual(list({ page: 5, filter: { title: '存' } }));
    expect(initialListParams('?title=新', SPEC, undefined, saved)).toEqual(list({ filter: { title: '新' } }));
    expect(initialListParams('', SPEC, undefined, () => undefined)).toEqual(list());
  });

  it("takes a declared module's search kinds from its fields", () => {
    const fields = [
      { name: 'title', ...text('标题', { search: true }) },
      {
        name: 'type',
        ...choice(
          '类型',
          [
            { value: 1, label: '甲' },
            { value: 'b', label: '乙' },
          ],
          { search: true },
        ),
      },
      { name: 'isTop', ...flag('置顶', { search: true }) },
      { name: 'newsTypeId', ...ref('newsType', '分类', { search: true }) },
      { name: 'day', ...date('日期', { search: true }) },
      { name: 'hidden', ...text('不搜', {}) },
    ];
    const kinds = declaredFilters(fields as never);
    expect(kinds).toEqual({ title: 'text', type: [1, 'b'], isTop: [1, 0], newsTypeId: 'number', day: 'day' });
    expect(readListAddress('?type=1&isTop=0&newsTypeId=3&day=2026-01-31', { filters: kinds }).filter).toEqual({ type: 1, isTop: 0, newsTypeId: 3, day: '2026-01-31' });
  });
});
