/** The shared declaration: field rules and messages, as the console and the server both run them. */
import { describe, expect, it } from 'vitest';
import { checkRule, defineResource, demoRows, flag, formatValidation, image, number, ref, richText, text, choice, date, datetime, url, validateValue, ruleTests } from '../../resources/framework';
import { resources } from '../../resources';

const message = (violation: ReturnType<typeof validateValue>) => (violation ? formatValidation(violation.key, violation.args) : null);

describe('reusable validators of spec section 5', () => {
  const cases: Array<[keyof typeof ruleTests, string[], string[]]> = [
    ['url', ['http://a.cn', 'https://www.example.org/path?q=1'], ['ftp://files.example.org', 'data:text/html,x', 'www.example.org', 'javascript:alert(1)', 'http://', 'mailto:a@b.cn']],
    ['chineseOnly', ['中文', '协会'], ['中文a', '123', 'abc']],
    ['lettersDigitsChinese', ['协会2026abc'], ['协会 2026', '协会-1']],
    ['englishOnly', ['Abc'], ['Abc1', '中文']],
    ['lettersDigits', ['abc123'], ['abc_123', '中文']],
    ['noDigits', ['协会abc'], ['协会1']],
    ['noDigitsNoChinese', ['abc-DEF'], ['abc1', '协会']],
    ['noChinese', ['abc 123'], ['abc协会']],
    ['email', ['a.b@example.com'], ['a@b', 'a b@c.com', '@example.com']],
    ['externalLink', ['https://a.cn', 'mailto:a@b.cn', 'tel:010-12345678'], ['javascript:alert(1)', 'data:text/html,x', 'ftp://a.cn']],
  ];
  it.each(cases)('%s accepts and refuses the right values', (rule, good, bad) => {
    good.forEach((value) => expect(checkRule(rule, value, '字段'), value).toBeNull());
    bad.forEach((value) => expect(checkRule(rule, value, '字段'), value).not.toBeNull());
  });

  it('names the field in a clear Chinese message', () => {
    expect(message(validateValue(text('邮箱', { rules: ['email'] }), 'nope'))).toBe('邮箱不是有效的邮箱地址');
    expect(message(validateValue(url('官网'), 'www.a.cn'))).toBe('官网必须是以 http 或 https 开头的有效网址');
    expect(message(validateValue(text('姓名', { rules: ['chineseOnly'] }), 'Tom'))).toBe('姓名只能输入中文');
  });
});

describe('field rules', () => {
  it('requires required values, with the word that fits the input', () => {
    expect(message(validateValue(text('标题', { required: true }), '  '))).toBe('请输入标题');
    expect(message(validateValue(ref('newsType', '新闻分类', { required: true }), null))).toBe('请选择新闻分类');
    expect(message(validateValue(image('封面图', { required: true }), undefined))).toBe('请上传封面图');
    expect(message(validateValue(richText('正文', { required: true }), '<p> </p>'))).toBe('请输入正文');
    expect(validateValue(text('备注'), '')).toBeNull();
  });

  it('checks lengths in characters, not bytes, and rich text by its visible text', () => {
    expect(validateValue(text('标题', { max: 4 }), '协会动态')).toBeNull();
    expect(message(validateValue(text('标题', { max: 4 }), '协会动态新'))).toBe('标题不能超过4个字符');
    expect(message(validateValue(text('标题', { min: 2 }), '协'))).toBe('标题至少2个字符');
    expect(validateValue(richText('正文', { max: 3 }), '<p><strong>协会</strong></p>')).toBeNull();
  });

  it('checks numbers, ranges and integers', () => {
    const field = number('排序', { min: 0, max: 10 });
    expect(validateValue(field, 3)).toBeNull();
    expect(validateValue(field, '3')).toBeNull();
    expect(message(validateValue(field, 11))).toBe('排序不能大于10');
    expect(message(validateValue(field, -1))).toBe('排序不能小于0');
    expect(message(validateValue(field, 1.5))).toBe('排序必须是整数');
    expect(message(validateValue(field, 'abc'))).toBe('排序必须是数字');
  });

  it('checks choices, flags, references, dates and patterns', () => {
    expect(message(validateValue(choice('类型', [{ value: 1, label: '甲' }]), 2))).toBe('类型的取值无效');
    expect(validateValue(choice('类型', [{ value: 1, label: '甲' }]), 1)).toBeNull();
    expect(message(validateValue(flag('置顶'), 2))).toBe('置顶的取值无效');
    expect(message(validateValue(ref('newsType', '分类'), -3))).toBe('分类的取值无效');
    expect(validateValue(date('日期'), '2024-02-29')).toBeNull();
    expect(message(validateValue(date('日期'), '2023-02-29'))).toBe('日期不是有效的日期');
    expect(validateValue(datetime('时间'), '2026-11-21T08:30:00.000Z')).toBeNull();
    expect(message(validateValue(datetime('时间'), '2026-01-01 99:99'))).toBe('时间不是有效的日期');
    expect(message(validateValue(datetime('时间'), '2026-01-01 24:00'))).toBe('时间不是有效的日期');
    expect(message(validateValue(number('数量'), 3_000_000_000))).toBe('数量不能大于2147483647');
    expect(message(validateValue(text('代码', { pattern: { regex: /^\d{6}$/, message: '代码为6位数字' } }), '12a'))).toBe('代码为6位数字');
  });

  it('accepts stored file references only', () => {
    expect(validateValue(image('图'), { url: '/x/fastdfs/downloadfiles?fileId=1', title: 'a.png' })).toBeNull();
    expect(message(validateValue(image('图'), 'not a file'))).toBe('图格式不正确');
  });
});

