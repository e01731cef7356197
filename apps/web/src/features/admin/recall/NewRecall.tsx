import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { useId, useState, type FormEvent } from 'react';
import { readFailure } from '../../../lib/failure';
import { navigate } from '../../../lib/router';
import { fieldErrorTexts } from '../../../lib/serverErrorText';
import { trpc } from '../../../lib/trpc';
import { toast } from '../../../ui/toastStore';
import { useFailureToast } from '../useFailureToast';
import type { AdminItem } from '../items/queries';
import { ProductChoice } from '../ProductChoice';
import { productName } from '../orders/changesText';
import { useTypedSearch } from '../useTypedSearch';
import { recallHref } from './model';
import { LabelledField } from '../LabelledField';
import { TypedSearchInput } from '../TypedSearchInput';

/**
 * "New recall": the lots chosen from the lots list (searched as staff type), or a product and a
 * range of production dates; and the reason the notices will give. Opens the recall's page.
 */
export function NewRecall() {
  const { LL, locale } = useI18nContext();
  const R = LL.admin.recall;
  const toastFailure = useFailureToast();
  const queryClient = useQueryClient();
  const id = useId();
  const [mode, setMode] = useState<'lots' | 'range'>('lots');
  const [chosen, setChosen] = useState<Map<number, string>>(new Map());
  const [item, setItem] = useState<AdminItem | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const lotSearch = useTypedSearch();
  const lots = useQuery({
    ...trpc.admin.lots.list.queryOptions(lotSearch.q ? { q: lotSearch.q } : {}),
    enabled: mode === 'lots',
    placeholderData: keepPreviousData,
  });
  const create = useMutation(trpc.admin.recalls.create.mutationOptions());

  function toggle(lotId: number, code: string) {
    setChosen((c) => {
      const next = new Map(c);
      if (next.has(lotId)) next.delete(lotId);
      else next.set(lotId, code);
      return next;
    });
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (mode === 'lots' && chosen.size === 0) return setErrors({ lot_ids: R.needLots() });
    if (mode === 'range' && !item) return setErrors({ item_id: R.needProduct() });
    setErrors({});
    try {
      const made = await create.mutateAsync(
        mode === 'lots'
          ? { lot_ids: [...chosen.keys()], reason }
          : { item_id: item!.id, produced_from: from, produced_to: to, reason },
      );
      toast({ title: R.created({ id: made.id }), variant: 'success', forNextPage: true });
      void queryClient.invalidateQueries(trpc.admin.recalls.pathFilter());
      navigate(recallHref(made.id));
    } catch (err) {
      toastFailure(err, R.createFailed());
      setErrors(fieldErrorTexts(LL, readFailure(err).fields, locale));
    }
  }

  const error = (name: string) =>
    errors[name] ? (
      <span id={`${id}-${name}-error`} className="field-error">
        {errors[name]}
      </span>
    ) : null;

  return (
    <form className="recall-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="admin-h2">
        {R.newHeading()}
      </h2>
      <fieldset className="recall-mode">
        <label className="admin-check">
          <input type="radio" name={`${id}-mode`} checked={mode === 'lots'} onChange={() => setMode('lots')} />{' '}
          {R.byLots()}
        </label>
        <label className="admin-check">
          <input type="radio" name={`${id}-mode`} checked={mode === 'range'} onChange={() => setMode('range')} />{' '}
          {R.byRange()}
        </label>
      </fieldset>
      {mode === 'lots' ? (
        <LabelledField id={`${id}-lots`} label={R.lotSearch()}>
          <TypedSearchInput id={`${id}-lots`} search={lotSearch} placeholder={R.lotSearchHint()} />
          <p className="muted" role="status">
            {chosen.size > 0 ? `${R.chosen({ count: chosen.size })}: ${[...chosen.values()].join(', ')}` : ''}
          </p>
          {error('lot_ids')}
          <ul className="recall-lot-choices">
            {(lots.data ?? []).slice(0, 30).map((l) => (
              <li key={l.id}>
                <label className="admin-check">
                  <input type="checkbox" checked={chosen.has(l.id)} onChange={() => toggle(l.id, l.lot_code)} />{' '}
                  <strong>{l.lot_code}</strong> {productName(l.item, locale)}{' '}
                  <span className="muted">
                    · {l.produced_on} · {l.establishment}
                  </span>
                </label>
              </li>
            ))}
          </ul>
          {lots.data && lots.data.length === 0 && <p className="muted">{R.noLots()}</p>}
        </LabelledField>
      ) : (
        <div className="recall-range">
          <ProductChoice id={id} chosen={item} onChoose={setItem} error={errors.item_id} words={R} />
          <LabelledField id={`${id}-from`} label={R.producedFrom()}>
            <input
              id={`${id}-from`}
              type="date"
              className="admin-input"
              value={from}
              onChange={(e) => setFrom(e.target.value)}
            />
            {error('produced_from')}
          </LabelledField>
          <LabelledField id={`${id}-to`} label={R.producedTo()}>
            <input
              id={`${id}-to`}
              type="date"
              className="admin-input"
              value={to}
              onChange={(e) => setTo(e.target.value)}
            />
            {error('produced_to')}
          </LabelledField>
        </div>
      )}
      <LabelledField id={`${id}-reason`} label={R.reason()}>
        <textarea
          id={`${id}-reason`}
          className="admin-input"
          rows={3}
          maxLength={500}
          value={reason}
          placeholder={R.reasonHint()}
          aria-invalid={errors.reason ? true : undefined}
          onChange={(e) => setReason(e.target.value)}
        />
        {error('reason')}
      </LabelledField>
      <button type="submit" className="btn btn-primary" disabled={create.isPending}>
        {R.create()}
      </button>
    </form>
  );
}
