import type { TranslationFunctions } from '@wholesale/i18n';
import { specInWords } from '@wholesale/rules';

// The product data's recurring words (spec, grade, origin) in the page's language. The stored
// values are English; known ones map to the product namespace's `dataTerms` and the base
// dictionary's `catalogue.specText` keys, anything else (a grade an admin typed) is shown as
// stored rather than guessed at. The product page loads the namespace before it uses these.

type Terms = TranslationFunctions['product']['dataTerms'];
type GradeKey = keyof Terms['grade'];
type StateKey = keyof Terms['state'];

const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');

const GRADES: Readonly<Record<string, GradeKey>> = {
  'usda prime': 'usdaPrime',
  'usda choice': 'usdaChoice',
  'usda select': 'usdaSelect',
  'usda inspected': 'usdaInspected',
  'usda grade a': 'usdaGradeA',
  'american wagyu': 'americanWagyu',
};

const COUNTRIES: Readonly<Record<string, 'usa'>> = { usa: 'usa', us: 'usa', 'united states': 'usa' };

// Listed here rather than tested with `in` on LL (typesafe-i18n's LL is a proxy).
const STATES: ReadonlySet<string> = new Set<StateKey>([
  'california',
  'colorado',
  'idaho',
  'iowa',
  'kansas',
  'nebraska',
  'texas',
]);

/** The spec in words: "30 lb - 5 lb x 6 packs" / "30파운드 박스 (5파운드 × 6팩)". */
export function specText(LL: TranslationFunctions, spec: string): string {
  return specInWords(LL.catalogue.specText, spec);
}

export function gradeText(LL: TranslationFunctions, grade: string): string {
  const key = GRADES[norm(grade)];
  return key ? LL.product.dataTerms.grade[key]() : grade;
}

/** "USA (Iowa)" → "미국 (아이오와)"; a country or state we have no word for keeps its stored form. */
export function originText(LL: TranslationFunctions, origin: string): string {
  const m = /^\s*([^()]+?)\s*(?:\(\s*([^()]+?)\s*\))?\s*$/.exec(origin);
  if (!m) return origin;
  const [, country = '', state] = m;
  const c = COUNTRIES[norm(country)];
  const countryText = c ? LL.product.dataTerms.country[c]() : country;
  if (!state) return countryText;
  const s = norm(state);
  const stateText = STATES.has(s) ? LL.product.dataTerms.state[s as StateKey]() : state;
  return `${countryText} (${stateText})`;
}
