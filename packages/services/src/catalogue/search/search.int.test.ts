import { demoItems, sql } from '@wholesale/db';
import type { Species } from '@wholesale/rules';
import { describe, expect, it } from 'vitest';
import { itemCreateInput, parseInput, type Actor } from '@wholesale/contract';
import { useCatalogueWorld } from '../testing';
import { GLOSSARY } from './glossary';
import { SEARCH_WINDOW } from './sql';
import { choseong, normalizeSearchText, searchGrams } from './normalize';

// The storefront search on the demo catalogue, as Korean and American cooks type it. Runs on
// PGlite, and on PostgreSQL with DATABASE_URL set: both must give these very answers.

const guest: Actor = { kind: 'guest' };
const admin: Actor = { kind: 'admin', userId: 1 };

const world = useCatalogueWorld('wholesale-search-');

const bySlug = (slug: string) => {
  const item = demoItems.find((d) => d.slug === slug);
  if (!item) throw new Error(`no demo item ${slug}`);
  return item;
};
const search = async (q: string, limit = 50) => (await world.catalogue.search(guest, { q, limit })).map((i) => i.slug);

// [query, the demo product expected first]. Korean, English, initial consonants, spacing and
// mixtures; each was checked by hand to be what a cook typing it wants to see first. A word ranks
// as its glossary twins do ("a word and its twin in the other language" below): a name holding
// any of them counts, so the word as typed does not put its own language's names first.
const FIRST: readonly (readonly [string, string])[] = [
  // species, every way they are said
  ['소고기', 'beef-bulgogi'], // as beef: every name of the meat counts, in either language
  ['쇠고기', 'beef-bulgogi'],
  ['소', 'beef-bulgogi'],
  ['beef', 'beef-bulgogi'],
  ['돼지고기', 'spicy-pork-bulgogi'],
  ['돼지', 'spicy-pork-bulgogi'],
  ['pork', 'spicy-pork-bulgogi'],
  ['닭고기', 'spicy-dak-galbi'],
  ['닭', 'spicy-dak-galbi'],
  ['chicken', 'spicy-dak-galbi'], // 매운 닭갈비: 닭 is chicken, as for 닭고기
  ['poultry', 'spicy-dak-galbi'],
  // cuts and dishes in Korean
  ['삼겹살', 'gochujang-pork-belly'],
  ['오겹살', 'gochujang-pork-belly'],
  ['목살', 'moksal'],
  ['갈비', 'signature-la-galbi'],
  ['갈비살', 'marinated-galbisal'],
  ['찜갈비', 'marinated-galbi-jjim'],
  ['불고기', 'beef-bulgogi'],
  ['소불고기', 'beef-bulgogi'],
  ['항정살', 'salt-grill-pork-jowl'],
  ['차돌박이', 'chadol-baegi'],
  ['꽃등심', 'shabu-ribeye'],
  ['양지', 'chadol-baegi'], // as brisket: Thin-sliced Brisket (Chadol) is first of the two in the catalogue
  ['사태', 'beef-shank'],
  ['소꼬리', 'oxtail'],
  ['대패', 'daepae-pork-belly'],
  ['제육', 'spicy-pork-bulgogi'],
  ['등갈비', 'pork-back-ribs'],
  ['족발', 'pork-trotters'],
  ['닭갈비', 'spicy-dak-galbi'],
  ['닭날개', 'yangnyeom-chicken-wings'],
  ['윙', 'yangnyeom-chicken-wings'],
  ['통닭', 'whole-chickens'],
  ['삼계탕', 'samgyetang-young-chicken'],
  ['와규', 'wagyu-chadol'],
  // spacing never matters
  ['LA갈비', 'signature-la-galbi'],
  ['LA 갈비', 'signature-la-galbi'],
  ['la갈 비', 'signature-la-galbi'],
  ['돼지목살', 'moksal'],
  ['소갈비', 'galbi-jjim-cut-short-rib'],
  // initial consonants, and words still being typed
  ['ㄷㅈㄱㄱ', 'spicy-pork-bulgogi'],
  ['ㄷㅈ', 'spicy-pork-bulgogi'],
  ['ㅅㄱㅅ', 'gochujang-pork-belly'],
  ['ㅂㄱㄱ', 'beef-bulgogi'],
  ['ㅁㅅ', 'moksal'],
  ['돼지고', 'spicy-pork-bulgogi'],
  ['닭ㄱ', 'spicy-dak-galbi'],
  // English
  ['pork belly', 'gochujang-pork-belly'],
  ['samgyeopsal', 'gochujang-pork-belly'], // as 삼겹살
  ['short rib', 'signature-la-galbi'], // as 갈비
  ['GALBI', 'signature-la-galbi'],
  ['LA-cut', 'signature-la-galbi'], // as LA갈비
  ['bulgogi', 'beef-bulgogi'],
  ['ribeye', 'shabu-ribeye'],
  ['jowl', 'salt-grill-pork-jowl'],
  ['brisket', 'chadol-baegi'],
  ['wings', 'yangnyeom-chicken-wings'],
  ['oxtail', 'oxtail'],
  // both languages in one query
  ['pork 삼겹살', 'gochujang-pork-belly'],
  ['beef 갈비', 'signature-la-galbi'],
  ['beef 안심', 'prime-tenderloin'],
  ['닭 wings', 'yangnyeom-chicken-wings'],
  ['prime 갈비살', 'prime-galbisal'],
  ['spicy 돼지', 'spicy-pork-bulgogi'],
  ['chicken 불고기', 'chicken-bulgogi'],
  ['간장 닭', 'soy-garlic-chicken-thigh'],
];

