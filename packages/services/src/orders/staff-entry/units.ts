// The units a message counts in, in English and Korean, with the particles Korean puts after them
// ("3박스씩", "두 팩이요"). 'each' (개, 마리, ea, pc) counts whatever the item is sold by.

export type TextUnit = 'box' | 'pack' | 'each' | 'lb' | 'kg';

const UNIT_WORDS: Readonly<Record<TextUnit, readonly string[]>> = {
  box: [
    'box',
    'boxes',
    'bx',
    'bxs',
    'cs',
    'css',
    'case',
    'cases',
    'ctn',
    'ctns',
    'carton',
    'cartons',
    '박스',
    '상자',
    '케이스',
  ],
  pack: ['pk', 'pks', 'pack', 'packs', 'pkg', 'pkgs', 'package', 'packages', '팩', '봉지'],
  each: ['ea', 'each', 'pc', 'pcs', 'piece', 'pieces', '개', '마리'],
  lb: ['lb', 'lbs', 'pound', 'pounds', '파운드', '파운'],
  kg: ['kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms', '킬로', '키로', '킬로그램', '키로그램'],
};

/** What Korean writes after a counter: 씩 (each), 요/이요 (politeness), 만 (only), 랑/하고/도 (and, also). */
const PARTICLES = ['씩', '요', '이요', '만', '랑', '이랑', '하고', '도', '정도', '씩요', '만요', '은', '는', '이나'];

const UNITS = new Map<string, TextUnit>();
for (const [unit, words] of Object.entries(UNIT_WORDS) as [TextUnit, readonly string[]][]) {
  for (const word of words) UNITS.set(word, unit);
}
/** Longest unit word, in characters: a glued word ("두박스씩") is read from its end within this. */
const LONGEST_UNIT = Math.max(...[...UNITS.keys()].map((w) => w.length));
const LONGEST_PARTICLE = Math.max(...PARTICLES.map((p) => p.length));

/** A unit word, lower case, with or without a particle after it ("박스씩"), or null. */
export function unitOf(word: string): TextUnit | null {
  const direct = UNITS.get(word);
  if (direct) return direct;
  for (const particle of PARTICLES) {
    if (word.length > particle.length && word.endsWith(particle)) {
      const unit = UNITS.get(word.slice(0, -particle.length));
      if (unit) return unit;
    }
  }
  return null;
}

/**
 * Splits a word that ends in a unit ("두박스", "열두박스씩") into what comes before the unit and the
 * unit; null when it does not end in one. Tries every unit ending within the longest unit and
 * particle, so it reads a bounded number of characters whatever the word's length.
 */
export function splitUnitSuffix(word: string): { head: string; unit: TextUnit } | null {
  const limit = Math.min(word.length - 1, LONGEST_UNIT + LONGEST_PARTICLE);
  for (let cut = limit; cut >= 1; cut--) {
    const unit = unitOf(word.slice(word.length - cut));
    if (unit) return { head: word.slice(0, word.length - cut), unit };
  }
  return null;
}

/** Marks that say "times": "x3", "3x", "× 3", "* 3". */
export function isTimesMark(word: string): boolean {
  return word === 'x' || word === '×' || word === '*' || word === 'X';
}
