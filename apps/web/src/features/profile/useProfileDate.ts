import { useI18nContext } from '@wholesale/i18n';
import { PICKUP_TIME_ZONE } from '@wholesale/rules';
import { useMemo } from 'react';

/** The profile's dates (points, a team's members and invitations) on the business's clock, America/Los_Angeles, like its orders. */
export function useProfileDate(): (iso: string) => string {
  const { locale } = useI18nContext();
  return useMemo(() => {
    const f = new Intl.DateTimeFormat(locale === 'ko' ? 'ko-KR' : 'en-US', {
      dateStyle: 'medium',
      timeZone: PICKUP_TIME_ZONE,
    });
    return (iso: string) => {
      const d = new Date(iso);
      return Number.isNaN(d.getTime()) ? iso : f.format(d);
    };
  }, [locale]);
}
