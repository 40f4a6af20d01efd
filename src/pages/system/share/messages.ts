/**
 * The `system.share` messages, added when this section's chunk loads (docs/architecture.md, "Titles and i18n"):
 * every module of the section that translates `system.share.*` keys imports this one, so the messages are there
 * before any of its pages or components renders, and are not in the console's first chunk.
 */
import { addPageMessages } from '../../../i18n';
import { shareMessages } from '../../../i18n/shareMessages';

addPageMessages({ system: { share: shareMessages } });
