import { useI18nContext } from '@wholesale/i18n';
import type { HolidayRule } from '@wholesale/rules';
import { HOLIDAY_KEYS } from './model';

/** A holiday's name in the page's language, marked as observed when the day off is not its own date. */
export function useHolidayName(): (rule: HolidayRule, observed: boolean) => string {
  const { LL } = useI18nContext();
  return (rule, observed) => {
    const name = LL.holidays[HOLIDAY_KEYS[rule]]();
    return observed ? LL.holidays.observed({ name }) : name;
  };
}
