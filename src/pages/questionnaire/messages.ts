/**
 * The section's messages, loaded with its pages by its manifest (feature.ts, src/routes/feature.ts), not in
 * the console's first chunk (docs/architecture.md, "Titles and i18n").
 */
import type { FeatureMessages } from '../../routes/feature';
import { questionnaireMessages } from '../../i18n/questionnaireMessages';

const messages: FeatureMessages = { questionnaire: questionnaireMessages };

export default messages;
