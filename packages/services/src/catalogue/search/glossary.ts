import type { Species } from '@wholesale/rules';

/**
 * The words Korean and American cooks use for the same meat. A query word that is one of a
 * concept's `terms` (or `exact` words) also finds every text containing any of its `terms`, and,
 * for a species, every item of that species: "돼지고기" finds "Pork Back Ribs" and 삼겹살 alike.
 *
 * - `terms` are searched as parts of the text (after normalisation: lower case, no spaces), so a
 *   term must be specific enough to be found inside longer words without false hits.
 * - `exact` words name the concept only when typed as a whole word: too short to be searched
 *   inside other words ("소" is beef, but also the first syllable of 소금, salt, and 소스, sauce).
 *
 * Spaces and case in the source are for reading; every word is normalised before use.
 */
export interface Concept {
  terms: readonly string[];
  exact?: readonly string[];
  species?: Species;
}

export const GLOSSARY: readonly Concept[] = [
  // ------------------------------------------------------------------ species
  { species: 'beef', terms: ['beef', '소고기', '쇠고기', '우육'], exact: ['소', 'cow', 'cattle'] },
  { species: 'pork', terms: ['pork', '돼지고기', '돼지', '돈육', 'pig'], exact: ['돈', 'swine'] },
  { species: 'chicken', terms: ['chicken', 'poultry', '닭고기', '닭', '계육', '치킨'], exact: ['계', 'hen'] },

  // ------------------------------------------------------------------ beef cuts and dishes
  { terms: ['갈비', 'galbi', 'kalbi', 'short rib'], exact: ['ribs'] },
  { terms: ['LA 갈비', 'LA galbi', 'LA kalbi', 'LA-cut', 'flanken', '엘에이 갈비'] },
  { terms: ['갈비살', 'galbisal', 'boneless short rib'] },
  { terms: ['갈비찜', '찜갈비', 'galbi-jjim', 'galbijjim', 'braising short rib'] },
  { terms: ['불고기', 'bulgogi', 'bulgoki'] },
  { terms: ['주물럭', 'jumulleok'] },
  { terms: ['차돌박이', '차돌', 'chadol', 'brisket point'] },
  { terms: ['양지', 'brisket'] },
  { terms: ['꽃등심', 'ribeye', 'rib eye', '립아이'] },
  { terms: ['등심', 'sirloin'] },
  { terms: ['채끝', 'strip loin', 'striploin', 'new york strip'] },
  { terms: ['안심', 'tenderloin', 'filet', 'fillet', '필레'] },
  { terms: ['목심', 'chuck'] },
  { terms: ['살치살', 'chuck flap'] },
  { terms: ['사태', 'shank'] },
  { terms: ['꼬리', 'oxtail', '꼬리곰탕'] },
  { terms: ['우설', 'tongue'], exact: ['혀'] },
  { terms: ['샤브샤브', '샤브', 'shabu', 'hot pot', '전골'] },
  { terms: ['스테이크', 'steak'] },
  { terms: ['와규', 'wagyu'] },
  { terms: ['프라임', 'prime'] },
  { terms: ['드라이에이징', '숙성', 'dry-aged', 'dry aged'] },

  // ------------------------------------------------------------------ pork cuts and dishes
  { terms: ['삼겹살', '삼겹', '통삼겹', '오겹살', 'pork belly', 'belly', 'samgyeopsal', 'samgyupsal'] },
  { terms: ['대패', '대패삼겹살', 'daepae', 'shaved'] },
  { terms: ['목살', 'moksal', 'pork collar', 'collar', 'pork neck', 'pork butt'] },
  { terms: ['항정살', '항정', 'hangjeongsal', 'jowl', 'pork toro'] },
  { terms: ['앞다리살', '앞다리', '전지', 'pork shoulder', 'shoulder'] },
  { terms: ['제육', '제육볶음', 'jeyuk'] },
  { terms: ['돼지갈비', 'pork rib', 'pork galbi'] },
  { terms: ['등갈비', 'back ribs', 'back rib', 'baby back'] },
  { terms: ['족발', '돼지족', 'trotter', 'jokbal', "pig's feet", 'pigs feet'], exact: ['족'] },
  { terms: ['보쌈', 'bossam'] },

  // ------------------------------------------------------------------ chicken cuts and dishes
  { terms: ['닭다리살', '다리살', '닭정육', 'thigh'] },
  { terms: ['닭다리', '통다리', 'leg quarter', 'chicken leg'] },
  { terms: ['북채', '닭북채', 'drumstick'] },
  { terms: ['닭날개', '날개', '윙', '닭봉', 'wing', 'drumette'], exact: ['봉'] },
  { terms: ['닭안심', 'chicken tender', 'tenders'] },
  { terms: ['통닭', '생닭', 'whole chicken', 'whole bird', '백숙'] },
  { terms: ['영계', '삼계탕', 'samgyetang', 'young chicken'] },
  { terms: ['닭갈비', 'dak galbi', 'dakgalbi'] },
  { terms: ['꼬치', '닭꼬치', 'skewer', 'kkochi'] },
  { terms: ['양념치킨', 'yangnyeom'] },

  // ------------------------------------------------------------------ ways of selling it
  { terms: ['양념', 'marinated', 'marinade', 'seasoned'] },
  { terms: ['매운', '매콤', 'spicy', '고추장', 'gochujang'] },
  { terms: ['간장', 'soy'] },
  { terms: ['소금구이', 'salt-grill', 'salt grill'] },
  { terms: ['순살', '뼈없는', '뼈 없는', 'boneless'] },
  { terms: ['슬라이스', 'sliced', 'thin-sliced'] },
];
