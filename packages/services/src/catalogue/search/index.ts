// The storefront's search: what a query means (plan.ts, with the glossary of meat words in both
// languages) and how the database answers it (sql.ts, over migration 0008's search columns).
export { planSearch } from './plan';
export { matchesPlan, searchRank, topRankedStatement } from './sql';
