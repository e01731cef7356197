// Entry point `@wholesale/services/contract`: the types, errors and guards that packages/api needs,
// free of Node and database imports, so the browser build can resolve `AppRouter` through it.
export * from './errors';
export * from './error-codes';
export * from './actor';
export * from './catalogue-contract';
export * from './accounts/contract';
export * from './accounts/schemas';
export * from './schemas';
export * from './orders/contract';
export * from './orders/schemas';
export * from './orders/calendar-contract';
export * from './orders/deposit-contract';
export * from './dashboard/contract';
export * from './inquiries/contract';
