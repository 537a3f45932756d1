import { describe, expect, it } from 'vitest';
import { GUEST_OFFLINE_MARK, splitPrecache } from './precache-groups';

describe('splitPrecache', () => {
  it('puts the marked files in the guest group, without the mark, and the rest in the staff group', () => {
    const groups = splitPrecache([
      { url: 'cotacao-agro.html', revision: 'a1', offline: GUEST_OFFLINE_MARK },
      { url: 'assets/guest.js', revision: null, offline: GUEST_OFFLINE_MARK },
      { url: 'index.html', revision: 'b2' },
      'assets/plain.js',
    ]);
    expect(groups.guest).toEqual([
      { url: 'cotacao-agro.html', revision: 'a1' },
      { url: 'assets/guest.js', revision: null },
    ]);
    expect(groups.staff).toEqual([
      { url: 'index.html', revision: 'b2' },
      { url: 'assets/plain.js', revision: null },
    ]);
  });
});
