import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'tests/server/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        extends: true,
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts', 'tests/offline/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'tests/offline/**/*.property.test.ts'],
          setupFiles: ['tests/setup-client.ts'],
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          // The outbox against the real server in this process (fast-check, ~1,000 commands a run).
          name: 'sync',
          environment: 'node',
          include: ['tests/offline/**/*.property.test.ts'],
          setupFiles: ['fake-indexeddb/auto', 'src/contract/messages.ts'],
          testTimeout: 180_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
    ],
  },
});
