// The back office's accessibility check: axe over the page as it stands, failing on its serious
// and critical findings (the admin specs' shared bar).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './support';

/**
 * No serious or critical axe finding on the page, or only within `within` (a CSS selector) when
 * that is all that changed since the page was checked whole: axe over a long admin table takes
 * seconds. `where` names the state in the failure.
 */
export async function expectNoSeriousAxe(page: Page, where: string, within?: string): Promise<void> {
  const axe = new AxeBuilder({ page });
  if (within) axe.include(within);
  const { violations } = await axe.analyze();
  const bad = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`);
  expect(bad, where).toEqual([]);
}
