// The launch deal's free product the buyer chose in the cart, kept on this device for checkout
// (per buyer, like the cart's own progress). Only a hint: the server checks it qualifies, and gives
// the first product when none is sent.
const key = (userId: number) => `launch-deal-choice:${userId}`;

export function readFreeChoice(userId: number): number | undefined {
  try {
    const raw = window.localStorage.getItem(key(userId));
    const id = raw === null ? NaN : Number(raw);
    return Number.isInteger(id) && id > 0 ? id : undefined;
  } catch {
    return undefined;
  }
}

export function saveFreeChoice(userId: number, itemId: number): void {
  try {
    window.localStorage.setItem(key(userId), String(itemId));
  } catch {
    // storage refused (private mode): checkout then gets the first product, as the server decides
  }
}

/** The choice that stands: the one kept if it is still offered, else the first product offered. */
export function currentChoice(offered: readonly { id: number }[], kept: number | undefined): number | undefined {
  return offered.find((p) => p.id === kept)?.id ?? offered[0]?.id;
}

/** Checkout's field for the kept choice: nothing when none is kept (the server gives the first). */
export function freeItemField(userId: number): { free_item_id?: number } {
  const id = readFreeChoice(userId);
  return id === undefined ? {} : { free_item_id: id };
}
