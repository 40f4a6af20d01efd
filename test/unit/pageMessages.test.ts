/**
 * Messages that load with their pages (src/i18n/pageMessages.ts): a section's
 * keys are missing, exactly as any missing key, until its messages module runs
 * (when its chunk loads), then translate like the core's.
 */
import { describe, expect, it } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'ra-core';
import { withPageMessages } from '../../src/i18n/pageMessages';
import { i18nProvider, translate, zhMessages } from '../../src/i18n';
import { questionnaireMessages } from '../../features/questionnaire/console/questionnaireMessages';
import { findRouteByPath } from '../../src/routes/routeTable';

/** A core of one phrase (react-admin's own keys are not needed here). */
const coreMessages = { app: { hello: '你好，%{name}' } } as unknown as TranslationMessages;
const coreOf = () => polyglotI18nProvider(() => coreMessages, 'zh-CN', [{ locale: 'zh-CN', name: '简体中文' }], { allowMissing: true });

describe('page messages', () => {
  it('answers a key as a missing key until its section adds it, then with its phrase', () => {
    const core = coreOf();
    const { i18nProvider: provider, addPageMessages } = withPageMessages(core, { allowMissing: true });
    expect(provider.translate('section.greeting', { name: '张三' })).toBe(core.translate('section.greeting', { name: '张三' }));
    expect(provider.translate('section.greeting', { _: '默认' })).toBe('默认');

    addPageMessages({ section: { greeting: '欢迎%{name}', count: '%{smart_count}条' } });
    expect(provider.translate('section.greeting', { name: '张三' })).toBe('欢迎张三');
    expect(provider.translate('section.count', { smart_count: 3 })).toBe('3条');
    expect(provider.translate('section.other', { _: '默认' })).toBe('默认');
    expect(provider.translate('app.hello', { name: '李四' })).toBe('你好，李四');
  });

  it('keeps react-admin’s locale calls of the core', async () => {
    const { i18nProvider: provider, addPageMessages } = withPageMessages(coreOf(), { allowMissing: true });
    addPageMessages({ section: { greeting: '欢迎' } });
    expect(provider.getLocale()).toBe('zh-CN');
    expect(provider.getLocales?.()).toEqual([{ locale: 'zh-CN', name: '简体中文' }]);
    await provider.changeLocale('zh-CN');
    expect(provider.translate('section.greeting')).toBe('欢迎');
  });

  it('brings the questionnaire messages with the questionnaire pages’ routes, not with the console’s core', async () => {
    for (const namespace of ['questionnaire', 'examine', 'opinion', 'statistics', 'abilityQuestion', 'introduce', 'system.appUsers', 'system.share']) {
      expect(zhMessages).not.toHaveProperty(namespace);
    }
    expect(translate('questionnaire.list.create')).toBe('questionnaire.list.create');
    expect(i18nProvider.translate('questionnaire.list.create', { _: '缺' })).toBe('缺');

    // The route's page loader brings them (the section's manifest, src/routes/feature.ts); importing a page does not.
    await import('../../features/questionnaire/console/IssueListPage');
    expect(translate('questionnaire.list.create')).toBe('questionnaire.list.create');
    await findRouteByPath('/questionnaire/issue')!.page!();
    expect(translate('questionnaire.list.create')).toBe(questionnaireMessages.list.create);
    expect(translate('questionnaire.status.1')).toBe('已发布');
    // The core is untouched.
    expect(translate('ra.action.save')).toBe(zhMessages.ra.action.save);
  });
});
