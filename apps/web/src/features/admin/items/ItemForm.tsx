import { zodResolver } from '@hookform/resolvers/zod';
import { useI18nContext, type TranslationFunctions } from '@wholesale/i18n';
import { SPECIES, SPECS, STYLES } from '@wholesale/rules';
// The server's own schemas: the form checks what the server will (this page is a chunk of its own).
import { itemCreateInput, itemUpdateInput } from '@wholesale/contract';
import { useEffect, type ReactNode } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { toast } from '../../../ui/toastStore';
import { fieldErrorTexts } from '../../../lib/serverErrorText';
import { readFailure } from '../../../lib/failure';
import { useReportFailure } from '../access';
import { NumberField, SelectField, TextField } from './fields';
import {
  changedFields,
  EMPTY_FORM,
  fieldLimits,
  formValuesOf,
  parseNumberInput,
  type ItemField,
  type ItemFormValues,
} from './form-model';
import { useApplyItem, useItemChanges, type AdminItem } from './queries';

// The item editor's form (catalogue spec §5) for an existing item or a new product, checked with
// the server's own schemas before anything is sent.

type UpdateOutput = z.output<typeof itemUpdateInput>;
type CreateOutput = z.output<typeof itemCreateInput>;

// The form holds '' for a kind not chosen yet, which the schema refuses as it should; the casts
// only widen the resolvers' input type to the form's.
const RESOLVERS = {
  edit: zodResolver(itemUpdateInput) as unknown as Resolver<ItemFormValues, unknown, UpdateOutput | CreateOutput>,
  create: zodResolver(itemCreateInput) as unknown as Resolver<ItemFormValues, unknown, UpdateOutput | CreateOutput>,
};
const LIMITS = { edit: fieldLimits(itemUpdateInput), create: fieldLimits(itemCreateInput) };
/** What a new product must have (itemCreateInput has no default for these). */
const CREATE_REQUIRED: readonly ItemField[] = ['name', 'name_ko', 'style', 'species', 'spec', 'price'];
/** What an existing item cannot be left without. */
const EDIT_REQUIRED: readonly ItemField[] = ['name', 'name_ko'];

export type ItemFormProps = {
  formId: string;
  onDirtyChange: (dirty: boolean) => void;
  onBusyChange: (busy: boolean) => void;
} & (
  | { mode: 'edit'; item: AdminItem; onSaved: (item: AdminItem | null) => void }
  /** `photoCount`: photos chosen with the form, uploaded right after (the toast says they are coming). */
  | { mode: 'create'; photoCount: number; onCreated: (item: AdminItem) => void }
);

/** A refusal's per-field errors ('update.price' or 'price'), in the admin's words, onto the form's fields. */
function serverFieldErrors(LL: TranslationFunctions, locale: string, err: unknown): [ItemField, string][] {
  const fields = Object.keys(EMPTY_FORM);
  return Object.entries(fieldErrorTexts(LL, readFailure(err).fields, locale))
    .map(([key, message]) => [key.replace(/^update\./, ''), message] as const)
    .filter((entry): entry is [ItemField, string] => fields.includes(entry[0]));
}

