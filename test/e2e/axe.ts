/**
 * axe-core in the page under test: the accessibility rules of WCAG 2.1 A and
 * AA and axe's best practices over the page or a part of it. The script is
 * evaluated through the browser's debugging protocol, which the page's
 * Content-Security-Policy does not apply to, so the served page is unchanged.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  help: string;
  /** axe's impact: minor, moderate, serious or critical. */
  impact: string | null;
  targets: string[];
  /** The start of each node's markup, to find it in a report. */
  html: string[];
}

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The violations under `include` (CSS selectors; the whole document when absent); `wcagOnly` leaves out axe's best practices. */
export const axeViolations = async (page: Page, include?: string[], { wcagOnly = false } = {}): Promise<AxeViolation[]> => {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ selectors, tags }) => {
      type Result = { violations: Array<{ id: string; help: string; impact?: string | null; nodes: Array<{ target: unknown[]; html: string }> }> };
      const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<Result> } }).axe;
      const context = selectors ? { include: selectors.map((selector) => [selector]) } : document;
      const result = await axe.run(context, { runOnly: { type: 'tag', values: tags } });
      return result.violations.map((violation) => ({
        id: violation.id,
        help: violation.help,
        impact: violation.impact ?? null,
        targets: violation.nodes.map((node) => node.target.join(' ')),
        html: violation.nodes.map((node) => node.html.slice(0, 160)),
      }));
    },
    { selectors: include, tags: wcagOnly ? WCAG : [...WCAG, 'best-practice'] },
  );
};
