/** The product introduction's lineage chart, server manifest (server/feature.ts; docs/product-chart.md). */
import { defineServerFeature } from '../../../server/feature';
import { associationProductChartModule, productChartAppModule } from './associationProductChart';
import { seedDemoProductChart } from './productChartDemo';

export default defineServerFeature({
  name: 'productIntroduce',
  modules: { webCenter: [associationProductChartModule], app: [productChartAppModule] },
  // The demo chart links the product introduction's demo rows and is published for the app.
  demo: { seed: (db) => seedDemoProductChart(db), seeded: 'demo product lineage chart published' },
});
