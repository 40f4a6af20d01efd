/**
 * The section's messages, loaded with its pages by its manifest (feature.ts, src/routes/feature.ts), not in
 * the console's first chunk (docs/architecture.md, "Titles and i18n").
 */
import type { FeatureMessages } from '../../../src/routes/feature';
import { qualificationMessages } from './qualificationMessages';

const messages: FeatureMessages = { qualification: qualificationMessages };

export default messages;
