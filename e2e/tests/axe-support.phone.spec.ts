// The accessibility check of the other specs (axe-support.ts) finds what it is there to find: a
// picture without words and a nameless button, planted in the home page; and, scoped to a part,
// only what is in that part. The check is the same at any size: the phone.
import { seriousAxeFindings } from './axe-support';
import { expect, open, test } from './support';

test('the check reports serious findings, within the part it is given', async ({ page }) => {
  await open(page, '/');
  await page.evaluate(() => {
    const planted = document.createElement('div');
    planted.id = 'planted';
    planted.innerHTML = '<img width="20" height="20"><button type="button"></button>';
    document.body.append(planted);
  });
  const rules = (findings: string[]) => findings.map((f) => f.split(':')[0]);
  expect(rules(await seriousAxeFindings(page, { contrast: false }))).toEqual(
    expect.arrayContaining(['critical button-name', 'critical image-alt']),
  );
  expect(rules(await seriousAxeFindings(page, { within: 'header', contrast: false }))).toEqual([]);
  expect(rules(await seriousAxeFindings(page, { within: '#planted', contrast: false })).sort()).toEqual([
    'critical button-name',
    'critical image-alt',
  ]);
});
