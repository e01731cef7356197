import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { trpc } from '../../lib/trpc';
import {
  emptyInvite,
  invitationToken,
  invitePayload,
  landingAfterJoin,
  limitFor,
  limitText,
  memberChange,
  parseLimit,
  showTeamTab,
  validateInvite,
  validateJoin,
} from './model';
import { teamQuery, teamScope, withInvitation, withMember } from './queries';
import { answerForEachViewer } from '../../testing/viewers';

describe('who sees the Team tab', () => {
  it('the company’s owner, never a member nor an admin', () => {
    expect(answerForEachViewer(showTeamTab)).toEqual({ owner: true, orderer: false, viewer: false, admin: false });
  });
});

describe('the order limit, typed in dollars', () => {
  it('empty or blank is no limit', () => {
    expect(parseLimit('')).toEqual({ ok: true, dollars: null });
    expect(parseLimit('   ')).toEqual({ ok: true, dollars: null });
  });

  it('reads whole dollars, cents, a leading $ and thousands commas', () => {
    expect(parseLimit('500')).toEqual({ ok: true, dollars: 500 });
    expect(parseLimit(' 500 ')).toEqual({ ok: true, dollars: 500 });
    expect(parseLimit('$500')).toEqual({ ok: true, dollars: 500 });
    expect(parseLimit('$ 1,250.50')).toEqual({ ok: true, dollars: 1250.5 });
    expect(parseLimit('500.5')).toEqual({ ok: true, dollars: 500.5 });
    expect(parseLimit('0.1')).toEqual({ ok: true, dollars: 0.1 });
    expect(parseLimit('0')).toEqual({ ok: true, dollars: 0 });
    expect(parseLimit('1,000,000')).toEqual({ ok: true, dollars: 1_000_000 });
    expect(parseLimit('1000000.00')).toEqual({ ok: true, dollars: 1_000_000 });
  });

  it('refuses what it would have to guess at', () => {
    for (const bad of [
      '-5',
      'abc',
      '5.005',
      '1,0',
      ',5',
      '1.',
      '.5',
      '1e3',
      '$$5',
      '5$',
      '1,000,000.01',
      '2000000',
      'Infinity',
      'NaN',
      '1 000',
      '9'.repeat(30),
    ]) {
      expect(parseLimit(bad), bad).toEqual({ ok: false });
    }
  });

  it('writes a limit back for the field, and sends one only for an orderer', () => {
    expect(limitText(null)).toBe('');
    expect(limitText(500)).toBe('500');
    expect(limitText(500.5)).toBe('500.50');
    expect(limitText(0.1)).toBe('0.10');
    expect(parseLimit(limitText(1234.56))).toEqual({ ok: true, dollars: 1234.56 });
    expect(limitFor('orderer', 500)).toBe(500);
    expect(limitFor('orderer', null)).toBeNull();
    expect(limitFor('viewer', 500)).toBeNull();
  });
});

describe('the invite form', () => {
  it('starts as an orderer without a limit, the mail in the page’s language', () => {
    expect(emptyInvite('ko')).toEqual({ email: '', role: 'orderer', limit: '', locale: 'ko' });
    expect(emptyInvite('en')).toEqual({ email: '', role: 'orderer', limit: '', locale: 'en' });
    expect(emptyInvite('fr')).toMatchObject({ locale: 'en' });
  });

  it('needs an e-mail address; checks an orderer’s limit, never a viewer’s', () => {
    expect(validateInvite({ ...emptyInvite('en') })).toEqual({ email: 'required' });
    expect(validateInvite({ ...emptyInvite('en'), email: 'chef@' })).toEqual({ email: 'invalidEmail' });
    expect(validateInvite({ ...emptyInvite('en'), email: ' chef@restaurant.test ', limit: '500' })).toEqual({});
    expect(validateInvite({ ...emptyInvite('en'), email: 'chef@restaurant.test', limit: 'lots' })).toEqual({
      limit: 'limit',
    });
    expect(
      validateInvite({ ...emptyInvite('en'), email: 'books@restaurant.test', role: 'viewer', limit: 'lots' }),
    ).toEqual({});
  });

  it('sends the address trimmed and a limit only for an orderer', () => {
    expect(invitePayload({ email: ' chef@restaurant.test ', role: 'orderer', limit: '$500', locale: 'ko' })).toEqual({
      email: 'chef@restaurant.test',
      role: 'orderer',
      locale: 'ko',
      order_limit: 500,
    });
    expect(invitePayload({ email: 'chef@restaurant.test', role: 'orderer', limit: '', locale: 'en' })).toMatchObject({
      order_limit: null,
    });
    expect(invitePayload({ email: 'books@restaurant.test', role: 'viewer', limit: '500', locale: 'en' })).toMatchObject(
      { role: 'viewer', order_limit: null },
    );
  });
});

