/** The page-tracking statistics' server manifest (server/feature.ts; docs/statistics.md). */
import { defineServerFeature } from '../../../server/feature';
import { seedDemoTraffic } from './demo/seedTraffic';
import { statisticsReportModule } from './reportCalls';
import { startRollupTimer } from './rollupTimer';
import { trackingModule } from './trackingCalls';

export default defineServerFeature({
  name: 'statistics',
  modules: { webCenter: [statisticsReportModule], app: [trackingModule] },
  // Demo statistics read the declared modules' demo rows and the other features' demo data: listed last.
  demo: {
    seed: async (db, { config, demoTraffic }) => {
      if (!demoTraffic) return null;
      const started = Date.now();
      const traffic = await seedDemoTraffic(db, { graceDays: config.statFreezeGraceDays });
      return traffic && { ...traffic, ms: Date.now() - started };
    },
    seeded: 'demo statistics traffic seeded',
  },
  start: (services, log) => {
    const timer = startRollupTimer(services.db, log, services.config.statFreezeGraceDays);
    return () => clearInterval(timer);
  },
});
