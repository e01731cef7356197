import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProductGtin } from '@wholesale/contract';
import { useI18nContext } from '@wholesale/i18n';
import { useId, useState, type FormEvent } from 'react';
import { trpc } from '../../../lib/trpc';
import { toast } from '../../../ui/toastStore';
import { useReportFailure, useReportQueryError } from '../access';
import { adminFailureText } from '../notify';
import { TitledPanel } from '../TitledPanel';
import { LabelledField } from '../LabelledField';

/** At most this many products show at once; a search narrows them. */
const SHOWN = 12;

const matches = (p: ProductGtin, words: string) =>
  !words || `${p.name} ${p.name_ko} ${p.slug} ${p.gtin ?? ''}`.toLowerCase().includes(words);

/** The GTIN each product's case labels carry: what names a scanned case's product. */
export function ProductGtins() {
  const { LL } = useI18nContext();
  const C = LL.admin.cases;
  const id = useId();
  const [q, setQ] = useState('');
  const products = useQuery(trpc.admin.cases.productGtins.queryOptions());
  useReportQueryError(products.error);
  const words = q.trim().toLowerCase();
  const found = (products.data ?? []).filter((p) => matches(p, words));
  return (
    <TitledPanel className="lots-gtins" headingId={`${id}-title`} title={C.gtinHeading()}>
      <p className="muted">{C.gtinIntro()}</p>
      <LabelledField id={`${id}-q`} label={C.gtinSearch()}>
        <input
          id={`${id}-q`}
          type="search"
          className="admin-input"
          maxLength={100}
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
      </LabelledField>
      {products.data && found.length === 0 && <p className="muted">{C.gtinNone()}</p>}
      <ul className="lots-gtin-list">
        {found.slice(0, SHOWN).map((p) => (
          <GtinRow key={`${p.id}:${p.gtin ?? ''}`} product={p} />
        ))}
      </ul>
      {found.length > SHOWN && <p className="muted">{C.gtinMore({ count: found.length - SHOWN })}</p>}
    </TitledPanel>
  );
}

function GtinRow({ product }: { product: ProductGtin }) {
  const { LL, locale } = useI18nContext();
  const C = LL.admin.cases;
  const id = useId();
  const queryClient = useQueryClient();
  const report = useReportFailure();
  const save = useMutation(trpc.admin.cases.setGtin.mutationOptions());
  const [value, setValue] = useState(product.gtin ?? '');
  const [error, setError] = useState<string | null>(null);
  const name = locale === 'ko' && product.name_ko ? product.name_ko : product.name;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const gtin = value.trim() === '' ? null : value.trim();
    try {
      const saved = await save.mutateAsync({ itemId: product.id, gtin });
      setError(null);
      void queryClient.invalidateQueries(trpc.admin.cases.pathFilter());
      toast({ title: saved.gtin ? C.gtinSaved({ name }) : C.gtinCleared({ name }), variant: 'success' });
    } catch (err) {
      report(err);
      setError(adminFailureText(LL, err, locale));
    }
  }

  return (
    <li>
      <form className="lots-gtin-row" onSubmit={(e) => void onSubmit(e)} noValidate>
        <span className="lots-gtin-name">{name}</span>
        <input
          id={`${id}-gtin`}
          className="admin-input"
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          value={value}
          aria-label={C.gtinFor({ name })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-err` : undefined}
          onChange={(e) => setValue(e.target.value)}
        />
        <button
          type="submit"
          className="btn btn-secondary btn-small"
          disabled={save.isPending}
          aria-busy={save.isPending}
        >
          {C.gtinSave()}
        </button>
        {error && (
          <span id={`${id}-err`} className="admin-inline-error admin-hint">
            {error}
          </span>
        )}
      </form>
    </li>
  );
}
