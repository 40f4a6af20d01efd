/**
 * The writes of a declared resource and its small reads: detail, create,
 * update with optimistic locking, delete guarded by references, the
 * order-sequence maximum and the enable switch. Writes that turn an
 * exclusive flag on or set a unique field go through writeGuarded (checks and
 * write in one transaction). Each write runs in a transaction that also
 * writes its operation-log row (server/audit), with the record before and
 * after as the API answers it.
 */
import { and, count, eq, max, ne, sql, type SQL } from 'drizzle-orm';
import { formatValidation, validateValue, type Resource } from '../../resources/framework';
import type { Db } from '../db/client';
import { ApiError, STATUS } from '../http/envelope';
import { readId, readVersion, RECORD_MESSAGES } from '../http/validate';
import { tableOf } from './columns';
import { toColumnValue, type ApiRecord } from './codec';
import { writeGuarded } from './exclusive';
import { readInput, validationError } from './input';
import { findRecord, type ResourceSet } from './queries';
import { recordOperation, type AuditScope } from '../audit/record';
import type { OperationAction } from '../audit/actions';
import { DELETE_RULES, WRITE_RULES } from './rules';
import { systemClock } from '../clock';

const fail = (message: string): never => {
  throw new ApiError(message);
};

export class ResourceStore {
  constructor(
    private readonly db: Db,
    readonly resource: Resource,
    private readonly all: ResourceSet,
  ) {}

  private get t() {
    return tableOf(this.resource);
  }

  /** The module's refusal for a record that is gone. */
  private get notFound() {
    return this.resource.notFound ?? RECORD_MESSAGES.notFound;
  }

  async detail(id: number): Promise<ApiRecord> {
    return (await findRecord(this.db, this.resource, this.all, id)) ?? fail(this.notFound);
  }

  /** Runs `write` on a store bound to one transaction, then logs its before and after there. */
  private async audited<T>(
    scope: AuditScope | undefined,
    action: OperationAction,
    write: (store: ResourceStore) => Promise<{ answer: T; id: number; before: ApiRecord | null; after: ApiRecord | null }>,
  ): Promise<T> {
    return this.db.transaction(async (tx) => {
      const { answer, id, before, after } = await write(new ResourceStore(tx as unknown as Db, this.resource, this.all));
      const named = after ?? before;
      const name = named?.[this.resource.recordName];
      await recordOperation(tx as unknown as Db, {
        actor: scope?.actor ?? null,
        action,
        menuId: this.resource.menuId,
        path: scope?.path ?? `${this.resource.api}/${this.resource.calls[action === 'create' ? 'create' : action === 'delete' ? 'delete' : 'update']}`,
        recordId: id,
        summary: typeof name === 'string' && name.trim() ? `${this.resource.title}：${name.trim()}` : `${this.resource.title} #${id}`,
        before,
        after,
        // A write outside a call (a seed) is stamped by the database.
        at: scope?.at ?? systemClock.sqlNow(),
      });
      return answer;
    });
  }

  async create(body: Record<string, unknown>, scope?: AuditScope): Promise<ApiRecord> {
    return this.audited(scope, 'create', async (store) => {
      const after = await store.insert((await store.ruled(body, null)).body);
      return { answer: after, id: after.id as number, before: null, after };
    });
  }

