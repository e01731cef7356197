// The back office changes an order after it was placed: on a pending order the admin
// records a shortage (a lower quantity) and a substitution in the line editor, confirms a summary
// that says the buyer is e-mailed, and sees the new lines, the new total and the revision with its
// differences; a status change sent with the revision the page showed is refused once the buyer
// has changed the order meanwhile (through the REST API), with a clear message and the order
// reloaded; and the admin cancels another order with a reason, which the buyer's mail carries.
// Each test has a buyer of its own (made and approved through the REST API), so no other spec's
// "usual items" or order lists move. Desktop size only, in English and Korean.
// E2E_SCREENSHOTS=<dir> also saves the editor, its confirmation and the revisions as images.
import type { APIRequestContext, Page } from '@playwright/test';
import type { DemoItem } from '@wholesale/db/demo-catalogue';
import enMail from '@wholesale/i18n/dictionaries/en/mail';
import koMail from '@wholesale/i18n/dictionaries/ko/mail';
import { fill, literal, uniqueTag, waitForMail } from './accounts-support';
import { expect, inEachLanguage, nameIn, reviewShot, SHOTS_DIR, test } from './support';
import { bySlug, orderOpenedByAdmin, type BuyerOrder } from './order-cycle-support';

// Boxes (not catch weight): their totals are exact.
const oxtail = bySlug('oxtail');
const drumsticks = bySlug('chicken-drumsticks');
const wings = bySlug('whole-chicken-wings');

/** How this spec's buyers' e-mails and their orders' notes begin. */
const BUYER = { prefix: 'order-changes', note: 'Order changes e2e' };

