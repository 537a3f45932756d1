import { describe, expect, it } from 'vitest';
import { officeAccess } from '../contract/manifests/offices';
import { allows } from './allowed';

const clerk = {
  guest: false,
  grants: { modules: ['cadastro' as const], actions: ['visualizar_escritorio' as const] },
};

describe('allows', () => {
  it('asks for the module and the action', () => {
    expect(allows(officeAccess.view, clerk)).toBe(true);
    expect(allows(officeAccess.create, clerk)).toBe(false);
    const noModule = { ...clerk, grants: { modules: [], actions: clerk.grants.actions } };
    expect(allows(officeAccess.view, noModule)).toBe(false);
  });

  it('takes any module of a list', () => {
    expect(allows(officeAccess.lookup, { guest: false, grants: { modules: ['cotacao'], actions: [] } })).toBe(
      true,
    );
  });

  it('lets guests in only where the access says so, and nobody without grants', () => {
    const guest = { guest: true, grants: { modules: [], actions: [] } };
    expect(allows({ user: true }, guest)).toBe(false);
    expect(allows({ module: 'cotacao', guest: true }, guest)).toBe(true);
    expect(allows({ module: 'cotacao' }, guest)).toBe(false);
    expect(allows({ public: true }, guest)).toBe(true);
    expect(allows(officeAccess.view, { guest: false, grants: null })).toBe(false);
  });
});
