// The storefront's search: what a query means (plan.ts, with the glossary of meat words in both
// languages) and how the database answers it (sql.ts, over migration 0008's search columns).
export { GLOSSARY, type Concept } from './glossary';
export { choseong, normalizeSearchText } from './normalize';
export { MAX_WORDS, planSearch, type Clause, type SearchPlan } from './plan';
export { matchesPlan, searchRank, topRankedStatement } from './sql';
