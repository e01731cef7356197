// Compiled by tsconfig.web-check.json, the browser's compiler settings (DOM lib, no Node types
// requested). The web client imports `AppRouter` as a type only; this pins that the type resolves
// there and infers the contract's shapes. (The router reaches services only through
// `@wholesale/contract`, which has no Node, database or storage imports.)
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@wholesale/api';

type Outputs = inferRouterOutputs<AppRouter>;
type Inputs = inferRouterInputs<AppRouter>;

export const listed: Outputs['catalogue']['list'][number]['price'] = 1;
export const discounted: Outputs['catalogue']['byId']['discounted_price'] = undefined;
export const searchInput: Inputs['catalogue']['search'] = { q: 'galbi' };
// @ts-expect-error: styles are the four of the contract
export const badStyle: Inputs['catalogue']['list'] = { style: 'smoked' };
