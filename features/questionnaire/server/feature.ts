/** The questionnaire feature's server manifest (server/feature.ts; docs/questionnaire.md). */
import { defineServerFeature } from '../../../server/feature';
import { questionnaireAppModule } from './appCalls';
import { seedDemoQuestionnaires } from './demo';
import { questionnaireDesignModule } from './designCalls';
import { questionnaireResultsModule } from './resultCalls';
import { questionnaireSamplingModule } from './samplingCalls';

export default defineServerFeature({
  name: 'questionnaire',
  modules: { questionnaire: [questionnaireDesignModule, questionnaireSamplingModule, questionnaireResultsModule], app: [questionnaireAppModule] },
  // Demo questionnaires draw from the member units and are answered by the demo app users.
  demo: { seed: (db) => seedDemoQuestionnaires(db), seeded: 'demo questionnaires seeded' },
});
