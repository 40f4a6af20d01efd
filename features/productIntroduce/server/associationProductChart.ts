/**
 * The product lineage chart (business/associationProductChart, menu 30; docs/product-chart.md). Calls (POST):
 * - queryAssociationProductChartDetail: the draft with its version and the published copy, or null before
 *   it is created;
 * - addAssociationProductChart: creates it (refused once it exists);
 * - updateAssociationProductChart: saves the draft whole with the version read (a stale version is refused);
 * - publishAssociationProductChart (ours): publishes the draft at the version read;
 * and, on the app base, associationProductChart/queryPublishedChart: the published chart, public like the
 * app's other reads and limited per client address. Rules: productChartStore.ts.
 */
import { CHART_APP_CALL, CHART_MESSAGES } from '../../../resources/business/associationProductChart';
import { CHART_API, CHART_CALLS } from '../contract/calls';
import type { Db } from '../../../server/db/client';
import { post, type ServerModule } from '../../../server/http/api';
import { success } from '../../../server/http/envelope';
import { consumeQuota } from '../../../server/appAuth/clientQuota';
import { addressOf } from '../../../server/modules/auth';
import { createChart, publishDraft, readChart, readPublished, readValues, readVersion, saveDraft } from '../../../server/modules/productChartStore';

const MENU = 30;

export const associationProductChartModule: ServerModule = () => [
  post(`${CHART_API}/${CHART_CALLS.detail}`, { menu: MENU, unit: 'detail' }, 'read', async ({ db }) => readChart(db)),
  post(`${CHART_API}/${CHART_CALLS.create}`, { menu: MENU, unit: 'add' }, { write: 'create' }, async ({ db, body, user }) => createChart(db, readValues(body), user?.loginName ?? null)),
  post(`${CHART_API}/${CHART_CALLS.update}`, { menu: MENU, unit: 'modify' }, { write: 'update' }, async ({ db, body, user }) => {
    const version = readVersion(body.version);
    return saveDraft(db, readValues(body), version, user?.loginName ?? null);
  }),
  post(`${CHART_API}/${CHART_CALLS.publish}`, { menu: MENU, unit: 'modify' }, { write: 'update' }, async ({ db, body, user }) =>
    success(await publishDraft(db, readVersion(body.version), user?.loginName ?? null), CHART_MESSAGES.published),
  ),
];

export const productChartAppModule: ServerModule = ({ config, clock }) => [
  post(CHART_APP_CALL, 'public', 'read', async (context) =>
    context.db.transaction(async (tx) => {
      await consumeQuota(tx as unknown as Db, `productChart:${addressOf(context.request.ip)}`, 1, config.trackLimits, clock);
      return readPublished(tx as unknown as Db);
    }),
  ),
];
