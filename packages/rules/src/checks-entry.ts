// Entry point `@wholesale/rules/checks`: the constants and the plain validation checks, free of
// zod, for browser code that must not load the zod runtime (see checks.ts).
export * from './constants';
export * from './order-constants';
export * from './checks';
