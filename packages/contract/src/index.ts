// @wholesale/contract: what the doors, the services and the web agree on, free of Node, the
// database and I/O. Per domain: messages.ts (the product's wording, each with its code),
// inputs.ts (the zod schemas every door parses with, once) and service.ts (output types and the
// service interface the implementation in @wholesale/services satisfies).
export * from './errors';
export * from './error-codes';
export * from './actor';
export * from './inputs';
export * from './input-messages';
export * from './domain-services';
export * from './catalogue/messages';
export * from './catalogue/inputs';
export * from './catalogue/service';
export * from './accounts/messages';
export * from './accounts/inputs';
export * from './accounts/service';
export * from './orders/messages';
export * from './orders/inputs';
export * from './orders/service';
export * from './orders/admin-service';
export * from './orders/standing-service';
export * from './calendar/messages';
export * from './calendar/inputs';
export * from './calendar/service';
export * from './deposit/messages';
export * from './deposit/inputs';
export * from './deposit/service';
export * from './dashboard/messages';
export * from './dashboard/inputs';
export * from './dashboard/service';
export * from './inquiries/messages';
export * from './inquiries/inputs';
export * from './inquiries/service';
export * from './prices/messages';
export * from './prices/inputs';
export * from './prices/service';
export * from './customers/inputs';
export * from './customers/service';
export * from './company/messages';
export * from './company/inputs';
export * from './company/service';
export * from './documents/messages';
export * from './documents/inputs';
export * from './documents/service';
export * from './books/messages';
export * from './books/inputs';
export * from './books/service';
export * from './code-sets';
