import { statementsMigration } from './statements';

// Korean search (docs/decisions.md, "Korean search"). The database keeps, in generated columns,
// each item's text the way a search compares it, so every insert and update (the Item List, the
// seed, a psql session) keeps them right, and a search compares lower-case text with LIKE:
// - search_norm: NFC, lower case, and only letters and digits (ASCII, Latin-1, Hangul syllables
//   and jamo) kept, so spacing and punctuation never matter ("LA 갈비" = "LA갈비" = "la-갈비").
//   packages/services/src/catalogue/search/normalize.ts is its twin for the query's words; a
//   test compares the two on the whole demo catalogue.
// - search_choseong: the initial consonant of every Hangul syllable ("돼지 갈비" → "ㄷㅈㄱㅂ"),
//   for initial-consonant searches as Korean shopping apps offer them.
// - search_name, search_type: a name (or cut) in English, in Korean, and the Korean one's initial
//   consonants, with '|' between them so no match spans two of them; they rank the results.
// - search_text: what a search filters on (names, cuts, species, both descriptions).
// - search_grams: every character and every pair of neighbouring characters of search_text, in a
//   GIN index, so a search reads only the items holding all of a word's pairs (a one-letter word:
//   the letter) instead of comparing every item's text; LIKE then confirms the candidates. A
//   bigram index, not pg_trgm's trigrams: Korean words are mostly one or two syllables (닭, 목살,
//   갈비), which trigrams cannot look up; and pg_trgm is an extension that PGlite loads only when
//   the embedded database is opened with it, created per database rather than per schema (which
//   isolated test runs use).
// - items_species_idx: "돼지고기" also finds every pork item, by species; with it the database
//   can answer that from an index too.
// The functions use built-ins only, so their results depend on nothing but their arguments
// (IMMUTABLE, as generated columns require) and are the same on PGlite and PostgreSQL.
// Frozen once released: a changed normaliser is a new migration that replaces the functions and
// re-adds the columns.

const INITIALS = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';

const section = (en: string, ko: string) =>
  `search_norm(${en}) || '|' || search_norm(${ko}) || '|' || search_choseong(${ko})`;
const searchText = `${section('name', 'name_ko')} || '|' || ${section('type', 'type_ko')} || '|' || species
  || '|' || search_norm(description) || '|' || search_norm(description_ko)`;

const up: string[] = [
  `CREATE FUNCTION search_norm(t text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    RETURN regexp_replace(lower(normalize(t, NFC)), '[^0-9a-zà-öø-ÿ가-힣ㄱ-ㅣ]+', '', 'g')`,
  // Hangul syllables are U+AC00 + (initial × 21 + medial) × 28 + final: 588 per initial.
  `CREATE FUNCTION search_choseong(t text) RETURNS text LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
  DECLARE
    initials CONSTANT text := '${INITIALS}';
    result text := '';
    code integer;
    c text;
  BEGIN
    FOREACH c IN ARRAY string_to_array(normalize(t, NFC), NULL) LOOP
      code := ascii(c);
      IF code BETWEEN 44032 AND 55203 THEN
        result := result || substr(initials, (code - 44032) / 588 + 1, 1);
      END IF;
    END LOOP;
    RETURN result;
  END
  $$`,
  // Distinct characters and character pairs, none spanning a '|' between two texts.
  `CREATE FUNCTION search_grams(t text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    RETURN ARRAY(
      SELECT DISTINCT g FROM (
        SELECT substr(t, i, 1) FROM generate_series(1, char_length(t)) AS i
        UNION ALL
        SELECT substr(t, i, 2) FROM generate_series(1, char_length(t) - 1) AS i
      ) AS s (g)
      WHERE strpos(g, '|') = 0
    )`,
  `ALTER TABLE items
    ADD COLUMN search_name text GENERATED ALWAYS AS (${section('name', 'name_ko')}) STORED,
    ADD COLUMN search_type text GENERATED ALWAYS AS (${section('type', 'type_ko')}) STORED,
    ADD COLUMN search_text text GENERATED ALWAYS AS (${searchText}) STORED,
    ADD COLUMN search_grams text[] GENERATED ALWAYS AS (search_grams(${searchText})) STORED`,
  // Without fastupdate, new entries go into the index at once rather than into a pending list
  // that every search would read through until the next VACUUM (10,000 items seeded at once made
  // each look-up take milliseconds and the planner give up on the index). Items change rarely.
  'CREATE INDEX items_search_grams_idx ON items USING gin (search_grams) WITH (fastupdate = off)',
  'CREATE INDEX items_species_idx ON items (species)',
];

const down: string[] = [
  'DROP INDEX IF EXISTS items_species_idx',
  `ALTER TABLE items DROP COLUMN IF EXISTS search_grams, DROP COLUMN IF EXISTS search_text,
    DROP COLUMN IF EXISTS search_type, DROP COLUMN IF EXISTS search_name`,
  'DROP FUNCTION IF EXISTS search_grams(text)',
  'DROP FUNCTION IF EXISTS search_choseong(text)',
  'DROP FUNCTION IF EXISTS search_norm(text)',
];

export const migration0008 = statementsMigration(up, down);