describe('changing a member', () => {
  const chef = { role: 'orderer' as const, order_limit: 500 };
  it('sends only what changed, nothing when nothing did', () => {
    expect(memberChange(chef, 'orderer', '500')).toEqual({ ok: true, change: null });
    expect(memberChange(chef, 'orderer', '$500.00')).toEqual({ ok: true, change: null });
    expect(memberChange(chef, 'orderer', '750')).toEqual({ ok: true, change: { order_limit: 750 } });
    expect(memberChange(chef, 'orderer', '')).toEqual({ ok: true, change: { order_limit: null } });
    expect(memberChange(chef, 'viewer', '750')).toEqual({ ok: true, change: { role: 'viewer' } });
    expect(memberChange({ role: 'viewer', order_limit: null }, 'orderer', '300')).toEqual({
      ok: true,
      change: { role: 'orderer', order_limit: 300 },
    });
  });
  it('refuses an orderer’s limit it cannot read, not a viewer’s', () => {
    expect(memberChange(chef, 'orderer', '-1')).toEqual({ ok: false, error: 'limit' });
    expect(memberChange(chef, 'viewer', '-1')).toEqual({ ok: true, change: { role: 'viewer' } });
  });
});

describe('joining by the invitation link', () => {
  it('reads the token; none (or one no link of ours has) is a link that does not work', () => {
    expect(invitationToken(new URLSearchParams('token=abc_DEF-123'))).toBe('abc_DEF-123');
    expect(invitationToken(new URLSearchParams(''))).toBeNull();
    expect(invitationToken(new URLSearchParams('token=%20'))).toBeNull();
    expect(invitationToken(new URLSearchParams(`token=${'x'.repeat(201)}`))).toBeNull();
  });

  it('needs a name and the reset page’s password rule, typed twice alike', () => {
    expect(validateJoin({ name: 'Min Chef', password: 'secret', confirm: 'secret' })).toEqual({});
    expect(validateJoin({ name: '  ', password: 'secret', confirm: 'secret' })).toEqual({ name: 'required' });
    expect(validateJoin({ name: 'Min', password: '12345', confirm: '12345' })).toEqual({
      password: 'passwordTooShort',
    });
    expect(validateJoin({ name: 'Min', password: 'secret1', confirm: 'secret2' })).toEqual({
      confirm: 'passwordsDoNotMatch',
    });
    expect(validateJoin({ name: 'Claim at evil.example/claim', password: 'secret', confirm: 'secret' })).toEqual({
      name: 'nameLink',
    });
    expect(validateJoin({ name: '', password: '', confirm: 'x' })).toEqual({
      name: 'required',
      password: 'passwordTooShort',
      confirm: 'passwordsDoNotMatch',
    });
  });

  it('lands an orderer on the storefront and a viewer on the profile', () => {
    expect(landingAfterJoin('orderer', '/profile/user/abc')).toBe('/');
    expect(landingAfterJoin('viewer', '/profile/user/abc')).toBe('/profile/user/abc');
  });
});

describe('the team in the cache until it is read again', () => {
  const owner = {
    id: 1,
    name: 'Pat Owner',
    email: 'pat@grill.test',
    role: 'owner' as const,
    order_limit: null,
    created_at: '2026-01-01T00:00:00.000Z',
  };
  const chef = {
    id: 2,
    name: 'Min Chef',
    email: 'chef@grill.test',
    role: 'orderer' as const,
    order_limit: 500,
    created_at: '2026-01-02T00:00:00.000Z',
  };
  const invitation = {
    id: 9,
    email: 'books@grill.test',
    role: 'viewer' as const,
    order_limit: null,
    locale: 'en' as const,
    expires_at: '2026-01-09T00:00:00.000Z',
  };
  const team = { company_id: 1, company: 'Grill House', members: [owner, chef], invitations: [invitation] };

  it('changes or removes a member', () => {
    expect(withMember(team, 2, { ...chef, order_limit: 750 })?.members).toEqual([owner, { ...chef, order_limit: 750 }]);
    expect(withMember(team, 2, null)?.members).toEqual([owner]);
    expect(withMember(undefined, 2, null)).toBeUndefined();
  });

  it('adds an invitation; one to the same address (in any case) replaces the old one', () => {
    const again = { ...invitation, id: 10, role: 'orderer' as const, email: 'Books@Grill.test' };
    expect(withInvitation(team, again)?.invitations).toEqual([again]);
    const other = { ...invitation, id: 11, email: 'prep@grill.test' };
    expect(withInvitation(team, other)?.invitations).toEqual([invitation, other]);
  });
});

describe('whose team', () => {
  it('names no company for the signed-in owner, and the one an admin manages', () => {
    expect(teamScope()).toEqual({});
    expect(teamScope(42)).toEqual({ companyId: 42 });
  });

  it('keeps one cache entry per company, all under company.team (logout and the changes reach them)', () => {
    expect(teamQuery().queryKey).toEqual([['company', 'team'], { input: {}, type: 'query' }]);
    expect(teamQuery(42).queryKey).toEqual([['company', 'team'], { input: { companyId: 42 }, type: 'query' }]);
    expect(teamQuery(42).queryKey).not.toEqual(teamQuery(43).queryKey);
    expect(teamQuery(42).queryKey).not.toEqual(teamQuery().queryKey);
    const qc = new QueryClient();
    for (const id of [undefined, 42, 43])
      qc.setQueryData(teamQuery(id).queryKey, { company_id: id ?? 1, company: null, members: [], invitations: [] });
    expect(qc.getQueryData(teamQuery(42).queryKey)).toMatchObject({ company_id: 42 });
    expect(qc.getQueryCache().findAll(trpc.company.team.pathFilter())).toHaveLength(3);
  });
});
