import type { BaseTranslation } from '../../i18n-types';

// The warehouse's holidays (packages/rules holidays.ts), by rule key: the back office's calendar
// and the mails name a closed day with them. A namespace: the storefront's first load needs none.
const en_holidays = {
  newYear: "New Year's Day",
  memorialDay: 'Memorial Day',
  independenceDay: 'Independence Day',
  laborDay: 'Labor Day',
  thanksgiving: 'Thanksgiving Day',
  dayAfterThanksgiving: 'Day after Thanksgiving',
  christmas: 'Christmas Day',
  observed: '{name:string} (observed)',
} satisfies BaseTranslation;

export default en_holidays;
