/** Ability statistics' server manifest (menu 42; server/feature.ts; docs/ability-statistics.md). */
import { defineServerFeature } from '../../../server/feature';
import { abilityAppModule } from './appCalls';
import { abilityAssessmentModule } from './assessmentCalls';
import { seedDemoAbilityActivity } from './demo';
import { abilityStatisticsModule } from './statisticsCalls';

export default defineServerFeature({
  name: 'abilityStatistics',
  // Computed from the activity the app records; team assessments are registered by operators on the same menu.
  modules: { webCenter: [abilityStatisticsModule, abilityAssessmentModule], app: [abilityAppModule] },
  // Demo ability activity goes through the app calls' path, from the demo staff app users.
  demo: { seed: (db) => seedDemoAbilityActivity(db), seeded: 'demo ability activity seeded' },
});
