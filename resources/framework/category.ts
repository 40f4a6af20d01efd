/**
 * The fields of a standard classification page, in their form and column
 * order: 分类名称, 排序, 启用 (switch, on for a new category) and 备注.
 * A category declaration spreads them, adding fields of its own between
 * (`const { name, ...rest } = categoryFields()`) or after them.
 */
import { flag, orderSeq, text, textarea } from './fields';

export const categoryFields = () => ({
  name: text('分类名称', { required: true, max: 30, rules: ['lettersDigitsChinese'], search: true, column: true }),
  orderSeq: orderSeq('排序', { required: true, column: true, defaultValue: 1 }),
  status: flag('启用', { column: 'switch', onLabel: '启用', offLabel: '停用', defaultValue: 1 }),
  remark: textarea('备注', { max: 200 }),
});
