import type { Database } from '@wholesale/db';
import { expressionBuilder, sql, type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool } from 'kysely';
import { searchGrams } from './normalize';
import type { Clause, SearchPlan } from './plan';

// A search plan as SQL over migration 0008's generated columns. Both sides are normalised
// (lower case, no spaces), so a plain LIKE does what ILIKE did, and cheaper.

type Items = ExpressionBuilder<Database, 'items'>;
type SearchColumn = 'search_name' | 'search_type' | 'search_text';

/**
 * Whether `column` contains `text`. LIKE rather than strpos (a little faster on its own): the
 * planner puts the cheaper of two ANDed conditions first, and only LIKE costs it no more than the
 * keys test (hasKeys), so the text is compared before the keys, as written. Normalised text has no
 * LIKE wildcards (% _ \) to escape.
 */
function contains(eb: Items, column: SearchColumn, text: string): Expression<SqlBool> {
  return eb(column, 'like', `%${text}%`);
}

/** Whether the item's search_grams hold the index keys of `text`: implied by containing it. */
function hasKeys(eb: Items, text: string): Expression<SqlBool> {
  return eb('search_grams', '@>', sql<string[]>`${searchGrams(text)}::text[]`);
}

/**
 * Whether one of `columns` contains one of the clause's patterns (or, with `bySpecies`, the item is
 * of its species). With `indexed`, each pattern's test also asks search_grams for the pattern's
 * keys: implied by the text test, and what lets the database read candidates from the GIN index
 * instead of every item. The text test comes first within each pattern's test, so when the
 * database does read every item (a word a third of the catalogue matches), the keys are compared
 * only for the items whose text matched.
 */
function clauseSql(
  eb: Items,
  clause: Clause,
  columns: readonly SearchColumn[],
  bySpecies: boolean,
  indexed: boolean,
): Expression<SqlBool> {
  // The species first: for an item of the species, nothing else is compared.
  const options: Expression<SqlBool>[] =
    bySpecies && clause.species.length > 0 ? [eb('species', 'in', clause.species)] : [];
  for (const pattern of clause.patterns) {
    for (const column of columns) {
      const found = contains(eb, column, pattern);
      options.push(indexed ? eb.and([found, hasKeys(eb, pattern)]) : found);
    }
  }
  if (clause.parts) options.push(eb.and(clause.parts.map((part) => clauseSql(eb, part, columns, bySpecies, indexed))));
  return eb.or(options);
}

/** Items matching every word of the plan, in any of their searchable text or by species. */
export function matchesPlan(eb: Items, plan: SearchPlan): Expression<SqlBool> {
  return eb.and(plan.clauses.map((clause) => clauseSql(eb, clause, ['search_text'], true, true)));
}

/** Whether every word of the plan is in `columns` (by its patterns, not the species). */
function allWords(
  eb: Items,
  plan: SearchPlan,
  columns: readonly SearchColumn[],
  indexed: boolean,
): Expression<SqlBool> {
  return eb.and(plan.clauses.map((clause) => clauseSql(eb, clause, columns, false, indexed)));
}

/**
 * The best-ranked items searchRank can give the plan: those whose name holds every word (rank
 * 0). Among them catalogue order decides, so a page of them needs no ranking. With `indexed`,
 * each test is also given to the index (for a walk over the whole catalogue); without, the names
 * alone are compared (for a walk over its first rows in order, see catalogue.ts).
 */
function topRanked(eb: Items, plan: SearchPlan, { indexed }: { indexed: boolean }): Expression<SqlBool> {
  return allWords(eb, plan, ['search_name'], indexed);
}

/**
 * Best first: 0 every word in a name; 1 every word in a name or the cut; 2 the rest (descriptions,
 * the species); catalogue order within each (the caller's tie-break). A species is no name:
 * "돼지고기" ranks "Spicy Pork Bulgogi" (pork in its name) before 삼겹살 (pork only as a species).
 * A word counts in every spelling the glossary gives it, in both languages, and nothing ranks the
 * word as typed above its twins: galbi and 갈비 rank the same items the same way, names in either
 * language first (before, "Prime LA Galbi" was 9th for one and 12th for the other, because the
 * query as typed in a name used to rank first).
 */
export function searchRank(eb: Items, plan: SearchPlan): Expression<number> {
  return eb
    .case()
    .when(allWords(eb, plan, ['search_name'], false))
    .then(0)
    .when(allWords(eb, plan, ['search_name', 'search_type'], false))
    .then(1)
    .else(2)
    .end();
}

/** How many items, in catalogue order, a search reads by name before it asks the index. */
export const SEARCH_WINDOW = 300;

/** A row of topRankedStatement: the item's columns, which part found it, and its catalogue place. */
export type TopRow<T> = T & { part: 0 | 1; sort_order: number };

/**
 * The first `limit` best-ranked items (topRanked) in catalogue order, as one statement in two
 * parts (a round trip to the database costs as much as a cheap query here):
 *
 *  0. among the catalogue's first SEARCH_WINDOW items in catalogue order, names only. A word many
 *     products carry in their names (삼겹살, beef) is found within a few dozen rows. The database
 *     cannot know that: it takes the index keys of one word (삼겹, 겹살) as independent, expects a
 *     few dozen matches where there are 1,700, and would read all of them through the index and
 *     sort them (8 ms instead of 0.2).
 *  1. over the whole catalogue, through the index (rarer names); never executed when part 0
 *     found `limit` items (a one-time filter).
 *
 * The caller keeps part 0 when it holds `limit` rows, else part 1. `columns` are the item
 * columns to return, as Kysely selections ('price_cents as price').
 */
export function topRankedStatement<T>(
  plan: SearchPlan,
  columns: readonly string[],
  limit: number,
): RawBuilder<TopRow<T>> {
  const eb = expressionBuilder<Database, 'items'>();
  const selected = sql.join(
    columns.map((column) => {
      const [name, alias] = column.split(' as ');
      return alias ? sql`${sql.ref(name!)} as ${sql.ref(alias)}` : sql.ref(name!);
    }),
  );
  return sql<TopRow<T>>`
    with win as (
      select ${selected}, sort_order
      from (select * from items where show order by sort_order, id limit ${SEARCH_WINDOW}) as items
      where ${topRanked(eb, plan, { indexed: false })}
      order by sort_order, id limit ${limit}
    ), top as (
      select ${selected}, sort_order from items
      where show and (select count(*) from win) < ${limit} and ${topRanked(eb, plan, { indexed: true })}
      order by sort_order, id limit ${limit}
    )
    select 0 as part, * from win
    union all select 1, * from top
    order by part, sort_order, id`;
}
