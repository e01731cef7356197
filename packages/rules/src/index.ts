export * from './constants';
export * from './item';
export * from './price';
export * from './user-id';
export * from './validation';
export * from './order-money';
export * from './pickup';
export * from './business-calendar';
