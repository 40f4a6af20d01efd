/** Opinion feedback's server manifest (menu 55; server/feature.ts; docs/opinion-feedback.md). */
import { defineServerFeature } from '../../../server/feature';
import { feedbackAppModule } from './appCalls';
import { feedbackModule } from './calls';
import { seedDemoFeedback } from './demo';

export default defineServerFeature({
  name: 'feedback',
  modules: { webCenter: [feedbackModule], app: [feedbackAppModule] },
  // Demo opinion feedback goes through the app call's path and the handling steps (its table is declared).
  demo: { seed: (db, { config }) => seedDemoFeedback(db, config.apiBase), seeded: 'demo opinion feedback seeded' },
});
