// The ingredients and allergens of each way the demo products are seasoned.
import type { Recipe } from './kinds';

export type Meat = readonly [en: string, ko: string];

const SOY_WHEAT_SESAME = { allergens: ['Soy', 'Wheat', 'Sesame'], allergens_ko: ['대두', '밀', '참깨'] };

/** Sweet soy (bulgogi / galbi) marinade. */
export function soy(meat: Meat): Recipe {
  return {
    ingredients: [
      meat[0],
      'Soy sauce (soybeans, wheat)',
      'Asian pear',
      'Onion',
      'Garlic',
      'Sugar',
      'Sesame oil',
      'Black pepper',
    ],
    ingredients_ko: [meat[1], '간장 (대두, 밀)', '배', '양파', '마늘', '설탕', '참기름', '후추'],
    ...SOY_WHEAT_SESAME,
  };
}

/** Gochujang (red chili paste) marinade. */
export function spicy(meat: Meat): Recipe {
  return {
    ingredients: [
      meat[0],
      'Gochujang (red chili paste: wheat, soybeans)',
      'Red chili flakes',
      'Soy sauce (soybeans, wheat)',
      'Garlic',
      'Ginger',
      'Sugar',
      'Sesame oil',
      'Green onion',
    ],
    ingredients_ko: [
      meat[1],
      '고추장 (밀, 대두)',
      '고춧가루',
      '간장 (대두, 밀)',
      '마늘',
      '생강',
      '설탕',
      '참기름',
      '대파',
    ],
    ...SOY_WHEAT_SESAME,
  };
}

/** Galbi-jjim braising sauce. */
export function braise(meat: Meat): Recipe {
  return {
    ingredients: [
      meat[0],
      'Soy sauce (soybeans, wheat)',
      'Jujube',
      'Chestnut',
      'Asian pear',
      'Garlic',
      'Sugar',
      'Sesame oil',
    ],
    ingredients_ko: [meat[1], '간장 (대두, 밀)', '대추', '밤', '배', '마늘', '설탕', '참기름'],
    ...SOY_WHEAT_SESAME,
  };
}

/** Sesame oil and salt (jumulleok, salt-grill). */
export function sesameSalt(meat: Meat): Recipe {
  return {
    ingredients: [meat[0], 'Sesame oil', 'Sea salt', 'Garlic', 'Black pepper'],
    ingredients_ko: [meat[1], '참기름', '천일염', '마늘', '후추'],
    allergens: ['Sesame'],
    allergens_ko: ['참깨'],
  };
}

/** Unseasoned meat. */
export function plain(meat: Meat): Recipe {
  return { ingredients: [meat[0]], ingredients_ko: [meat[1]], allergens: [], allergens_ko: [] };
}

export const BEEF: Meat = ['Beef', '소고기'];
export const SHORT_RIB: Meat = ['Beef short rib', '소갈비'];
export const PORK: Meat = ['Pork', '돼지고기'];
export const CHICKEN: Meat = ['Chicken', '닭고기'];

// Order matters: the position is the id. Item 1 is the "Only Here" product.
