// The ingredients and allergens of each way the demo products are seasoned.
import type { Recipe } from './kinds';

/** A word of a product's label in English and in Korean. */
type Labelled = readonly [en: string, ko: string];

export type Meat = Labelled;

const SOY_SAUCE: Labelled = ['Soy sauce (soybeans, wheat)', '간장 (대두, 밀)'];
const GARLIC: Labelled = ['Garlic', '마늘'];
const SUGAR: Labelled = ['Sugar', '설탕'];
const SESAME_OIL: Labelled = ['Sesame oil', '참기름'];
const BLACK_PEPPER: Labelled = ['Black pepper', '후추'];
const ASIAN_PEAR: Labelled = ['Asian pear', '배'];

const SOY_WHEAT_SESAME: Labelled[] = [
  ['Soy', '대두'],
  ['Wheat', '밀'],
  ['Sesame', '참깨'],
];

/** A seasoning: the meat first, then what it is seasoned with, each list in both languages. */
function seasoning(ingredients: Labelled[], allergens: Labelled[]): (meat: Meat) => Recipe {
  return (meat) => {
    const all = [meat, ...ingredients];
    return {
      ingredients: all.map(([en]) => en),
      ingredients_ko: all.map(([, ko]) => ko),
      allergens: allergens.map(([en]) => en),
      allergens_ko: allergens.map(([, ko]) => ko),
    };
  };
}

/** Sweet soy (bulgogi / galbi) marinade. */
export const soy = seasoning(
  [SOY_SAUCE, ASIAN_PEAR, ['Onion', '양파'], GARLIC, SUGAR, SESAME_OIL, BLACK_PEPPER],
  SOY_WHEAT_SESAME,
);

/** Gochujang (red chili paste) marinade. */
export const spicy = seasoning(
  [
    ['Gochujang (red chili paste: wheat, soybeans)', '고추장 (밀, 대두)'],
    ['Red chili flakes', '고춧가루'],
    SOY_SAUCE,
    GARLIC,
    ['Ginger', '생강'],
    SUGAR,
    SESAME_OIL,
    ['Green onion', '대파'],
  ],
  SOY_WHEAT_SESAME,
);

/** Galbi-jjim braising sauce. */
export const braise = seasoning(
  [SOY_SAUCE, ['Jujube', '대추'], ['Chestnut', '밤'], ASIAN_PEAR, GARLIC, SUGAR, SESAME_OIL],
  SOY_WHEAT_SESAME,
);

/** Sesame oil and salt (jumulleok, salt-grill). */
export const sesameSalt = seasoning([SESAME_OIL, ['Sea salt', '천일염'], GARLIC, BLACK_PEPPER], [['Sesame', '참깨']]);

/** Unseasoned meat. */
export const plain = seasoning([], []);

export const BEEF: Meat = ['Beef', '소고기'];
export const SHORT_RIB: Meat = ['Beef short rib', '소갈비'];
export const PORK: Meat = ['Pork', '돼지고기'];
export const CHICKEN: Meat = ['Chicken', '닭고기'];
