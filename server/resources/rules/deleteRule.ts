/**
 * A declared module's own rule on its delete, beyond the generic guard (no declared module still
 * references the record): a use the declarations cannot see, such as a node of the product lineage chart.
 * Run inside the delete's transaction before the row goes; it throws the refusal or returns.
 */
import type { Db } from '../../db/client';

export type DeleteRule = (input: { db: Db; id: number }) => Promise<void>;