describe('defineResource', () => {
  it('fills the five-call pattern, the table and the record name', () => {
    const resource = defineResource({ name: 'pressRelease', title: '发布会', menuId: 9, routes: { list: '/a', edit: '/b' }, api: 'business/x', fields: { title: text('标题') } });
    expect(resource.calls).toEqual({ list: 'queryList', create: 'add', detail: 'queryDetails', update: 'updateDetails', delete: 'delete' });
    expect(resource.table).toBe('res_press_release');
    expect(resource.recordName).toBe('title');
    expect(resource.fields[0]).toMatchObject({ name: 'title', label: '标题', kind: 'text' });
  });

  it('refuses names that cannot be database identifiers', () => {
    expect(() => defineResource({ name: 'x', title: 'x', menuId: 9, routes: { list: '/a', edit: '/b' }, api: 'x', table: 'drop table;', fields: {} })).toThrow();
  });

  it('refuses a unique check that names no unique field', () => {
    const base = { name: 'x', title: 'x', menuId: 9, routes: { list: '/a', edit: '/b' }, api: 'x' };
    expect(() => defineResource({ ...base, fields: { name: text('名称') }, uniqueCheck: { call: 'check', field: 'name' } })).toThrow(/not a unique field/);
    expect(defineResource({ ...base, fields: { name: text('名称', { unique: true }) }, uniqueCheck: { call: 'check', field: 'name' } }).uniqueCheck).toEqual({ call: 'check', field: 'name' });
  });

  it("keeps a read-only module's detail call only when the declaration names it", () => {
    const base = { name: 'x', title: 'x', menuId: 9, routes: { list: '/a' }, api: 'x', fields: { name: text('名称') } };
    expect(defineResource({ ...base, routes: { list: '/a', edit: '/b' } }).hasDetail).toBe(true);
    expect(defineResource({ ...base, readOnly: true }).hasDetail).toBe(false);
    expect(defineResource({ ...base, readOnly: true, calls: { list: 'queryXList' } }).hasDetail).toBe(false);
    const named = defineResource({ ...base, readOnly: true, calls: { detail: 'queryInfo' } });
    expect(named).toMatchObject({ hasDetail: true, calls: { list: 'queryList', detail: 'queryInfo' } });
  });

  it('lets a text search look in other text fields too, and nowhere else', () => {
    const base = { name: 'x', title: 'x', menuId: 9, routes: { list: '/a', edit: '/b' }, api: 'x' };
    const both = defineResource({ ...base, fields: { name: text('名称', { search: true, searchAlso: ['newName'] }), newName: text('新名称') } });
    expect(both.fields[0].searchAlso).toEqual(['newName']);
    expect(() => defineResource({ ...base, fields: { name: text('名称', { search: true, searchAlso: ['other'] }) } })).toThrow(/may search "other" too/);
    expect(() => defineResource({ ...base, fields: { name: text('名称', { searchAlso: ['newName'] }), newName: text('新名称') } })).toThrow(/searchable/);
    expect(() => defineResource({ ...base, fields: { name: text('名称', { search: true, searchAlso: ['count'] }), count: number('数量') } })).toThrow(/text fields/);
  });

  it('declares the first modules with unique names and valid demo data', async () => {
    expect(new Set(resources.map((resource) => resource.name)).size).toBe(resources.length);
    for (const resource of resources) {
      for (const row of await demoRows(resource)) {
        // The rows live in <name>.demo.ts, out of the declaration's type check: every key must be a field.
        expect(
          Object.keys(row).filter((key) => !resource.fields.some((field) => field.name === key)),
          resource.name,
        ).toEqual([]);
        for (const field of resource.fields) {
          if (field.kind === 'ref') continue;
          expect(validateValue(field, (row as Record<string, unknown>)[field.name]), `${resource.name}.${field.name}`).toBeNull();
        }
      }
    }
    expect((await demoRows(resources.find((resource) => resource.name === 'news')!)).length).toBeGreaterThanOrEqual(25);
  });
});
