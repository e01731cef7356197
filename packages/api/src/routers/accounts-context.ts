// Reaches the accounts services and the session capability from the tRPC context. Until
// `Context` and `DomainServices` name them (see docs/contracts.md), they are read through these
// two functions, which fail loudly if the server forgot to wire them.
import type { AccountServices, AccountsDomain, SessionControl } from '@wholesale/services/contract';

export function accountsOf(ctx: { services: object }): AccountServices {
  const accounts = (ctx.services as Partial<AccountsDomain>).accounts;
  if (!accounts) throw new Error('accounts services are not wired into the tRPC context');
  return accounts;
}

export function sessionOf(ctx: object): SessionControl {
  const session = (ctx as { session?: SessionControl }).session;
  if (!session) throw new Error('the tRPC context has no session capability');
  return session;
}
