// One idempotency key per submission, for every form that sends one (an order's change by its
// buyer or by staff, a payment staff record): a retry of the same body after a lost answer or a
// double tap keeps the key, so the server answers the first submission rather than make it twice;
// any other body gets a new key (the server refuses a key reused for something else).

/** One submission's key and what it was sent with. */
export interface Attempt {
  key: string;
  signature: string;
}

/** A fresh key: 8 to 200 of [A-Za-z0-9_-], as the server takes (a UUID is 36 of them). */
export function newAttemptKey(): string {
  return crypto.randomUUID();
}

/**
 * The attempt to send `body` with: `previous` when it was made for the same body (compared as
 * JSON, so build the body in a stable order), a new key otherwise.
 */
export function attemptFor(previous: Attempt | null, body: unknown, makeKey: () => string = newAttemptKey): Attempt {
  const signature = JSON.stringify(body);
  return previous?.signature === signature ? previous : { key: makeKey(), signature };
}
