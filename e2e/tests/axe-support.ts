// The accessibility check: axe over the page as it stands, failing on its serious and critical
// findings (the a11y walk's and the admin specs' shared bar).
//
// axe runs in the page itself (axe.run), its script injected once per document. @axe-core/playwright
// injected it twice on every check and then opened a blank page to merge its results across frames,
// which the app has none of: 1.6 s a check against 0.4 s (docs/decisions.md, "The axe checks").
import axe from 'axe-core';
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

/** What the page's window holds once axe's script has run in it. */
interface WithAxe {
  axe?: typeof axe;
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

/** axe's violations on the page (or the part `scope` names), its script injected when the document has none. */
async function violations(page: Page, scope: Scope): Promise<axe.Result[]> {
  // A page the app moves through as a link does keeps its document, and with it the script.
  if (!(await page.evaluate(() => (window as WithAxe).axe !== undefined))) await page.evaluate(axe.source);
  return page.evaluate(
    async ({ within, contrast }) =>
      (
        await (window as WithAxe).axe!.run(within ? { include: [within] } : document, {
          resultTypes: ['violations'],
          rules: contrast ? {} : { 'color-contrast': { enabled: false } },
        })
      ).violations,
    { within: scope.within, contrast: scope.contrast !== false },
  );
}

/** The serious and critical findings, each with its rule and where: empty when the page passes. */
export async function seriousAxeFindings(page: Page, scope: Scope = {}): Promise<string[]> {
  await animationsDone(page);
  return (await violations(page, scope))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n  ${v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary?.split('\n').slice(1).join(' ').trim() ?? ''})`).join('\n  ')}`,
    );
}

/** No serious or critical axe finding on the page (or the part `scope` names); `where` names the state in the failure. */
export async function expectNoSeriousAxe(page: Page, where = 'the page', scope: Scope = {}): Promise<void> {
  expect(await seriousAxeFindings(page, scope), where).toEqual([]);
}
