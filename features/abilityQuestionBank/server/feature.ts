/** The ability question bank's server manifest (server/feature.ts; docs/ability.md). */
import { defineServerFeature } from '../../../server/feature';
import { abilityQuestionModule } from './abilityQuestionCalls';

export default defineServerFeature({ name: 'abilityQuestionBank', modules: { webCenter: [abilityQuestionModule] } });
