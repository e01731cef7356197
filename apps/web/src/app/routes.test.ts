import { CLIENT_ROUTES } from '@wholesale/rules';
import { describe, expect, it } from 'vitest';
import { routes } from './routes';

describe('the route table', () => {
  it('is the list of pages the server answers with the app (rules/client-routes.ts)', () => {
    expect(routes.map((r) => r.path).sort()).toEqual([...CLIENT_ROUTES].sort());
  });
});
