import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{shared,shell,mf-*,mock-api}/src/**/*.test.ts', 'tooling/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          // Opening an embedded database takes seconds; on a loaded 2-core machine, more than the default 10.
          hookTimeout: 60_000,
        },
      },
      {
        // Components and route trees, rendered through @ps/test-kit (decision 061).
        test: {
          name: 'dom',
          include: ['{shared,shell,mf-*,test-kit}/src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['test-kit/src/setup-dom.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['mock-api/test/**/*.api.test.ts'],
          environment: 'node',
          globalSetup: ['mock-api/test/support/migrated-databases.global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // API files mostly wait on HTTP and the database, and each has its own database, so two run
          // at once even on a 2-core machine (the default there is one).
          maxWorkers: 2,
        },
      },
      {
        // `npm run rehearsal` (scripts/rehearsal/run.mjs): replicas behind nginx; needs the compiled API.
        test: {
          name: 'rehearsal',
          include: ['mock-api/test/rehearsal/**/*.rehearsal.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
