import { useI18nContext } from '@wholesale/i18n';
import { useEffect } from 'react';

/** Sets document.title to "<title> | <brand>" (just the brand for an empty title). */
export function useDocumentTitle(title: string): void {
  const { LL } = useI18nContext();
  const brand = LL.common.brand();
  useEffect(() => {
    document.title = title ? `${title} | ${brand}` : brand;
  }, [title, brand]);
}
