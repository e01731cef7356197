// The reminder mail's stop link: `<user id>.<expiry>.<signature>`, signed with a key derived from
// SESSION_SECRET by the same HMAC signer as the /files/signed links (storage/url-signer.ts), under a
// key of its own, so neither link's signature is good for the other. Nothing is stored: any
// process with the same secret checks it, and it works without signing in. It only ever turns the
// reminder off, so it may live long: 60 days, more than any gap between two reminders.
import { createUrlSigner, type UrlSigner } from '../storage/url-signer';

export const STOP_LINK_DAYS = 60;

export interface StopLinks {
  token(userId: number, now: Date): string;
  /** The user the token names, or null: malformed, forged, or expired. */
  userOf(token: string, now: Date): number | null;
}

export function createStopLinks(sessionSecret: string): StopLinks {
  const signer: UrlSigner = createUrlSigner(`cutoff-reminders:${sessionSecret}`);
  const key = (userId: number) => `cutoff-reminder-stop:${userId}`;
  return {
    token(userId, now) {
      const { exp, sig } = signer.sign(key(userId), STOP_LINK_DAYS * 86_400, now);
      return `${userId}.${exp}.${sig}`;
    },
    userOf(token, now) {
      const [id, exp, sig, ...rest] = token.split('.');
      if (rest.length > 0 || !id || !exp || !sig) return null;
      const userId = Number(id);
      if (!Number.isSafeInteger(userId) || userId <= 0) return null;
      return signer.verify(key(userId), { exp, sig }, now) ? userId : null;
    },
  };
}