/** The order as its buyer reads it (GET /api/orders/:id). */
async function buyerView(
  request: APIRequestContext,
  token: string,
  id: number,
): Promise<BuyerOrder & { revision: number; lines: { item_id: number; quantity: number }[] }> {
  const res = await request.get(`/api/orders/${id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBe(200);
  return (
    (await res.json()) as { data: BuyerOrder & { revision: number; lines: { item_id: number; quantity: number }[] } }
  ).data;
}

/** A text of the dictionary as a pattern: its parameters may be anything. */
const template = (text: string) =>
  new RegExp(
    `^${text
      .split(/\{\w+(?::\w+)?\}/)
      .map((part) => literal(part).source)
      .join('.+')}$`,
  );

const usd = (dollars: number) =>
  `$${dollars.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS_DIR) return;
  // From the top: the storefront's sticky header would otherwise be drawn across the middle.
  await page.evaluate(() => window.scrollTo(0, 0));
  await reviewShot(page, name);
}

/** The buyer's mail about `orderNumber` whose text holds one of `intros` (one per language). */
const mailOf = (email: string, intros: string[]) => (m: { to: string[]; text: string }) =>
  m.to.includes(email) && intros.some((i) => m.text.includes(i));

test.describe('admin order changes', () => {
  // Every test first makes, approves and signs in a buyer of its own, who places the order it opens.
  test.describe.configure({ timeout: 60_000 });

  inEachLanguage((locale) => {
    test('a shortage and a substitution: confirmed, saved, the new lines and total, the revision with its differences', async ({
      page,
      request,
      L,
    }) => {
      const C = L.admin.orderChanges;
      const { who, token, order } = await orderOpenedByAdmin(page, request, locale, BUYER, [
        { id: oxtail.id, quantity: 3 },
        { id: drumsticks.id, quantity: 2 },
      ]);
      // The buyer's cutoff is on the order: a new pending order is still open to the buyer.
      await expect(page.getByTestId('buyer-cutoff')).toHaveText(template(C.buyerOpen));
      await expect(page.getByRole('region', { name: C.revisionsTitle })).toContainText(C.revisionsEmpty);

      // --- the editor: a shortage on the oxtail, the drumsticks substituted by wings
      await page.getByRole('button', { name: C.edit, exact: true }).click();
      await expect(page.getByRole('heading', { name: C.editTitle })).toBeFocused();
      const oxtailQty = page.getByRole('textbox', { name: fill(C.quantityFor, { name: nameIn(oxtail, locale) }) });
      await expect(oxtailQty).toHaveValue('3');
      await oxtailQty.fill('2');
      await page.getByRole('button', { name: fill(C.substituteFor, { name: nameIn(drumsticks, locale) }) }).click();
      const picker = page.getByRole('dialog', {
        name: fill(C.pickSubstituteTitle, { name: nameIn(drumsticks, locale) }),
      });
      await expect(picker).toBeVisible();
      const search = picker.getByRole('searchbox', { name: C.pickSearch });
      await expect(search).toBeFocused();
      // The order's own products are listed but not offered again (one product, one line).
      await search.fill(oxtail.name);
      await expect(
        picker.getByRole('button', {
          name: new RegExp(`^${literal(nameIn(oxtail, locale)).source}.*${literal(C.pickOnOrder).source}`),
        }),
      ).toBeDisabled();
      await search.fill(wings.name);
      const choice = picker.getByRole('button', { name: new RegExp(`^${literal(nameIn(wings, locale)).source}`) });
      await expect(choice).toBeEnabled();
      await shot(page, `order-picker-${locale}`);
      await choice.click();
      await expect(picker).toBeHidden();
      const row = (item: DemoItem) =>
        page.locator('tr').filter({
          has: page.getByRole('rowheader', { name: new RegExp(`^${literal(nameIn(item, locale)).source}`) }),
        });
      await expect(row(wings)).toContainText(fill(C.replaces, { name: nameIn(drumsticks, locale) }));
      await expect(
        page.getByRole('textbox', { name: fill(C.quantityFor, { name: nameIn(wings, locale) }) }),
      ).toHaveValue('2');
      await shot(page, `order-editor-${locale}`);

      // --- Save asks first: the summary of the differences, and that the buyer is e-mailed
      await page.getByRole('button', { name: C.save, exact: true }).click();
      const ask = page.getByRole('dialog', { name: fill(C.confirmTitle, { number: order.order_number }) });
      await expect(ask).toHaveAccessibleDescription(fill(C.confirmText, { email: who.email }));
      await expect(ask.getByRole('button', { name: C.confirmBack })).toBeFocused();
      await expect(ask.getByTestId('change-summary').getByRole('listitem')).toHaveText([
        fill(C.sumQuantity, { name: nameIn(oxtail, locale), from: '3', to: '2' }),
        fill(C.sumReplaced, { from: nameIn(drumsticks, locale), to: nameIn(wings, locale) }),
      ]);
      await shot(page, `order-change-confirm-${locale}`);
      await ask.getByRole('button', { name: C.confirmSave }).click();
      await expect(page.getByText(C.saved, { exact: true })).toBeVisible();
      await expect(ask).toBeHidden();

      // --- the detail shows the new lines and the server's new total
      const after = await buyerView(request, token, order.id);
      expect(after.revision).toBe(1);
      expect(after.lines.map((l) => [l.item_id, l.quantity]).sort()).toEqual(
        [
          [oxtail.id, 2],
          [wings.id, 2],
        ].sort(),
      );
      await expect(page.getByRole('heading', { name: C.editTitle })).toHaveCount(0);
      await expect(page.getByRole('button', { name: C.edit, exact: true })).toBeFocused();
      await expect(row(oxtail).locator('td').nth(1)).toHaveText('2');
      await expect(row(wings)).toBeVisible();
      await expect(page.getByRole('rowheader', { name: nameIn(drumsticks, locale) })).toHaveCount(0);
      await expect(page.getByTestId('order-total')).toHaveText(usd(after.total_amount));

      // --- the revision, with its differences and the totals
      const changes = page.getByRole('region', { name: C.revisionsTitle });
      const revision = changes.getByTestId('revision-1');
      await expect(revision).toContainText(fill(C.revisionChange, { revision: 1 }));
      await expect(revision).toContainText(fill(C.lineQuantity, { name: nameIn(oxtail, locale), from: '3', to: '2' }));
      await expect(revision).toContainText(fill(C.lineRemoved, { name: nameIn(drumsticks, locale), quantity: '2' }));
      await expect(revision).toContainText(fill(C.lineAdded, { name: nameIn(wings, locale), quantity: '2' }));
      await expect(revision).toContainText(
        fill(C.totalChange, { from: usd(order.total_amount), to: usd(after.total_amount) }),
      );
      await changes.scrollIntoViewIfNeeded();
      await shot(page, `order-revisions-${locale}`);

      // The buyer is mailed the change, in their language.
      await waitForMail(
        mailOf(
          who.email,
          [enMail, koMail].map((d) => fill(d.orderChanged.introByStaff, { orderNumber: order.order_number })),
        ),
        `change of ${order.order_number}`,
      );
    });
  });

  test.describe('(en) stale revision', () => {
    test.use({ lang: 'en', expectedErrors: /status of 409/ });

    test('a status change is refused once the buyer changed the order meanwhile, and the page reloads it', async ({
      page,
      request,
      L,
    }) => {
      const C = L.admin.orderChanges;
      const S = L.base.orderStatus;
      const { token, order } = await orderOpenedByAdmin(page, request, 'en', BUYER, [{ id: oxtail.id, quantity: 1 }]);
      await expect(page.getByRole('region', { name: C.revisionsTitle })).toContainText(C.revisionsEmpty);

      // Meanwhile the buyer changes the order (PATCH /api/orders/:id with its key).
      const patch = await request.patch(`/api/orders/${order.id}`, {
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': `change-${uniqueTag()}` },
        data: { cart_items: [{ id: oxtail.id, quantity: 4 }] },
      });
      expect(patch.status(), await patch.text()).toBe(200);

      // The admin, still looking at the old version, sets a status: refused, said plainly.
      const menu = page.getByRole('combobox', { name: fill(L.admin.orders.statusFor, { number: order.order_number }) });
      const ready = page.getByRole('dialog', {
        name: fill(L.admin.orders.confirmTitle, { number: order.order_number, status: S.readyForPickup }),
      });
      const markReady = async () => {
        await menu.selectOption('ready for pickup');
        await menu.press('Enter');
        await ready.getByRole('checkbox').uncheck();
        await ready.getByRole('button', { name: L.admin.orders.confirmChange }).click();
      };
      await markReady();
      await expect(page.getByText(C.statusChangedMeanwhile)).toBeVisible();
      // Nothing was set, and the order reloaded: the buyer's change is there to review.
      await expect(menu).toHaveValue('pending');
      const revision = page.getByRole('region', { name: C.revisionsTitle }).getByTestId('revision-1');
      await expect(revision).toContainText(fill(C.lineQuantity, { name: oxtail.name, from: '1', to: '4' }));
      await expect(revision).toContainText(C.byBuyer);
      expect((await buyerView(request, token, order.id)).revision).toBe(1);

      // Reviewed: the same change now goes through with the revision shown.
      await markReady();
      await expect(page.getByText(fill(L.admin.orders.statusUpdatedText, { status: S.readyForPickup }))).toBeVisible();
      await expect(menu).toHaveValue('ready for pickup');
    });
  });

  inEachLanguage(
    (locale) => `(${locale}) cancel`,
    (locale) => {
      test('the admin cancels an order with a reason: the buyer is mailed it, the revision records it', async ({
        page,
        request,
        L,
      }) => {
        const C = L.admin.orderChanges;
        const { who, token, order } = await orderOpenedByAdmin(page, request, locale, BUYER, [
          { id: wings.id, quantity: 1 },
        ]);
        const reason = `Out of stock ${uniqueTag()}`;

        await page.getByRole('button', { name: C.cancel, exact: true }).click();
        const ask = page.getByRole('dialog', { name: fill(C.cancelTitle, { number: order.order_number }) });
        await expect(ask).toHaveAccessibleDescription(fill(C.cancelText, { email: who.email }));
        const field = ask.getByRole('textbox', { name: C.cancelReason });
        await expect(field).toBeFocused();
        // Escape keeps the order.
        await page.keyboard.press('Escape');
        await expect(ask).toBeHidden();
        await page.getByRole('button', { name: C.cancel, exact: true }).click();
        await field.fill(reason);
        await shot(page, `order-cancel-${locale}`);
        await ask.getByRole('button', { name: C.cancelConfirm }).click();
        await expect(page.getByText(C.cancelled, { exact: true })).toBeVisible();
        await expect(ask).toBeHidden();

        // Cancelled: the badge, no more editing or cancelling, the revision with the reason.
        await expect(page.locator('.admin-page-head .admin-order-badge')).toHaveText(L.base.orderStatus.cancelled);
        await expect(page.getByRole('button', { name: C.edit, exact: true })).toHaveCount(0);
        await expect(page.getByRole('button', { name: C.cancel, exact: true })).toHaveCount(0);
        const revision = page.getByRole('region', { name: C.revisionsTitle }).getByTestId('revision-1');
        await expect(revision).toContainText(fill(C.revisionCancel, { revision: 1 }));
        await expect(revision).toContainText(fill(C.reason, { reason }));
        expect((await buyerView(request, token, order.id)).revision).toBe(1);

        const mail = await waitForMail(
          mailOf(
            who.email,
            [enMail, koMail].map((d) => fill(d.orderCancelled.introByStaff, { orderNumber: order.order_number })),
          ),
          `cancellation of ${order.order_number}`,
        );
        expect(mail.text).toContain(reason);
      });
    },
  );
});
