import { codeText } from '../../../lib/serverErrorText';
import type { TranslationFunctions } from '@wholesale/i18n';
import type { Species, Spec, Style } from '@wholesale/rules';
import { z } from 'zod';
import type { AdminItem } from './queries';

// What the item editor holds and how it reads the server's own schemas (itemUpdateInput and
// itemCreateInput): the form keeps text as typed, and the schema turns comma lists into lists,
// trims text and checks numbers, exactly as the server will.

type TextField =
  | 'name'
  | 'name_ko'
  | 'type'
  | 'type_ko'
  | 'description'
  | 'description_ko'
  | 'brand'
  | 'grade'
  | 'origin'
  | 'ingredients'
  | 'ingredients_ko'
  | 'allergens'
  | 'allergens_ko';
type NumberField = 'price' | 'discounted_price' | 'avg_weight';

export type ItemFormValues = Record<TextField, string> &
  Record<NumberField, number> & {
    /** '' until chosen (a new product): the schema refuses it, so the admin must pick one. */
    style: Style | '';
    species: Species | '';
    spec: Spec | '';
    show: boolean;
  };

export type ItemField = keyof ItemFormValues;

/** The spec's comma lists, as the admin edits them. */
const joinList = (list: readonly string[]) => list.join(', ');

export function formValuesOf(item: AdminItem): ItemFormValues {
  return {
    name: item.name,
    name_ko: item.name_ko,
    type: item.type,
    type_ko: item.type_ko,
    description: item.description,
    description_ko: item.description_ko,
    brand: item.brand,
    grade: item.grade,
    origin: item.origin,
    ingredients: joinList(item.ingredients),
    ingredients_ko: joinList(item.ingredients_ko),
    allergens: joinList(item.allergens),
    allergens_ko: joinList(item.allergens_ko),
    price: item.price,
    // The admin list always carries the discount, 0 when there is none.
    discounted_price: item.discounted_price ?? 0,
    avg_weight: item.avg_weight,
    style: item.style,
    species: item.species,
    spec: item.spec,
    show: item.show,
  };
}

/** A new product: nothing typed, nothing chosen, shown once it has a photo (the server's default). */
export const EMPTY_FORM: ItemFormValues = {
  name: '',
  name_ko: '',
  type: '',
  type_ko: '',
  description: '',
  description_ko: '',
  brand: '',
  grade: '',
  origin: '',
  ingredients: '',
  ingredients_ko: '',
  allergens: '',
  allergens_ko: '',
  price: 0,
  discounted_price: 0,
  avg_weight: 0,
  style: '',
  species: '',
  spec: '',
  show: true,
};

/** Catalogue spec §5: number inputs parse as numbers, an empty one as 0. */
export function parseNumberInput(raw: unknown): number {
  if (typeof raw === 'number') return raw;
  const text = String(raw ?? '').trim();
  return text === '' ? 0 : Number(text);
}

/** Only what the admin changed goes to the server, so two admins editing different fields do not undo each other. */
export function changedFields<T extends object>(parsed: T, dirty: Partial<Record<keyof T, unknown>>): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(dirty) as (keyof T)[]) {
    if (dirty[key] && key in parsed) out[key] = parsed[key];
  }
  return out;
}

// ------------------------------------------------------------------ limits and messages

export type FieldLimit =
  { kind: 'text'; max: number | null } | { kind: 'number'; min: number | null; max: number | null } | { kind: 'other' };

/** The schema under optional / default / nullable wrappers. */
function core(schema: z.ZodType): z.ZodType {
  let s = schema;
  while (s instanceof z.ZodOptional || s instanceof z.ZodDefault || s instanceof z.ZodNullable)
    s = s.unwrap() as z.ZodType;
  return s;
}

/**
 * A field's limits read from the server's schema: they become the inputs' maxLength / min / max
 * and the numbers in the error messages, so a limit changed on the server changes here too.
 */
export function fieldLimits(schema: z.ZodObject): Partial<Record<ItemField, FieldLimit>> {
  const out: Partial<Record<ItemField, FieldLimit>> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    const s = core(field as z.ZodType);
    out[key as ItemField] =
      s instanceof z.ZodString
        ? { kind: 'text', max: s.maxLength }
        : s instanceof z.ZodNumber
          ? { kind: 'number', min: s.minValue, max: s.maxValue }
          : { kind: 'other' };
  }
  return out;
}

/**
 * The message under a field, in the admin's language. The resolver reports the zod issue code as
 * the error's `type`, and the schema's own refusal (a catalogue code) as its message, worded here;
 * a refusal from the server itself arrives already worded.
 */
export function fieldErrorText(
  LL: TranslationFunctions,
  error: { type?: string | number; message?: string } | undefined,
  limit: FieldLimit | undefined,
  locale = 'en',
): string | null {
  if (!error) return null;
  const L = LL.admin.items;
  const kind = limit?.kind ?? 'other';
  switch (error.type) {
    case 'too_small':
      if (limit?.kind === 'number') return L.errors.min({ min: limit.min ?? 0 });
      return L.errors.required();
    case 'too_big':
      if (limit?.kind === 'number' && limit.max !== null) return L.errors.max({ max: limit.max });
      if (limit?.kind === 'text' && limit.max !== null) return L.errors.tooLong({ max: limit.max });
      return L.errors.tooMany();
    case 'invalid_type':
      return kind === 'number' ? L.errors.number() : L.errors.required();
    case 'invalid_value':
      return L.errors.choose();
    default:
      return codeText(LL, error.message ?? null, null, locale) ?? (error.message || L.errors.required());
  }
}
