// @wholesale/contract/testing: the contract's test kit. The input walker builds hostile inputs
// for any zod schema (long strings, deep nesting) so a test can prove every door's schema stays
// fast and bounded; Node-free like the rest of the contract, but test code: the web never loads it.
export { candidates, checkSchema, isZodSchema, UnknownNodeError } from './testing/input-walker';
