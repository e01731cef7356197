import type { TranslationFunctions } from '@wholesale/i18n';
import type { Countdown } from '@wholesale/rules';

/** "Changes close in 3 h 12 min" / "Changes close in 45 min" (Korean: "변경 마감까지 3시간 12분 남았습니다"). */
export function countdownText(LL: Pick<TranslationFunctions, 'buyerOrders'>, left: Countdown): string {
  const O = LL.buyerOrders;
  const time =
    left.hours > 0 ? O.countdownTime({ h: left.hours, m: left.minutes }) : O.countdownMinutes({ m: left.minutes });
  return O.changesCloseIn({ time });
}
