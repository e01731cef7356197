// A test file's own service on its accounts world (useAccountsWorld): the hook that makes it once
// the world is up, which the files wrote out by hand before.
import { beforeAll } from 'vitest';
import type { AccountsWorld } from './testing';

/**
 * The service `make` builds on the file's world, made in a hook after the world's own (so before
 * the file's later hooks and its tests). What it returns stands for the service from then on; read
 * before that, it throws.
 */
export function useWorldService<S extends object>(world: AccountsWorld, make: (world: AccountsWorld) => S): S {
  let service: S | undefined;
  beforeAll(() => {
    service = make(world);
  });
  return new Proxy({} as S, {
    get(_target, key) {
      if (!service) throw new Error('the service is made in beforeAll: read it in a test or a hook');
      return Reflect.get(service, key);
    },
  });
}
