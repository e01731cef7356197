import { CLAIM_WINDOW_MAX_HOURS, MISSED_PICKUPS_FLAG_MAX } from '@wholesale/contract';

/** The claim window field read as the server takes it: a whole number of hours, 1 to 720; null otherwise. */
export function readClaimWindow(text: string): number | null {
  const t = text.trim();
  if (!/^\d{1,4}$/.test(t)) return null;
  const n = Number(t);
  return n >= 1 && n <= CLAIM_WINDOW_MAX_HOURS ? n : null;
}

/** The missed-pickups flag read as the server takes it: a whole number from 1 to 20; null otherwise. */
export function readMissedFlag(text: string): number | null {
  const t = text.trim();
  if (!/^\d{1,2}$/.test(t)) return null;
  const n = Number(t);
  return n >= 1 && n <= MISSED_PICKUPS_FLAG_MAX ? n : null;
}