export function ItemForm(props: ItemFormProps) {
  const { formId, mode, onDirtyChange, onBusyChange } = props;
  const { LL, locale } = useI18nContext();
  const L = LL.admin.items;
  const F = L.form;
  const report = useReportFailure();
  const applyItem = useApplyItem();
  const { updateItem, createItem } = useItemChanges();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isDirty, isSubmitting, dirtyFields, submitCount },
  } = useForm<ItemFormValues, unknown, UpdateOutput | CreateOutput>({
    resolver: RESOLVERS[mode],
    defaultValues: props.mode === 'edit' ? formValuesOf(props.item) : EMPTY_FORM,
    // Checked on leaving a field, then at each keystroke once it showed an error.
    mode: 'onTouched',
  });
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  useEffect(() => onBusyChange(isSubmitting), [isSubmitting, onBusyChange]);

  const limits = LIMITS[mode];
  const required = mode === 'create' ? CREATE_REQUIRED : EDIT_REQUIRED;
  const itemName = (i: AdminItem) => (locale === 'ko' ? i.name_ko : i.name) || i.name;

  async function save(parsed: UpdateOutput | CreateOutput) {
    try {
      if (props.mode === 'edit') {
        const update = changedFields(parsed as UpdateOutput, dirtyFields);
        // Nothing changed: nothing to send.
        if (Object.keys(update).length === 0) return props.onSaved(null);
        const saved = await updateItem(props.item.id, update);
        applyItem(saved);
        toast({
          title: L.toast.updated(),
          text: L.toast.updatedText({ name: itemName(saved) }),
          variant: 'success',
          group: 'item-save',
        });
        props.onSaved(saved);
      } else {
        const created = await createItem(parsed as CreateOutput);
        applyItem(created);
        const text =
          props.photoCount > 0
            ? L.toast.createdUploadingText({ name: itemName(created) })
            : L.toast.createdText({ name: itemName(created) });
        toast({ title: L.toast.created(), text, variant: 'success', group: 'item-save' });
        props.onCreated(created);
      }
    } catch (err) {
      report(err);
      for (const [field, message] of serverFieldErrors(LL, locale, err)) setError(field, { type: 'server', message });
      if (props.mode === 'edit') {
        // The spec's toast: 'Update Failed - Failed to update product'.
        toast({
          title: L.toast.updateFailed(),
          text: L.toast.updateFailedText(),
          variant: 'error',
          group: 'item-save',
        });
      } else {
        const f = readFailure(err);
        toast({
          title: L.toast.createFailed(),
          text: f.status === null ? LL.admin.toast.networkError() : (f.message ?? LL.admin.toast.unexpected()),
          variant: 'error',
          group: 'item-save',
        });
      }
    }
  }

  const errorCount = Object.keys(errors as FieldErrors).length;
  const common = (name: ItemField, label: string, extra?: { hint?: string; lang?: string; className?: string }) => ({
    id: `${formId}-${name}`,
    label,
    required: required.includes(name),
    error: errors[name],
    limit: limits[name],
    ...extra,
  });
  const text = (name: ItemField, label: string, lang: 'en' | 'ko', multiline = false) => (
    <TextField {...common(name, label, { lang })} reg={register(name)} multiline={multiline} />
  );
  const list = (name: ItemField, label: string, lang: 'en' | 'ko') => (
    <TextField {...common(name, label, { lang, hint: F.listHint() })} reg={register(name)} />
  );
  const number = (name: ItemField, label: string, hint?: string) => (
    <NumberField {...common(name, label, { hint })} reg={register(name, { setValueAs: parseNumberInput })} />
  );
  const placeholder = mode === 'create' ? F.choose() : undefined;
  const choice = (name: ItemField, label: string, options: { value: string; label: string }[]) => (
    <SelectField {...common(name, label)} reg={register(name)} placeholder={placeholder} options={options} />
  );

  return (
    <form
      id={formId}
      className="item-form"
      noValidate
      aria-busy={isSubmitting}
      // Said at the keystroke: the form's own dirty state reaches the editor an effect later, and
      // an Escape pressed in between would close it without asking. The effect above then says
      // whether the values really differ (typed back to what they were: not dirty).
      onInput={() => onDirtyChange(true)}
      onSubmit={(e) => {
        // A second Save while the first is on its way is ignored (the fields stay editable: disabling
        // them would drop the keyboard focus).
        if (isSubmitting) e.preventDefault();
        else void handleSubmit(save)(e);
      }}
    >
      {submitCount > 0 && errorCount > 0 && (
        <p className="item-form-summary" role="alert">
          {F.errorSummary({ count: errorCount })}
        </p>
      )}
      <FieldGroup legend={F.namesLegend()} columns={2}>
        {text('name', F.name(), 'en')}
        {text('name_ko', F.nameKo(), 'ko')}
        {text('type', F.type(), 'en')}
        {text('type_ko', F.typeKo(), 'ko')}
        {text('description', F.description(), 'en', true)}
        {text('description_ko', F.descriptionKo(), 'ko', true)}
        {list('ingredients', F.ingredients(), 'en')}
        {list('ingredients_ko', F.ingredientsKo(), 'ko')}
        {list('allergens', F.allergens(), 'en')}
        {list('allergens_ko', F.allergensKo(), 'ko')}
      </FieldGroup>

      <FieldGroup legend={F.catalogueLegend()} columns={3}>
        {choice(
          'style',
          F.style(),
          STYLES.map((s) => ({ value: s, label: LL.catalogue.style[s]() })),
        )}
        {choice(
          'species',
          F.species(),
          SPECIES.map((s) => ({ value: s, label: LL.catalogue.species[s]() })),
        )}
        {choice(
          'spec',
          F.spec(),
          SPECS.map((s) => ({ value: s, label: s })),
        )}
        {text('brand', F.brand(), 'en')}
        {text('grade', F.grade(), 'en')}
        {text('origin', F.origin(), 'en')}
      </FieldGroup>

      <FieldGroup
        legend={F.pricingLegend()}
        columns={3}
        after={
          <div className="item-check">
            <input
              id={`${formId}-show`}
              type="checkbox"
              aria-describedby={`${formId}-show-hint`}
              {...register('show')}
            />
            <label htmlFor={`${formId}-show`}>{F.show()}</label>
            <p id={`${formId}-show-hint`} className="muted admin-hint">
              {F.showHint()}
            </p>
          </div>
        }
      >
        {number('price', F.price())}
        {number('discounted_price', F.discountedPrice(), F.discountHint())}
        {number('avg_weight', F.avgWeight())}
      </FieldGroup>
    </form>
  );
}

/** A group of the editor's fields under its legend, in a grid of `columns`; `after` sits under the grid. */
function FieldGroup({
  legend,
  columns,
  after,
  children,
}: {
  legend: string;
  columns: 2 | 3;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <fieldset className="item-fieldset">
      <legend>{legend}</legend>
      <div className={`item-grid item-grid-${columns}`}>{children}</div>
      {after}
    </fieldset>
  );
}
