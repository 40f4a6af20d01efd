/**
 * The `qualification` messages, added when this section's chunk loads (docs/architecture.md, "Titles and
 * i18n"): every module of the section that translates `qualification.*` keys imports this one first.
 */
import { addPageMessages } from '../../i18n';
import { qualificationMessages } from '../../i18n/qualificationMessages';

addPageMessages({ qualification: qualificationMessages });
