/**
 * The login page's i18nProvider: the console's own messages (app, http, auth,
 * layout) without react-admin's and the modules', so /login stays light.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'ra-core';
import { appMessages } from './appMessages';

export const loginI18nProvider = polyglotI18nProvider(() => appMessages as unknown as TranslationMessages, 'zh-CN', [{ locale: 'zh-CN', name: '简体中文' }], { allowMissing: true });
