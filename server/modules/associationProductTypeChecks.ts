/**
 * The two levels of product categories (resources/business/associationProductType.ts)
 * kept apart on the server: the declared add and update of
 * business/associationProductType are wrapped so that a primary has no
 * primary above it and a secondary always has one (the reference itself only
 * accepts primaries), and a category never changes level (its secondaries or
 * its products would be left on the wrong level). A refusal answers like the
 * field rules (status -1, the message, `data.errors` by field) and writes nothing.
 */
import associationProductType, { PRIMARY_LEVEL, SECONDARY_LEVEL } from '../../resources/business/associationProductType';
import type { Endpoint, EndpointContext, ServerModule } from '../http/api';
import { ApiError } from '../http/envelope';
import { validationError } from '../resources/input';
import { findRecord } from '../resources/queries';
import { readId, RECORD_MESSAGES } from '../resources/store';
import { resources } from '../../resources';

export const CATEGORY_MESSAGES = {
  parentRequired: '请选择所属一级分类',
  primaryHasNoParent: '一级分类不能设置所属一级分类',
  levelFixed: '分类级别不能修改',
} as const;

const typePath = (call: string) => `${associationProductType.api}/${call}`;

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The level a body asks for ('2' is 2); the declared default when absent. */
const levelOf = (value: unknown): unknown => (isBlank(value) ? undefined : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value);

const guarded = (endpoint: Endpoint, mode: 'create' | 'update'): Endpoint => ({
  ...endpoint,
  handler: async (context: EndpointContext) => {
    const { body } = context;
    if (mode === 'update' && body.level === undefined && body.parentId === undefined) return endpoint.handler(context);
    let level: unknown = levelOf(body.level) ?? PRIMARY_LEVEL;
    let parent = body.parentId;
    if (mode === 'update') {
      const stored = await findRecord(context.services.db, associationProductType, resources, readId(body));
      if (!stored) throw new ApiError(RECORD_MESSAGES.notFound);
      if (body.level !== undefined && levelOf(body.level) !== stored.level) throw validationError(associationProductType, { level: CATEGORY_MESSAGES.levelFixed });
      level = stored.level;
      if (body.parentId === undefined) parent = stored.parentId;
    }
    if (level === SECONDARY_LEVEL && isBlank(parent)) throw validationError(associationProductType, { parentId: CATEGORY_MESSAGES.parentRequired });
    if (level === PRIMARY_LEVEL && !isBlank(parent)) throw validationError(associationProductType, { parentId: CATEGORY_MESSAGES.primaryHasNoParent });
    return endpoint.handler(context);
  },
});

/** The declared modules, with the product categories' add and update keeping the two levels apart. */
export const withAssociationProductTypeChecks = (modules: ServerModule[]): ServerModule[] =>
  modules.map((module) => (services) =>
    module(services).map((endpoint) => {
      if (endpoint.method !== 'POST') return endpoint;
      if (endpoint.path === typePath(associationProductType.calls.create)) return guarded(endpoint, 'create');
      if (endpoint.path === typePath(associationProductType.calls.update)) return guarded(endpoint, 'update');
      return endpoint;
    }),
  );
