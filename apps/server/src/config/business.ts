// The business's own settings: the warehouse's closed days and holidays, the change cutoff, the
// standing orders' lead time, and the payment terms.
import {
  CASH_DISCOUNT_MAX_BP,
  DEFAULT_PAYMENT_TERMS,
  HOLIDAY_RULES,
  isCutoffTime,
  ORDER_CUTOFF_TIME,
  parseClosedDates,
  parseHolidayRules,
  percentToBp,
  STANDING_ORDER_LEAD_DAYS,
  type HolidayRule,
  type PaymentTerms,
} from '@wholesale/rules';
import { checked, optional, parsedBy } from './fields';

/**
 * Extra fixed closures beyond the holiday rules: none by default. The holidays themselves (New
 * Year's Day, Memorial Day, Independence Day, Labor Day, Thanksgiving and the day after,
 * Christmas) are rules (PICKUP_HOLIDAYS), observed on a weekday when they fall on a weekend.
 */
const DEFAULT_PICKUP_CLOSED_DATES: string[] = [];
/** Every holiday rule the warehouse knows (PICKUP_HOLIDAYS=all). */
const DEFAULT_PICKUP_HOLIDAYS: HolidayRule[] = [...HOLIDAY_RULES];

export const businessEnv = {
  PICKUP_CLOSED_DATES: optional(parsedBy('PICKUP_CLOSED_DATES', parseClosedDates)),
  PICKUP_HOLIDAYS: optional(parsedBy('PICKUP_HOLIDAYS', parseHolidayRules)),
  ORDER_CUTOFF_TIME: optional(
    checked(
      (value) => (isCutoffTime(value.trim()) ? value.trim() : null),
      (value) => `ORDER_CUTOFF_TIME must be a 24-hour time HH:MM, like 17:00 (got "${value}")`,
    ),
  ),
  STANDING_ORDER_LEAD_DAYS: optional(
    checked(
      (value) => {
        const text = value.trim();
        const n = Number(text);
        return /^\d{1,2}$/.test(text) && n >= 1 && n <= 10 ? n : null;
      },
      (value) => `STANDING_ORDER_LEAD_DAYS must be a whole number of days from 1 to 10 (got "${value}")`,
    ),
  ),
  CASH_DISCOUNT_PERCENT: optional(
    checked(
      (value) => {
        const bp = percentToBp(value);
        return bp !== null && bp <= CASH_DISCOUNT_MAX_BP ? bp : null;
      },
      (value) => `CASH_DISCOUNT_PERCENT must be a percentage from 0 to 5, like 5 or 2.5 (got "${value}")`,
    ),
  ),
  CARD_TAX_PERCENT: optional(
    checked(
      (value) => {
        const bp = percentToBp(value);
        return bp !== null && bp <= 2_000 ? bp : null;
      },
      (value) => `CARD_TAX_PERCENT must be a percentage from 0 to 20, like 9.75 (got "${value}")`,
    ),
  ),
};

interface BusinessVars {
  PICKUP_CLOSED_DATES?: string[] | undefined;
  PICKUP_HOLIDAYS?: HolidayRule[] | undefined;
  ORDER_CUTOFF_TIME?: string | undefined;
  STANDING_ORDER_LEAD_DAYS?: number | undefined;
  CASH_DISCOUNT_PERCENT?: number | undefined;
  CARD_TAX_PERCENT?: number | undefined;
}

/** The business settings, each variable's default where it is unset. */
export function businessOf(e: BusinessVars): {
  pickupClosedDates: string[];
  pickupHolidays: HolidayRule[];
  orderCutoffTime: string;
  standingLeadDays: number;
  paymentTerms: PaymentTerms;
} {
  return {
    pickupClosedDates: e.PICKUP_CLOSED_DATES ?? DEFAULT_PICKUP_CLOSED_DATES,
    pickupHolidays: e.PICKUP_HOLIDAYS ?? DEFAULT_PICKUP_HOLIDAYS,
    orderCutoffTime: e.ORDER_CUTOFF_TIME ?? ORDER_CUTOFF_TIME,
    standingLeadDays: e.STANDING_ORDER_LEAD_DAYS ?? STANDING_ORDER_LEAD_DAYS,
    paymentTerms: {
      cashDiscountBp: e.CASH_DISCOUNT_PERCENT ?? DEFAULT_PAYMENT_TERMS.cashDiscountBp,
      cardTaxBp: e.CARD_TAX_PERCENT ?? DEFAULT_PAYMENT_TERMS.cardTaxBp,
    },
  };
}
