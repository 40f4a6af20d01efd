/**
 * The build's stand-ins for inflection and lodash/isEqual (scripts/shims/, aliased in
 * vite.config.ts for the build and for these tests), called the way ra-core calls them; and
 * file-selector's MIME table (resolved by a plugin of vite.config.ts for file-selector's own import).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resources } from '../../resources';
// @ts-expect-error a plain JavaScript module of the build, without types.
import { COMMON_MIME_TYPES, toFileWithPath } from '../../scripts/shims/file-selector-file.js';
// @ts-expect-error lodash ships no types; the alias resolves this to scripts/shims/lodash-is-equal.js (dequal).
import isEqual from 'lodash/isEqual.js';
import { capitalize, inflect, pluralize, singularize, transform } from 'inflection';

describe('inflection stand-in', () => {
  it('gives the default field labels ra-core derives (getFieldLabelTranslationArgs calls transform so)', () => {
    const label = (source: string) => transform(source.replace(/\./g, ' '), ['underscore', 'humanize']);
    expect(label('newsTypeId')).toBe('News type');
    expect(label('release_time')).toBe('Release time');
    expect(label('orderSeq')).toBe('Order seq');
    expect(label('url')).toBe('Url');
  });

  it('turns resource names into the plurals and singulars ra-core asks for', () => {
    expect(pluralize('category')).toBe('categories');
    expect(pluralize('box')).toBe('boxes');
    expect(pluralize('user')).toBe('users');
    expect(singularize('categories')).toBe('category');
    expect(singularize('boxes')).toBe('box');
    expect(singularize('users')).toBe('user');
    expect(inflect('role', 1)).toBe('role');
    expect(inflect('role', 2)).toBe('roles');
    expect(capitalize('hELLO')).toBe('Hello');
    expect(transform('appUser', ['underscore', 'humanize'])).toBe('App user');
  });
});

describe('lodash/isEqual stand-in', () => {
  it('compares list parameters deeply, as ra-core needs', () => {
    const params = { page: 1, perPage: 10, sort: { field: 'id', order: 'DESC' }, filter: { q: ['a', 'b'] } };
    expect(isEqual(params, structuredClone(params))).toBe(true);
    expect(isEqual(params, { ...params, filter: { q: ['a'] } })).toBe(false);
    expect(isEqual({ a: undefined }, {})).toBe(false);
    expect(isEqual([1, [2, 3]], [1, [2, 3]])).toBe(true);
    expect(isEqual(new Date(2026, 10, 21), new Date(2026, 10, 21))).toBe(true);
    expect(isEqual(new Date(2026, 10, 21), new Date(2026, 10, 22))).toBe(false);
    expect(isEqual(Number.NaN, Number.NaN)).toBe(true);
    expect(isEqual(new Map([['k', { v: 1 }]]), new Map([['k', { v: 1 }]]))).toBe(true);
    expect(isEqual(new Set([1, 2]), new Set([1, 3]))).toBe(false);
    expect(isEqual('1', 1)).toBe(false);
  });
});

describe('file-selector MIME table stand-in', () => {
  it('gives a typeless file the type of its extension, and the path react-dropzone reads', () => {
    const file = toFileWithPath(new File(['x'], '封面.PNG'));
    expect(file.type).toBe('image/png');
    expect(file.path).toBe('./封面.PNG');
    expect(file.relativePath).toBe('./封面.PNG');
    expect(toFileWithPath(new File(['x'], 'a.docx'), '/dir/a.docx').path).toBe('/dir/a.docx');
  });

  it("keeps the browser's own type, and leaves an unknown extension without one", () => {
    expect(toFileWithPath(new File(['x'], 'a.png', { type: 'image/webp' })).type).toBe('image/webp');
    expect(toFileWithPath(new File(['x'], 'a.zip')).type).toBe('');
  });

  it('covers every MIME type an upload field of a module accepts', () => {
    const known = new Set(COMMON_MIME_TYPES.values());
    const accepted = resources.flatMap((resource) => Object.values(resource.fields).flatMap((field) => field.accept ?? []));
    expect(accepted.length).toBeGreaterThan(0);
    expect(accepted.filter((type) => !known.has(type))).toEqual([]);
  });

  it("matches the import the build resolves: file-selector's reader imports './file'", () => {
    const entry = createRequire(import.meta.url).resolve('file-selector/package.json');
    const reader = readFileSync(join(dirname(entry), 'dist/es2015/file-selector.js'), 'utf8');
    expect(reader).toMatch(/from '\.\/file';/);
  });
});
