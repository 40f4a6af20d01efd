/**
 * The `questionnaire` messages, added when this section's chunk loads (docs/architecture.md, "Titles and i18n"):
 * every module of the section that translates `questionnaire.*` keys imports this one, so the messages are there
 * before any of its pages or components renders, and are not in the console's first chunk.
 */
import { addPageMessages } from '../../i18n';
import { questionnaireMessages } from '../../i18n/questionnaireMessages';

addPageMessages({ questionnaire: questionnaireMessages });
