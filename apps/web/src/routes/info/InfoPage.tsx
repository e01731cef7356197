import { useI18nContext, type TranslationFunctions } from '@wholesale/i18n';
import type { ReactNode } from 'react';
import { useNamespace } from '../../features/locale/LocaleProvider';
import { PageShell } from '../../ui/PageShell';
import { PageSkeleton } from '../../ui/Skeleton';
import './info.css';

/** The info pages filed under "Wholesale": each namespace has a title, a crumb and an intro. */
export type WholesaleInfoNamespace = 'b2b' | 'deal' | 'faq' | 'howToOrder' | 'packing';

export interface InfoPageProps<N extends WholesaleInfoNamespace> {
  ns: N;
  width?: 'narrow' | 'wide';
  /** The page body; called only once the namespace is loaded, with its translations. */
  children: (t: TranslationFunctions[N]) => ReactNode;
}

/**
 * The common opening of a wholesale info page: a skeleton until the dictionary arrives (it is
 * loaded per page to keep the first bundle small), then title, Wholesale crumb and intro.
 */
export function InfoPage<N extends WholesaleInfoNamespace>({ ns, width, children }: InfoPageProps<N>) {
  const ready = useNamespace(ns);
  const { LL } = useI18nContext();
  if (!ready) return <PageSkeleton />;
  const t: TranslationFunctions[N] = LL[ns];
  const head: { title(): string; crumb(): string; intro(): string } = t;
  return (
    <PageShell
      title={head.title()}
      breadcrumbs={[{ label: LL.common.wholesale() }, { label: head.crumb() }]}
      intro={<p>{head.intro()}</p>}
      width={width}
    >
      <div className="info">{children(t)}</div>
    </PageShell>
  );
}
