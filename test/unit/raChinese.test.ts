import { describe, it, expect } from 'vitest';
import englishMessages from 'ra-language-english';
import { raChinese } from '../../src/i18n/raChinese';

type Leaves = Map<string, unknown>;

// Flatten a nested messages object into a map of dotted key path -> leaf value.
// Only plain objects are descended into; anything else is a leaf.
const flatten = (node: unknown, prefix = '', out: Leaves = new Map()): Leaves => {
  if (node !== null && typeof node === 'object' && !Array.isArray(node)) {
    for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
      flatten(value, prefix ? `${prefix}.${key}` : key, out);
    }
  } else {
    out.set(prefix, node);
  }
  return out;
};

const placeholders = (text: string): string[] => Array.from(new Set(text.match(/%\{[^}]+\}/g) ?? []));

const PLURAL_DELIMITER = ' |||| ';

const english = flatten(englishMessages);
const chinese = flatten(raChinese);
const englishPaths = [...english.keys()].sort();
const chinesePaths = [...chinese.keys()].sort();

describe('raChinese (zh-CN react-admin messages)', () => {
  it('has every English key path, each with a non-empty string', () => {
    const missing = englishPaths.filter((path) => !chinese.has(path));
    expect(missing).toEqual([]);
    for (const path of englishPaths) {
      const value = chinese.get(path);
      expect(typeof value, path).toBe('string');
      expect((value as string).length, path).toBeGreaterThan(0);
    }
  });

  it('has no extra keys', () => {
    const extra = chinesePaths.filter((path) => !english.has(path));
    expect(extra).toEqual([]);
    expect(chinesePaths).toEqual(englishPaths);
  });

  it('keeps every %{placeholder} of the English strings', () => {
    const problems: string[] = [];
    for (const path of englishPaths) {
      const en = english.get(path) as string;
      const zh = String(chinese.get(path) ?? '');
      for (const token of placeholders(en)) {
        if (!zh.includes(token)) problems.push(`${path}: ${token}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('keeps the polyglot plural delimiter where the English has it', () => {
    const pluralPaths = englishPaths.filter((path) => (english.get(path) as string).includes(PLURAL_DELIMITER));
    expect(pluralPaths.length).toBeGreaterThan(0);
    for (const path of pluralPaths) {
      const zh = String(chinese.get(path) ?? '');
      expect(zh, path).toContain(PLURAL_DELIMITER);
      // Same number of plural forms as the English string
      expect(zh.split(PLURAL_DELIMITER).length, path).toBe((english.get(path) as string).split(PLURAL_DELIMITER).length);
    }
  });

  it('uses the expected wording for key messages', () => {
    expect(raChinese.ra.action.save).toBe('保存');
    expect(raChinese.ra.notification.created).toBe('创建成功');
    expect(raChinese.ra.action.create).toBe('新增');
    expect(raChinese.ra.action.confirm).toBe('确定');
    expect(raChinese.ra.navigation.page_rows_per_page).toBe('每页条数：');
    expect(raChinese.ra.notification.http_error).toBe('网络错误，请重新尝试！');
    expect(raChinese.ra.auth.logout).toBe('退出登录');
    expect(raChinese.ra.validation.required).toBe('必填');
  });
});
