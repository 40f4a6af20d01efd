/**
 * The two levels of product categories (resources/business/associationProductType.ts):
 * a primary has no primary above it and a secondary always has one (the
 * reference itself only accepts primaries), and a category never changes
 * level (its secondaries or its products would be left on the wrong level).
 */
import associationProductType, { PRIMARY_LEVEL, SECONDARY_LEVEL } from '../../../resources/business/associationProductType';
import { validationError } from '../input';
import type { WriteRule } from './writeRule';

export const CATEGORY_MESSAGES = {
  parentRequired: '请选择所属一级分类',
  primaryHasNoParent: '一级分类不能设置所属一级分类',
  levelFixed: '分类级别不能修改',
} as const;

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The level a body asks for ('2' is 2); undefined when absent. */
const levelOf = (value: unknown): unknown => (isBlank(value) ? undefined : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value);

export const associationProductTypeRule: WriteRule = async ({ body, stored }) => {
  if (stored && body.level === undefined && body.parentId === undefined) return body;
  let level: unknown = levelOf(body.level) ?? PRIMARY_LEVEL;
  let parent = body.parentId;
  if (stored) {
    if (body.level !== undefined && levelOf(body.level) !== stored.level) throw validationError(associationProductType, { level: CATEGORY_MESSAGES.levelFixed });
    level = stored.level;
    if (body.parentId === undefined) parent = stored.parentId;
  }
  if (level === SECONDARY_LEVEL && isBlank(parent)) throw validationError(associationProductType, { parentId: CATEGORY_MESSAGES.parentRequired });
  if (level === PRIMARY_LEVEL && !isBlank(parent)) throw validationError(associationProductType, { parentId: CATEGORY_MESSAGES.primaryHasNoParent });
  return body;
};
