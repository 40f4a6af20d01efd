/** The institution-name review's server manifest (menus 20 and 21; server/feature.ts; docs/institution-review.md). */
import { defineServerFeature } from '../../../server/feature';
import { examineModule } from './calls';
import { seedExamineDemo } from './demo';

export default defineServerFeature({
  name: 'examine',
  modules: { webCenter: [examineModule] },
  // The institution source and the earlier name changes name the demo member units.
  demo: { seed: (db) => seedExamineDemo(db), seeded: 'demo institution source and name changes seeded' },
});
