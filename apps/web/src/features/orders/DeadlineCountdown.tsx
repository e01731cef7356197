import { useI18nContext } from '@wholesale/i18n';
import { deadlineCountdown, msToNextMinute } from '@wholesale/rules';
import { useEffect, useState } from 'react';
import { countdownText } from './countdown';

/**
 * "Changes close in 3 h 12 min" in the last 24 hours before an order's change deadline, redrawn
 * when its minute changes (not every second), in a polite live region: a screen reader hears it
 * change at most once a minute, never mid-sentence. Nothing before the last day or after the deadline.
 */
export function DeadlineCountdown({ deadline }: { deadline: string }) {
  const { LL } = useI18nContext();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    // Past the deadline nothing changes any more: no timer.
    if (Date.parse(deadline) <= now.getTime()) return;
    const timer = setTimeout(() => setNow(new Date()), msToNextMinute(deadline, now) + 50);
    return () => clearTimeout(timer);
  }, [deadline, now]);
  const left = deadlineCountdown(deadline, now);
  return (
    <p className="order-countdown" aria-live="polite" aria-atomic="true">
      {left ? countdownText(LL, left) : ''}
    </p>
  );
}
