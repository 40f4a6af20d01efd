/** Reply templates' placeholders and the masking of personal numbers (features/feedback/contract/template.ts). */
import { describe, expect, it } from 'vitest';
import { fillTemplate, maskPersonalNumbers, maskPhone, unknownPlaceholders } from '../../features/feedback/contract/template';

describe('reply templates', () => {
  it('fills every known placeholder, each time it occurs, and leaves one without a value as written', () => {
    const text = '{提交人}您好：编号{反馈编号}于{日期}处理，结果：{处理结果}。{提交人}，谢谢。';
    expect(fillTemplate(text, { 提交人: '王建国', 反馈编号: 'YJ20261127-0001', 日期: '2026-11-27', 处理结果: '已修复' })).toBe(
      '王建国您好：编号YJ20261127-0001于2026-11-27处理，结果：已修复。王建国，谢谢。',
    );
    expect(fillTemplate('结果：{处理结果}', { 处理结果: null })).toBe('结果：{处理结果}');
    expect(fillTemplate('{其他}不变', { 提交人: '甲' })).toBe('{其他}不变');
  });

  it('joins a value that ends a sentence to the template’s own punctuation without doubling it', () => {
    expect(fillTemplate('经核实：{处理结果}。如有其他问题，欢迎继续反馈。', { 处理结果: '已修复。' })).toBe('经核实：已修复。如有其他问题，欢迎继续反馈。');
    expect(fillTemplate('结果：{处理结果}，谢谢', { 处理结果: '已修复！ ' })).toBe('结果：已修复，谢谢');
    // Where the template goes on without punctuation, the value keeps its own.
    expect(fillTemplate('结果：{处理结果}{提交人}', { 处理结果: '已修复。', 提交人: '王建国' })).toBe('结果：已修复。王建国');
  });

  it('names the placeholders it does not know, once each', () => {
    expect(unknownPlaceholders('{提交人}{提交者}{提交者}{日期}{date}')).toEqual(['提交者', 'date']);
    expect(unknownPlaceholders('没有占位符 { 空格 }')).toEqual([]);
  });
});

describe('masking', () => {
  it('keeps the first 3 and last 4 digits of a phone', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
    expect(maskPhone('010-12345678')).toBe('010*****5678');
    expect(maskPhone('123')).toBe('123');
    expect(maskPhone(null)).toBe('');
  });

  it('masks identity and mobile numbers inside a text, not other digit runs', () => {
    expect(maskPersonalNumbers('身份证110101199003074518，手机13812345678。')).toBe('身份证110101********4518，手机138****5678。');
    expect(maskPersonalNumbers('证件11010119900307451X')).toBe('证件110101********451X');
    expect(maskPersonalNumbers('订单号 123456789012345678901 与 2026 年')).toBe('订单号 123456789012345678901 与 2026 年');
  });
});