describe('the search table', () => {
  it('has at least 40 queries, each expecting a visible demo product', () => {
    expect(FIRST.length).toBeGreaterThanOrEqual(40);
    for (const [, slug] of FIRST) expect(bySlug(slug).show).toBe(true);
  });

  it.each(FIRST)('%s → %s first', async (q, slug) => {
    const [first] = await search(q, 10);
    expect(first).toBe(slug);
  });
});

describe('what the search finds', () => {
  const visibleOf = (species: Species) => demoItems.filter((d) => d.show && d.species === species).map((d) => d.slug);

  it.each([
    ['beef', ['beef', '소고기', '쇠고기', '소', 'ㅅㄱㄱ']],
    ['pork', ['pork', '돼지고기', '돼지', 'ㄷㅈㄱㄱ', 'ㄷㅈ']],
    ['chicken', ['chicken', 'poultry', '닭고기', '닭', 'ㄷㄱㄱ']],
  ] as const)('every visible %s product, whichever way the meat is named', async (species, queries) => {
    for (const q of queries) {
      const found = await search(q);
      expect(found.filter((slug) => bySlug(slug).species === species).sort(), q).toEqual(visibleOf(species).sort());
    }
  });

  it('finds the one species for a one-syllable word, not the words it starts (소금, salt)', async () => {
    const found = await search('소');
    expect(found.every((slug) => bySlug(slug).species === 'beef')).toBe(true);
    expect(found).not.toContain('salt-grill-pork-jowl'); // 소금구이 항정살
  });

  it('answers a short page as the start of a long one (names holding the whole query are read first)', async () => {
    for (const [q] of FIRST) {
      const all = await search(q, 50);
      for (const limit of [1, 3]) expect(await search(q, limit), `${q} ${limit}`).toEqual(all.slice(0, limit));
    }
  });

  it('ranks a name before a cut (type) before a description', async () => {
    // 앞다리살 (pork shoulder): in one name, in two cuts, in one description (앞다리 족, trotters).
    expect(await search('앞다리살')).toEqual([
      'jeyuk-cut-pork-shoulder',
      'spicy-pork-bulgogi',
      'soy-garlic-pork-bulgogi',
      'pork-trotters',
    ]);
  });

  it('requires every word, in either language', async () => {
    expect(await search('chicken 불고기')).toEqual(['chicken-bulgogi']);
    expect(await search('pork 갈비')).toEqual(expect.arrayContaining(['marinated-pork-galbi', 'pork-back-ribs']));
    expect((await search('pork 갈비')).every((slug) => bySlug(slug).species === 'pork')).toBe(true);
  });

  it('finds nothing for nonsense, and never a hidden product by any of its names', async () => {
    expect(await search('zzzqqq')).toEqual([]);
    for (const hidden of demoItems.filter((d) => !d.show)) {
      for (const q of [hidden.name, hidden.name_ko, choseong(hidden.name_ko)])
        expect(await search(q), q).not.toContain(hidden.slug);
    }
  });
});

