/**
 * Monthly rollups of frozen months (stat_monthly), read by the pages for the
 * months a range holds whole (features/statistics/server/source.ts).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { addMonths } from '../../../server/days';

/** Writes a month's monthly rows from its daily rows without `late` (in the freezing transaction). */
export const sumMonth = async (tx: Db, month: string) => {
  await tx.execute(sql`
    INSERT INTO stat_monthly SELECT ${month}::date, grain, module_code, category1_id, category2_id, content_id, platform, institution_id,
      sum(pv), sum(uv), sum(users), sum(clicks), sum(shares), sum(downloads), sum(searches), sum(duration_ms)
    FROM stat_daily WHERE stat_date >= ${month}::date AND stat_date < ${addMonths(month, 1)}::date AND NOT late
    GROUP BY grain, module_code, category1_id, category2_id, content_id, platform, institution_id
    ON CONFLICT DO NOTHING`);
};
