/** The qualification register's server manifest (menu 53; server/feature.ts; docs/qualification.md). */
import { defineServerFeature } from '../../../server/feature';
import { qualificationModule } from './calls';
import { seedQualificationDemo } from './demo';

export default defineServerFeature({
  name: 'qualification',
  modules: { webCenter: [qualificationModule] },
  // The register is imported from demo ledgers through the import path (dry run, confirm).
  demo: { seed: (db) => seedQualificationDemo(db), seeded: 'demo qualification register imported' },
});
