/**
 * The Content-Security-Policy and the other security headers in a real
 * browser: the console logs in, shows a list and a rich-text edit page with
 * not one policy violation, and every kind of answer carries the headers.
 */
import { describe, expect, it } from 'vitest';
import { loginAs, useBrowserPage } from './session';
import { watchInFlight } from './pageQuiet';

const session = useBrowserPage({ user: null });
const { baseUrl } = session;

const violations: string[] = [];

const watch = async () => {
  const { page } = session;
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    if (/Content Security Policy/i.test(error.message)) violations.push(`error: ${error.message}`);
  });
  await page.exposeFunction('reportViolation', (text: string) => violations.push(`event: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
};

describe('the console under its Content-Security-Policy', () => {
  it('logs in, lists news and opens a rich-text edit page without a violation', async () => {
    await watch();
    const { page } = session;
    const answer = await page.goto(`${baseUrl}/login`);
    expect(answer?.headers()['content-security-policy']).toContain("script-src 'self'");
    await loginAs(page, baseUrl, 'admin');

    await page.goto(`${baseUrl}/information/newsManage`);
    await page.getByText(/共 \d+ 条记录/).waitFor();

    const rest = watchInFlight(page);
    await page.goto(`${baseUrl}/information/newsEdit?id=5`);
    await page.getByTestId('detail-form').waitFor();
    await page.getByTestId('rich-text-preview-content').getByRole('textbox').click();
    const editor = page.locator('.ProseMirror').first();
    await editor.waitFor();
    await editor.click();
    await page.keyboard.type('安全策略测试');
    await expect(editor.textContent()).resolves.toContain('安全策略测试');
    // Late reports (styles injected after the first paint) have come once the page is at rest.
    await rest.quiet();
    rest.stop();
    expect(violations).toEqual([]);

    // The watch itself works: an inline script is blocked and reported.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.inlineRan = true;';
      document.body.append(script);
    });
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    await expect(page.evaluate(() => (window as unknown as { inlineRan?: boolean }).inlineRan)).resolves.toBeUndefined();
  });

  it('answers the page, its assets, the run-time config and the API with the headers', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/system/welcome`);
    await page.getByTestId('sidebar').waitFor();
    const urls = await page.evaluate(() => [...document.querySelectorAll('script[src]')].map((script) => (script as HTMLScriptElement).src));
    // No inline script anywhere in the page.
    await expect(page.evaluate(() => [...document.querySelectorAll('script:not([src])')].length)).resolves.toBe(0);
    const targets = [`${baseUrl}/system/welcome`, `${baseUrl}/app-config.js`, ...urls.filter((url) => url.includes('/assets/')).slice(0, 1)];
    const api = await page.request.get(`${baseUrl}/no-such-api/call`);
    for (const url of targets) {
      const response = await page.request.get(url);
      expect(response.status(), url).toBe(200);
      const headers = response.headers();
      expect(headers['content-security-policy'], url).toContain("object-src 'none'");
      expect(headers['content-security-policy'], url).toContain("base-uri 'none'");
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['x-frame-options'], url).toBe('DENY');
      expect(headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(headers['permissions-policy'], url).toContain('camera=()');
      expect(headers['referrer-policy'], url).toBeTruthy();
    }
    expect(api.headers()['content-security-policy']).toContain("script-src 'self'");
  });
});