  /**
   * The body after the module's own rule (rules/index.ts), run in this store's
   * transaction under a lock on the module: its check and the write that
   * follows hold against any other write of the module, in any process. An
   * update's stored record is read under the lock (null when it is gone: the
   * write then answers so).
   */
  private async ruled(body: Record<string, unknown>, id: number | null): Promise<{ body: Record<string, unknown>; stored: ApiRecord | null }> {
    const rule = WRITE_RULES[this.resource.name];
    if (rule) await this.db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`write-rule:${this.resource.name}`}))`);
    const stored = id === null ? null : await this.stored(id);
    if (!rule || (id !== null && !stored)) return { body, stored };
    return { body: await rule({ db: this.db, mode: id === null ? 'create' : 'update', body, stored }), stored };
  }

  private async insert(body: Record<string, unknown>): Promise<ApiRecord> {
    const values = await readInput(this.db, this.resource, this.all, body, 'create');
    const [row] = await writeGuarded(this.db, this.resource, null, values, (db) =>
      db
        .insert(this.t.table)
        .values(values as never)
        .returning({ id: this.t.columns.id }),
    );
    return this.detail(row.id as number);
  }

  /** PATCH semantics: absent fields stay; the stored version must match and is bumped atomically. */
  async update(body: Record<string, unknown>, scope?: AuditScope): Promise<ApiRecord> {
    const id = readId(body);
    const version = readVersion(body);
    return this.audited(scope, 'update', async (store) => {
      const { body: ruled, stored: before } = await store.ruled(body, id);
      const values = await readInput(store.db, this.resource, this.all, ruled, 'update');
      await store.writeVersioned(id, version, values);
      const after = await store.detail(id);
      return { answer: after, id, before, after };
    });
  }

  /** The stored record, or null (the write then answers "not found" itself). */
  private async stored(id: number): Promise<ApiRecord | null> {
    return (await findRecord(this.db, this.resource, this.all, id)) ?? null;
  }

  /** The enable switch: only the flag field changes (and the version, when given, must match). */
  async switchFlag(fieldName: string, body: Record<string, unknown>, scope?: AuditScope): Promise<ApiRecord> {
    const id = readId(body);
    const version = body.version === undefined || body.version === null ? null : readVersion(body);
    const field = this.resource.fields.find((candidate) => candidate.name === fieldName && candidate.kind === 'flag');
    if (!field) throw new Error(`Resource "${this.resource.name}": switch field "${fieldName}" is not a flag`);
    const raw = body[field.name];
    const value = typeof raw === 'string' && /^-?\d+$/.test(raw.trim()) ? Number(raw) : raw;
    const broken = validateValue({ ...field, required: true }, value);
    if (broken) throw validationError(this.resource, { [field.name]: formatValidation(broken.key, broken.args) });
    return this.audited(scope, 'update', async (store) => {
      const before = await store.stored(id);
      await store.writeVersioned(id, version, { [field.name]: toColumnValue(field, value) });
      const after = await store.detail(id);
      return { answer: after, id, before, after };
    });
  }

  private async writeVersioned(id: number, version: number | null, values: Record<string, unknown>) {
    const { table, columns } = this.t;
    const match: SQL = version === null ? eq(columns.id, id) : and(eq(columns.id, id), eq(columns.version, version))!;
    const changes = { ...values, version: sql`${columns.version} + 1`, updatedAt: sql`now()` };
    const updated = await writeGuarded(this.db, this.resource, id, values, (db) =>
      db
        .update(table)
        .set(changes as never)
        .where(match)
        .returning({ id: columns.id }),
    );
    if (updated.length) return;
    await this.detail(id); // answers "not found" when the record is gone
    throw new ApiError(RECORD_MESSAGES.conflict, STATUS.failure, { conflict: true });
  }

  /** Refused while any declared resource still references the record, or the module's own rule (rules/index.ts) holds it. */
  async remove(id: number, scope?: AuditScope): Promise<null> {
    return this.audited(scope, 'delete', async (store) => {
      const before = await store.stored(id);
      await store.deleteUnreferenced(id);
      return { answer: null, id, before, after: null };
    });
  }

  private async deleteUnreferenced(id: number): Promise<void> {
    for (const other of this.all) {
      for (const field of other.fields) {
        if (field.kind !== 'ref' || field.reference !== this.resource.name) continue;
        const { table, columns } = tableOf(other);
        const self = other.name === this.resource.name;
        const where = self ? and(eq(columns[field.name], id), ne(columns.id, id)) : eq(columns[field.name], id);
        const [{ holders }] = await this.db.select({ holders: count() }).from(table).where(where);
        if (holders > 0) throw new ApiError(`该${this.resource.title}下还有 ${holders} 条${other.title}数据，无法删除`);
      }
    }
    await DELETE_RULES[this.resource.name]?.({ db: this.db, id });
    const deleted = await this.db.delete(this.t.table).where(eq(this.t.columns.id, id)).returning({ id: this.t.columns.id });
    if (!deleted.length) fail(this.notFound);
  }

  /** The largest value of the first order-sequence field (0 when the table is empty). */
  async maxOrder(): Promise<number> {
    const field = this.resource.fields.find((candidate) => candidate.kind === 'orderSeq');
    if (!field) return 0;
    const [{ value }] = await this.db.select({ value: max(this.t.columns[field.name]) }).from(this.t.table);
    return Number(value ?? 0);
  }
}
