/**
 * The watermark of issue 26: its tile names the operator (Chinese name, login
 * name) and the day, escaped as SVG text; the layout draws it only when the
 * installation turns it on (`watermark` of /app-config.js), and the console's
 * store keeps the user's preferences apart from the session's state.
 */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { memoryStore } from 'ra-core';
import { localDate, watermarkImage, watermarkLines } from '../../src/layout/watermarkImage';
import { Watermark } from '../../src/layout/Watermark';
import { preferenceKey, splitStore } from '../../src/layout/preferences/consoleStore';
import { logInAs, renderAt, setUpConsole } from './harness';

const decoded = (url: string) =>
  decodeURIComponent(
    url
      .replace(/^url\("?/, '')
      .replace(/"?\)$/, '')
      .replace('data:image/svg+xml;charset=utf-8,', ''),
  );

describe('the watermark tile', () => {
  it('names the operator and the day', () => {
    expect(watermarkLines({ cnName: '系统管理员', loginName: 'admin' }, '2026-11-27')).toEqual(['系统管理员 admin', '2026-11-27']);
    expect(watermarkLines({ loginName: 'admin' }, '2026-11-27')).toEqual(['admin', '2026-11-27']);
    expect(localDate(new Date(2026, 0, 5))).toBe('2026-01-05');
    const svg = decoded(watermarkImage(['系统管理员 admin', '2026-11-27']));
    expect(svg).toContain('>系统管理员 admin</text>');
    expect(svg).toContain('>2026-11-27</text>');
  });

  it('writes a name with markup characters as text', () => {
    const svg = decoded(watermarkImage(['<b>张&三</b>', '2026-11-27']));
    expect(svg).toContain('&lt;b&gt;张&amp;三&lt;/b&gt;');
    expect(svg).not.toContain('<b>');
  });
});

describe('the watermark over the page', () => {
  setUpConsole({ config: { watermark: true }, each: () => logInAs({}, { cnName: '王五', loginName: 'wangwu' }) });

  it('shows the operator and today when the installation turns it on', async () => {
    await renderAt('/information/newsManage', { page: <Watermark left={210} /> });
    const mark = screen.getByTestId('watermark');
    expect(mark).toHaveAttribute('aria-hidden', 'true');
    const svg = decoded(getComputedStyle(mark).backgroundImage);
    expect(svg).toContain('王五 wangwu');
    expect(svg).toContain(localDate(new Date()));
  });

  it('is absent when the installation does not turn it on', async () => {
    window.APP_CONFIG = { ...window.APP_CONFIG, watermark: false };
    await renderAt('/information/newsManage', { page: <Watermark left={210} /> });
    expect(screen.queryByTestId('watermark')).not.toBeInTheDocument();
  });
});

describe('the console store', () => {
  it("keeps a user's preferences in their own store through a reset of the session's", () => {
    const session = memoryStore();
    const preferences = memoryStore();
    const store = splitStore(session, preferences);
    store.setup();
    const key = preferenceKey(7, 'pageTabs');
    store.setItem(key, true);
    store.setItem('layout.openTabs', ['/news']);
    expect(preferences.getItem(key)).toBe(true);
    expect(session.getItem(key)).toBeUndefined();
    expect(session.getItem('layout.openTabs')).toEqual(['/news']);
    store.reset();
    expect(store.getItem(key)).toBe(true);
    expect(store.getItem('layout.openTabs', [])).toEqual([]);
  });
});
