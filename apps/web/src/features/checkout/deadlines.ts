// Until when an order for a pickup day can be changed, in words: checkout's day choices and its
// sentence under the chosen day, and the question an order's editor asks before moving an order to
// a day whose deadline passed. The rule itself is @wholesale/rules' change-deadline.ts; `now` is
// the page's clock (Playwright's page.clock in the e2e suite). Unit tested in deadlines.test.ts.
import type { TranslationFunctions } from '@wholesale/i18n';
import { changesOnline, dayText, defaultPickupDay, timeText, wall } from '@wholesale/rules';
import { dateLocale, formatPacificDay, formatPacificMoment } from '../../lib/pickupText';
import type { PickupDays } from './checkout';

/** Whether an order for a day can be changed online from now: 'open', 'closing' (within the hour) or 'closed'. */
export type DeadlineKind = 'open' | 'closing' | 'closed';

export function deadlineKind(deadline: string, now: Date): DeadlineKind {
  if (changesOnline(deadline, now)) return 'open';
  return Date.parse(deadline) > now.getTime() ? 'closing' : 'closed';
}

/** The window checkout chooses by itself: the first of the earliest day that can still be changed online, else of the earliest. */
export function defaultSlot(days: PickupDays, now: Date): string | null {
  return defaultPickupDay(days, now)?.windows[0]?.slot ?? null;
}

/** A deadline under a day's choice, without the zone: "Wed, Nov 25, 5:00 PM" / "11월 25일 (수) 오후 5:00". */
export function shortDeadline(iso: string, locale: string, now: Date): string {
  const loc = dateLocale(locale);
  const w = wall(new Date(iso), loc);
  const day = dayText(w, loc, wall(now, loc).year);
  return loc === 'ko' ? `${day} ${timeText(w, loc)}` : `${day}, ${timeText(w, loc)}`;
}

type Words = Pick<TranslationFunctions, 'checkout' | 'common'>;

/** The line under a day's choice: "Changes until Wed, Nov 25, 5:00 PM", or "Cannot be changed online". */
export function dayDeadlineText(LL: Words, locale: string, deadline: string, now: Date): string {
  const T = LL.checkout.summary;
  return deadlineKind(deadline, now) === 'open'
    ? T.dayChangesUntil({ when: shortDeadline(deadline, locale, now) })
    : T.dayNoChanges();
}

/** The sentence under the chosen day, with the zone: until when, or why it cannot be changed online. */
export function chosenDeadlineText(LL: Words, locale: string, deadline: string, now: Date): string {
  const T = LL.checkout.summary;
  const when = formatPacificMoment(deadline, dateLocale(locale), LL.common.pacificZone(), now);
  const kind = deadlineKind(deadline, now);
  if (kind === 'open') return T.changesUntil({ when });
  return kind === 'closing' ? T.noChangesClosing({ when }) : T.noChangesClosed({ when });
}

/** What moving an order to another day would lock: the day, its deadline and how it stands; null when nothing. */
export interface MoveLock {
  kind: Exclude<DeadlineKind, 'open'>;
  /** the new pickup day, in words */
  day: string;
  /** its deadline, in words, with the zone */
  when: string;
}

/**
 * The question to ask before saving a move of the pickup to `slot`: when an order for that day can
 * no longer be changed online, what it locks; null when the day still takes changes (or is unknown).
 */
export function moveLock(
  LL: Pick<TranslationFunctions, 'common'>,
  locale: string,
  days: PickupDays,
  slot: string | null,
  now: Date,
): MoveLock | null {
  if (!slot) return null;
  const day = days.find((d) => d.windows.some((w) => w.slot === slot));
  if (!day) return null;
  const kind = deadlineKind(day.change_deadline, now);
  if (kind === 'open') return null;
  const loc = dateLocale(locale);
  return {
    kind,
    day: formatPacificDay(day.windows[0]!.start, loc, now),
    when: formatPacificMoment(day.change_deadline, loc, LL.common.pacificZone(), now),
  };
}
