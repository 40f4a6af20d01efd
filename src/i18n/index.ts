import polyglotI18nProvider from 'ra-i18n-polyglot';
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
import { shareMessages } from './shareMessages';
import { appUserMessages } from './appUserMessages';
import { portalMessages } from './portalMessages';
import { rowCallMessages } from './rowCallMessages';
import { introduceMessages } from './introduceMessages';
import { abilityLevelMessages } from './abilityLevelMessages';
import { abilityQuestionMessages } from './abilityQuestionMessages';
import { statisticsMessages } from './statisticsMessages';
import { questionnaireMessages } from './questionnaireMessages';
import { comfortMessages } from './comfortMessages';
import { opinionMessages } from './opinionMessages';
import { examineMessages } from './examineMessages';
import { validationMessages } from '../../resources/framework/validationMessages';

/** Menu titles come from the shared menu tree, so the server and the console agree. */
const menuTitles = Object.fromEntries(flatMenus().map((menu) => [menu.id, menu.name]));

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
  introduce: introduceMessages,
  abilityLevel: abilityLevelMessages,
  abilityQuestion: abilityQuestionMessages,
  statistics: statisticsMessages,
  questionnaire: questionnaireMessages,
  comfort: comfortMessages,
  opinion: opinionMessages,
  examine: examineMessages,
  system: { ...systemMessages, roles: roleMessages, share: shareMessages, appUsers: appUserMessages },
};

export const i18nProvider = polyglotI18nProvider(() => zhMessages, 'zh-CN', [{ locale: 'zh-CN', name: '简体中文' }], {
  allowMissing: true,
});

/** Translation outside React (tests, non-React modules). */
export const translate = (key: string, options?: Record<string, unknown>) => i18nProvider.translate(key, { _: key, ...options });
