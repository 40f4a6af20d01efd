/**
 * Messages that load with their pages (docs/architecture.md, "Titles and i18n").
 *
 * The core messages (react-admin's, layout, menus, route titles, the declared
 * modules' lists and forms) are built once by ra-i18n-polyglot and ship with the
 * console's first chunk. A bespoke section's messages are only needed by its own
 * lazily loaded pages, so they ship in the section's chunk: its messages module
 * calls `addPageMessages({ namespace: messages })` when the chunk loads, which is
 * before any of its pages renders (a module runs before the lazy page it belongs
 * to resolves). The provider below is react-admin's I18nProvider interface over
 * both: a key a section has added is translated from the section's phrases; any
 * other key goes to the core provider, so a key whose section has not loaded yet
 * behaves exactly as any missing key does (the key itself, or `_`).
 */
import Polyglot from 'node-polyglot';
import type { I18nProvider, TranslationMessages } from 'ra-core';

export interface PageMessages {
  /** react-admin's I18nProvider: page phrases first, then the core's. */
  i18nProvider: I18nProvider;
  /** Adds a section's messages (namespace → nested messages), synchronously; adding a namespace again merges it. */
  addPageMessages: (messages: Record<string, TranslationMessages | Record<string, unknown>>) => void;
}

/**
 * Wraps the core provider. `polyglotOptions` are the core's, so interpolation,
 * plural forms and missing keys work alike in both.
 */
export const withPageMessages = (core: I18nProvider, polyglotOptions: { allowMissing?: boolean } = {}): PageMessages => {
  const pages = new Polyglot({ ...polyglotOptions, locale: core.getLocale(), phrases: {} });
  return {
    i18nProvider: {
      translate: (key, options = {}) => (pages.has(key) ? pages.t(key, options) : core.translate(key, options)),
      changeLocale: async (locale, options) => {
        await core.changeLocale(locale, options);
        // The console has one language (zh-CN, like the core's getMessages): the phrases stay, plural rules follow.
        pages.locale(locale);
      },
      getLocale: () => core.getLocale(),
      getLocales: () => core.getLocales?.() ?? [],
    },
    addPageMessages: (messages) => pages.extend(messages),
  };
};
