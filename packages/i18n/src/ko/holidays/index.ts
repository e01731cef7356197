import type { NamespaceHolidaysTranslation } from '../../i18n-types';

// 창고 휴일 (packages/rules holidays.ts)
const ko_holidays = {
  newYear: '새해 첫날',
  memorialDay: '메모리얼 데이 (미국 현충일)',
  independenceDay: '미국 독립기념일',
  laborDay: '미국 노동절',
  thanksgiving: '추수감사절',
  dayAfterThanksgiving: '추수감사절 다음 날',
  christmas: '크리스마스',
  observed: '{name} 대체 휴일',
} satisfies NamespaceHolidaysTranslation;

export default ko_holidays;
