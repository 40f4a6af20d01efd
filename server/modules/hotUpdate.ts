/**
 * The version-release call beyond the declared module (resources/system/hotUpdateVersion.ts):
 * GET hu/query{product}HuToEnable answers the enabled hot-update version, or
 * null when none is enabled (spec section 7, "System").
 */
import { desc, eq } from 'drizzle-orm';
import { resources } from '../../resources';
import { productCallName } from '../../resources/framework';
import hotUpdateVersion from '../../resources/system/hotUpdateVersion';
import { get, type ServerModule } from '../http/api';
import { tableOf } from '../resources/columns';
import { toRecord } from '../resources/codec';
import { selectRecords } from '../resources/queries';

export const hotUpdateModule: ServerModule = ({ config }) => [
  get(`${hotUpdateVersion.api}/${productCallName('query{product}HuToEnable', config.product)}`, { menu: hotUpdateVersion.menuId }, 'read', async ({ db }) => {
    const { columns } = tableOf(hotUpdateVersion);
    const status = hotUpdateVersion.fields.find((field) => field.name === 'status')!;
    // The exclusive flag keeps this to one row; the newest release wins should old data hold more.
    const [row] = await selectRecords(db, hotUpdateVersion, resources).where(eq(columns.status, status.onValue!)).orderBy(desc(columns.releaseTime), desc(columns.id)).limit(1);
    return row ? toRecord(hotUpdateVersion, row as Record<string, unknown>) : null;
  }),
];
