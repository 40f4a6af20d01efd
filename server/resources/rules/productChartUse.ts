/**
 * A product-introduction category or product drawn on the draft of the product lineage chart cannot be
 * deleted: the operator removes its node first (docs/product-chart.md). The record's row is locked before
 * the chart is read, the order a chart save takes (its records FOR SHARE, then the chart), so a save
 * adding the node and this delete never both succeed: whichever waits sees the other's outcome. The
 * published copy does not hold a delete back: the app's read drops a node whose record is gone.
 */
import { eq } from 'drizzle-orm';
import associationProduct from '../../../resources/business/associationProduct';
import associationProductType from '../../../resources/business/associationProductType';
import { GRAPH_MESSAGES, type NodeKind } from '../../../resources/business/productChartGraph';
import { ApiError } from '../../http/envelope';
import { readChart } from '../../modules/productChartStore';
import { tableOf } from '../columns';
import type { DeleteRule } from './deleteRule';

const chartUseRule =
  (kind: NodeKind, resource: typeof associationProduct): DeleteRule =>
  async ({ db, id }) => {
    const { table, columns } = tableOf(resource);
    await db.select({ id: columns.id }).from(table).where(eq(columns.id, id)).for('update');
    const node = (await readChart(db))?.graph.nodes.find((one) => one.kind === kind && one.refId === id);
    if (node) throw new ApiError(GRAPH_MESSAGES.inUse(kind, node.label));
  };

export const productChartProductRule = chartUseRule('product', associationProduct);
export const productChartCategoryRule = chartUseRule('category', associationProductType);