describe('a word and its twin in the other language', () => {
  // Every way the glossary names a concept (terms and whole-word-only words, either language):
  // each finds and ranks exactly what the concept's first Korean word does.
  const pairs = GLOSSARY.flatMap((concept) => {
    const headword = concept.terms.find((t) => /[가-힣]/.test(t))!;
    return [...concept.terms, ...(concept.exact ?? [])]
      .filter((word) => word !== headword)
      .map((word) => [headword, word] as const);
  });

  it('walks every glossary concept in both languages', () => {
    expect(pairs.length).toBeGreaterThan(100);
    expect(pairs.some(([, word]) => /^[a-z]/i.test(word))).toBe(true);
  });

  it.each(pairs)('%s and %s: the same first ten, in the same order', async (headword, word) => {
    expect(await search(word, 10)).toEqual(await search(headword, 10));
  });

  it('ranks galbi and 갈비 alike all the way down (names in either language, then cuts, then catalogue order)', async () => {
    const galbi = await search('galbi');
    expect(galbi).toHaveLength(13);
    expect(await search('갈비')).toEqual(galbi);
    expect(await search('short rib')).toEqual(galbi);
    // Every one holds the word in a name, in one language or the other (Prime LA Galbi in both):
    // so catalogue order decides, wherever the word is.
    expect(
      galbi.every((slug) => [bySlug(slug).name, bySlug(slug).name_ko].some((n) => /갈비|galbi|short rib/i.test(n))),
    ).toBe(true);
    expect(galbi).toEqual(demoItems.filter((d) => galbi.includes(d.slug)).map((d) => d.slug));
  });

  it('ranks two words alike whichever language each is typed in', async () => {
    const cases = [
      ['소 갈비', 'beef galbi', '소고기 short rib'],
      ['chicken 불고기', '닭 bulgogi', '닭고기 불고기'],
      ['돼지 삼겹살', 'pork belly 돼지', 'pork 삼겹살'],
      ['간장 닭', 'soy chicken'],
    ];
    for (const [first, ...others] of cases) {
      const expected = await search(first!, 10);
      expect(expected.length, first).toBeGreaterThan(0);
      for (const q of others) expect(await search(q, 10), `${first} / ${q}`).toEqual(expected);
    }
  });
});

describe('what is too short to search', () => {
  it('finds nothing for one Latin letter, digit or jamo, and still searches one Hangul syllable', async () => {
    // "x" found Oxtail, and the "lunch boxes" of a description.
    for (const q of ['x', 'X', ' x ', 'x.', 'b', '5', 'ㄷ']) expect(await search(q), q).toEqual([]);
    expect(await search('ox')).toContain('oxtail');
    expect((await search('닭')).length).toBeGreaterThan(0);
    expect((await search('ㄷㅈ')).length).toBeGreaterThan(0);
  });
});

