import { zodResolver } from '@hookform/resolvers/zod';
import { i18nObject, loadAllLocales } from '@wholesale/i18n/sync';
import { itemCreateInput, itemUpdateInput } from '@wholesale/contract';
import type { FieldError, ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import {
  changedFields,
  EMPTY_FORM,
  fieldErrorText,
  fieldLimits,
  formValuesOf,
  parseNumberInput,
  type ItemFormValues,
} from './form-model';
import type { AdminItem } from './queries';

loadAllLocales();

const item: AdminItem = {
  id: 3,
  slug: 'beef-bulgogi',
  name: 'Beef Bulgogi',
  name_ko: '소불고기',
  type: 'Marinated beef',
  type_ko: '양념 소고기',
  description: 'Thin slices.',
  description_ko: '얇게 썬 고기.',
  species: 'beef',
  style: 'marinated',
  price: 120.5,
  discounted_price: 0,
  brand: 'Seoul Table',
  grade: 'Choice',
  origin: 'USA',
  spec: '30 lb - 5 lb x 6 packs',
  avg_weight: 5,
  images: 1,
  show: true,
  ingredients: ['Beef', 'Soy sauce'],
  ingredients_ko: ['소고기', '간장'],
  allergens: [],
  allergens_ko: [],
};

const options = { shouldUseNativeValidation: false, fields: {} } as ResolverOptions<ItemFormValues>;

async function resolve(schema: typeof itemUpdateInput | typeof itemCreateInput, values: ItemFormValues) {
  return zodResolver(schema)(values as never, undefined, options as never);
}

describe('the editor’s values', () => {
  it('round-trips an item through the server’s schema (comma lists trimmed, empties dropped)', async () => {
    const values = { ...formValuesOf(item), ingredients: ' Beef, Soy sauce ,, Garlic ,', allergens_ko: '' };
    expect(values.ingredients_ko).toBe('소고기, 간장');
    const out = await resolve(itemUpdateInput, values);
    expect(out.errors).toEqual({});
    expect(out.values).toMatchObject({
      ingredients: ['Beef', 'Soy sauce', 'Garlic'],
      ingredients_ko: ['소고기', '간장'],
      allergens_ko: [],
      price: 120.5,
    });
  });

  it('parses number inputs as numbers, an empty one as 0 (catalogue spec §5)', () => {
    expect(parseNumberInput('')).toBe(0);
    expect(parseNumberInput('  ')).toBe(0);
    expect(parseNumberInput('12.50')).toBe(12.5);
    expect(parseNumberInput(7)).toBe(7);
    expect(parseNumberInput('-1')).toBe(-1);
  });

  it('refuses a negative price, a blank name and an unchosen kind, with the issue code as the type', async () => {
    const edit = await resolve(itemUpdateInput, { ...formValuesOf(item), price: -5, name: '  ' });
    expect(edit.errors.price?.type).toBe('too_small');
    expect(edit.errors.name?.type).toBe('too_small');
    const create = await resolve(itemCreateInput, EMPTY_FORM);
    expect(Object.keys(create.errors).sort()).toEqual(['name', 'name_ko', 'spec', 'species', 'style']);
  });

  it('creates with just the required fields; show defaults to true', async () => {
    const out = await resolve(itemCreateInput, {
      ...EMPTY_FORM,
      name: 'Test',
      name_ko: '테스트',
      style: 'processed',
      species: 'pork',
      spec: 'C.W. (Catch Weights)',
      price: 9,
    });
    expect(out.errors).toEqual({});
    expect(out.values).toMatchObject({ name: 'Test', show: true, ingredients: [], price: 9 });
  });

  it('sends only the changed fields', () => {
    expect(changedFields({ name: 'a', price: 2, show: true }, { price: true, show: false })).toEqual({ price: 2 });
    expect(changedFields({ name: 'a' }, {})).toEqual({});
  });
});

describe('limits and messages', () => {
  const limits = fieldLimits(itemUpdateInput);

  it('reads the limits from the server’s schema', () => {
    expect(limits.name).toEqual({ kind: 'text', max: 200 });
    expect(limits.description_ko).toEqual({ kind: 'text', max: 5000 });
    expect(limits.price).toEqual({ kind: 'number', min: 0, max: 10_000 });
    expect(limits.avg_weight).toMatchObject({ kind: 'number', min: 0 });
    expect(limits.style).toEqual({ kind: 'other' });
    expect(fieldLimits(itemCreateInput).brand).toEqual({ kind: 'text', max: 200 });
  });

  it('says what is wrong in the admin’s language', () => {
    const en = i18nObject('en');
    const ko = i18nObject('ko');
    const err = (type: string, message = 'server words'): FieldError => ({ type, message });
    expect(fieldErrorText(en, err('too_small'), limits.price)).toBe('Must be 0 or more');
    expect(fieldErrorText(ko, err('too_small'), limits.price)).toBe('0 이상이어야 합니다');
    expect(fieldErrorText(en, err('too_small'), limits.name)).toBe('Required');
    expect(fieldErrorText(en, err('too_big'), limits.name)).toBe('At most 200 characters');
    expect(fieldErrorText(en, err('too_big'), limits.price)).toBe('Must be 10000 or less');
    expect(fieldErrorText(en, err('invalid_type'), limits.price)).toBe('Enter a number');
    expect(fieldErrorText(en, err('invalid_value'), limits.style)).toBe('Choose one of the options');
    // The schema's own refusal, by its code, in the admin's language.
    expect(fieldErrorText(ko, err('custom', 'catalogue.list'), limits.name, 'ko')).toBe(
      ko.serverErrors.catalogue.list(),
    );
    // A refusal from the server itself keeps its words.
    expect(fieldErrorText(en, err('server', 'Name already used'), limits.name)).toBe('Name already used');
    expect(fieldErrorText(en, undefined, limits.name)).toBeNull();
  });
});
