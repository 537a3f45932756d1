import 'fake-indexeddb/auto';
import '../src/contract/messages';
import { afterEach } from 'vitest';
import { markReachable } from '../src/api/reachability';

// A test whose fetch failed marks the server unreachable (src/api/reachability.ts): the next test
// starts with the server reachable again, as a fresh page would.
afterEach(() => {
  markReachable();
});
