import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { useId, useState, type FormEvent } from 'react';
import { readFailure } from '../../../lib/failure';
import { fieldErrorTexts } from '../../../lib/serverErrorText';
import { trpc } from '../../../lib/trpc';
import { toast } from '../../../ui/toastStore';
import { useFailureToast } from '../useFailureToast';
import type { AdminItem } from '../items/queries';
import { ProductChoice } from '../ProductChoice';
import { LabelledField } from '../LabelledField';

type Field = 'lot_code' | 'establishment' | 'produced_on' | 'packed_on' | 'use_by' | 'cases' | 'notes';
const EMPTY: Record<Field, string> = {
  lot_code: '',
  establishment: '',
  produced_on: '',
  packed_on: '',
  use_by: '',
  cases: '',
  notes: '',
};

/** "Record a lot": the product (searched as staff type), the label's codes and dates, the cases. */
export function RecordLot() {
  const { LL, locale } = useI18nContext();
  const L = LL.admin.lots;
  const toastFailure = useFailureToast();
  const queryClient = useQueryClient();
  const [item, setItem] = useState<AdminItem | null>(null);
  const [values, setValues] = useState(EMPTY);
  const [kind, setKind] = useState<'' | 'use-by' | 'freeze-by'>('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const id = useId();
  const create = useMutation(trpc.admin.lots.create.mutationOptions());

  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!item) {
      setErrors({ item_id: L.needProduct() });
      return;
    }
    setErrors({});
    const cases = Number(values.cases);
    try {
      const made = await create.mutateAsync({
        item_id: item.id,
        lot_code: values.lot_code,
        establishment: values.establishment,
        produced_on: values.produced_on,
        packed_on: values.packed_on,
        ...(values.use_by || kind ? { use_by: values.use_by || null, use_by_kind: kind || null } : {}),
        cases: values.cases.trim() === '' || !Number.isInteger(cases) ? -1 : cases,
        ...(values.notes.trim() ? { notes: values.notes } : {}),
      });
      toast({ title: L.saved({ code: made.lot_code }), variant: 'success' });
      setValues((v) => ({ ...EMPTY, establishment: v.establishment }));
      setKind('');
      void queryClient.invalidateQueries(trpc.admin.lots.pathFilter());
    } catch (err) {
      toastFailure(err, L.saveFailed());
      setErrors(fieldErrorTexts(LL, readFailure(err).fields, locale));
    }
  }

  const field = (name: Field, label: string, type = 'text', extra: Record<string, unknown> = {}) => (
    <LabelledField id={`${id}-${name}`} label={label}>
      <input
        id={`${id}-${name}`}
        className="admin-input"
        type={type}
        value={values[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        onChange={(e) => set(name)(e.target.value)}
        {...extra}
      />
      {errors[name] && (
        <span id={`${id}-${name}-error`} className="field-error">
          {errors[name]}
        </span>
      )}
    </LabelledField>
  );

  return (
    <form className="lots-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="admin-h2">
        {L.newHeading()}
      </h2>
      <ProductChoice id={id} chosen={item} onChoose={setItem} error={errors.item_id} words={L} />
      <div className="lots-grid">
        {field('lot_code', L.lotCode(), 'text', { maxLength: 20, autoCapitalize: 'characters' })}
        {field('establishment', L.establishment(), 'text', { maxLength: 20 })}
        {field('produced_on', L.producedOn(), 'date')}
        {field('packed_on', L.packedOn(), 'date')}
        {field('use_by', L.printedDate(), 'date')}
        <LabelledField id={`${id}-kind`} label={L.dateKind()}>
          <select
            id={`${id}-kind`}
            className="admin-select"
            value={kind}
            aria-invalid={errors.use_by_kind ? true : undefined}
            onChange={(e) => setKind(e.target.value as typeof kind)}
          >
            <option value="">{L.kindNone()}</option>
            <option value="use-by">{L.kindUseBy()}</option>
            <option value="freeze-by">{L.kindFreezeBy()}</option>
          </select>
          {errors.use_by_kind && <span className="field-error">{errors.use_by_kind}</span>}
        </LabelledField>
        {field('cases', L.cases(), 'text', { inputMode: 'numeric', maxLength: 6 })}
      </div>
      {field('notes', L.notes(), 'text', { maxLength: 500 })}
      <button type="submit" className="btn btn-primary" disabled={create.isPending}>
        {create.isPending ? L.saving() : L.save()}
      </button>
    </form>
  );
}
