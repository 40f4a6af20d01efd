import polyglotI18nProvider from 'ra-i18n-polyglot';
import { withPageMessages } from './pageMessages';
import { flatMenus } from '../../resources/menus';
import { raChinese } from './raChinese';
import { appMessages } from './appMessages';
import { pageTitles } from './routeTitles';
import { crudMessages } from './crudMessages';
import { formMessages } from './formMessages';
import { richTextMessages } from './richTextMessages';
import { accountMessages } from './accountMessages';
import { roleMessages } from './roleMessages';
import { systemMessages } from './systemMessages';
import { portalMessages } from './portalMessages';
import { rowCallMessages } from './rowCallMessages';
import { abilityLevelMessages } from './abilityLevelMessages';
import { comfortMessages } from './comfortMessages';
import { validationMessages } from '../../resources/framework/validationMessages';

/** Menu titles come from the shared menu tree, so the server and the console agree. */
const menuTitles = Object.fromEntries(flatMenus().map((menu) => [menu.id, menu.name]));

/**
 * The core messages: everything the login page, the layout (menus, menu search, tabs, route titles), the
 * welcome page and the declared modules' screens need. A bespoke section whose messages only its own lazily
 * loaded pages use adds them with `addPageMessages` when its chunk loads (./pageMessages.ts, e.g.
 * features/questionnaire/console/messages.ts), so they are not in the first chunk.
 */
export const zhMessages = {
  ...raChinese,
  ra: { ...raChinese.ra, tiptap: richTextMessages },
  ...appMessages,
  crud: { ...crudMessages, rowCall: rowCallMessages },
  form: formMessages,
  validation: validationMessages,
  menu: menuTitles,
  page: pageTitles,
  account: accountMessages,
  portal: portalMessages,
  abilityLevel: abilityLevelMessages,
  comfort: comfortMessages,
  system: { ...systemMessages, roles: roleMessages },
};

const polyglotOptions = { allowMissing: true };

const pageMessages = withPageMessages(
  polyglotI18nProvider(() => zhMessages, 'zh-CN', [{ locale: 'zh-CN', name: '简体中文' }], polyglotOptions),
  polyglotOptions,
);

export const i18nProvider = pageMessages.i18nProvider;

/** Called by a section's messages module when its chunk loads: `addPageMessages({ questionnaire: questionnaireMessages })`. */
export const addPageMessages = pageMessages.addPageMessages;

/** Translation outside React (tests, non-React modules). */
export const translate = (key: string, options?: Record<string, unknown>) => i18nProvider.translate(key, { _: key, ...options });