describe('the pack text', () => {
  it('is not searched: no item is found by its spec ("5 lb x 6 packs", "C.W. (Catch Weights)")', async () => {
    const specs = [...new Set(demoItems.map((d) => d.spec))];
    expect(specs.length).toBeGreaterThan(2);
    for (const spec of specs) expect(await search(spec), spec).toEqual([]);
    expect(await search('catch weights')).toEqual([]);
    // Not in the compared text at all, whatever the spec.
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM items WHERE strpos(search_text, search_norm(spec)) > 0`.execute(world.handle.db);
    expect(rows[0]?.n).toBe(0);
  });
});

describe('the search columns', () => {
  it('are computed by the database exactly as the query side normalises (both functions, every demo text)', async () => {
    const texts = [
      ...demoItems.flatMap((d) => [d.name, d.name_ko, d.type, d.type_ko, d.description, d.description_ko]),
      'ÉCHINE de Porc',
      '돼지고기'.normalize('NFD'),
      '%_\\ 1¼" 가힣 ㄷㅈ',
    ];
    const { rows } = await sql<{ norm: string; initials: string }>`
      SELECT search_norm(t) AS norm, search_choseong(t) AS initials
      FROM unnest(${texts}::text[]) WITH ORDINALITY AS u(t, n) ORDER BY n`.execute(world.handle.db);
    expect(rows.map((r) => r.norm)).toEqual(texts.map(normalizeSearchText));
    expect(rows.map((r) => r.initials)).toEqual(texts.map(choseong));
  });

  it('index every word the text contains: no item containing a glossary word is missing its keys', async () => {
    const patterns = [...new Set(GLOSSARY.flatMap((c) => [...c.terms, ...(c.exact ?? [])]).map(normalizeSearchText))];
    patterns.push('ㄷㅈㄱㄱ', 'ㄱㅂ', 'a', '1');
    let occurring = 0;
    for (const p of patterns) {
      const { rows } = await sql<{ missed: number; found: number }>`
        SELECT count(*) FILTER (WHERE NOT search_grams @> ${searchGrams(p)}::text[]) AS missed, count(*) AS found
        FROM items WHERE strpos(search_text, ${p}) > 0`.execute(world.handle.db);
      expect(rows[0]?.missed, p).toBe(0);
      if (rows[0]!.found > 0) occurring++;
    }
    expect(occurring).toBeGreaterThan(100); // most glossary words occur in the demo texts
  });

  it('follow every change: the Item List, and an UPDATE by hand', async () => {
    const item = bySlug('moksal');
    await world.catalogue.updateItem(admin, item.id, { name: 'Pork Neck Steak', name_ko: '꼬들살 스테이크' });
    expect((await search('꼬들살')).at(0)).toBe('moksal');
    expect(await search('ㄲㄷㅅ')).toContain('moksal');
    expect(await search('Sliced Pork Collar')).not.toContain('moksal');

    const created = await world.catalogue.createItem(
      admin,
      parseInput(itemCreateInput, {
        name: 'Smoked Pork Jowl',
        name_ko: '훈제 항정살',
        style: 'processed',
        species: 'pork',
        spec: '20 lb - 10 lb x 2 packs',
        price: 120,
      }),
    );
    expect(await search('훈제')).toEqual([created.slug]);

    await sql`UPDATE items SET name_ko = '훈제 가브리살' WHERE id = ${created.id}`.execute(world.handle.db);
    expect(await search('가브리살')).toEqual([created.slug]);
    expect(await search('ㄱㅂㄹㅅ')).toEqual([created.slug]);
  });
});

describe('a catalogue longer than the first rows the search reads by name', () => {
  it('answers as on the demo catalogue alone, whichever part of the search finds the answer', async () => {
    const cases = ['삼겹살', '갈비', 'LA갈비', 'chicken 불고기', 'ㄷㅈ', '앞다리살', 'zzzqqq'].flatMap((q) =>
      [1, 3, 10].map((limit) => ({ q, limit })),
    );
    const alone = await Promise.all(cases.map(({ q, limit }) => search(q, limit)));
    // More products than that window, all ahead of the demo catalogue and named like no query:
    // the names the queries want are now found through the index (or by ranking every match).
    await sql`
      insert into items (slug, name, name_ko, type, type_ko, description, description_ko, species, style, spec,
                         price_cents, brand, grade, origin, avg_weight, images, show, sort_order)
      select 'filler-' || n, 'Filler ' || n, '채움 ' || n, 'Filler', '채움', 'Filler.', '채움.', 'beef', 'processed',
             '30 lb - 5 lb x 6 packs', 1000, 'Brand', 'Grade', 'USA', 1, 1, true, -100000 + n
      from generate_series(1, ${SEARCH_WINDOW + 50}::int) as n`.execute(world.handle.db);
    try {
      for (const [i, { q, limit }] of cases.entries())
        expect(await search(q, limit), `${q} ${limit}`).toEqual(alone[i]);
      // A name the window holds: its first products in catalogue order.
      expect(await search('filler', 3)).toEqual(['filler-1', 'filler-2', 'filler-3']);
    } finally {
      await sql`delete from items where slug like 'filler-%'`.execute(world.handle.db);
    }
  });
});
