// The back office's accessibility check: axe over the page as it stands, failing on its serious
// and critical findings (the admin specs' shared bar).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './support';

interface Scope {
  /** Only this part (a CSS selector), when it is all that changed since the page was checked whole. */
  within?: string;
  /**
   * False skips colour contrast, the costliest rule on a long admin table: for a page whose
   * English twin was checked with it (the colours do not change with the language).
   */
  contrast?: boolean;
}

/**
 * The page's animations that end (a toast sliding in, a panel opening), finished: axe reads the
 * colours as drawn, and a text still fading in fails colour contrast. Endless ones (a spinner) are
 * not waited for.
 */
async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** No serious or critical axe finding on the page (or the part `scope` names); `where` names the state in the failure. */
export async function expectNoSeriousAxe(page: Page, where = 'the page', scope: Scope = {}): Promise<void> {
  await animationsDone(page);
  const axe = new AxeBuilder({ page });
  if (scope.within) axe.include(scope.within);
  if (scope.contrast === false) axe.disableRules(['color-contrast']);
  const { violations } = await axe.analyze();
  const bad = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`);
  expect(bad, where).toEqual([]);
}
