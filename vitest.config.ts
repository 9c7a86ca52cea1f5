import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // builds the server the black-box tests start, once per run (test/server-build.ts)
    globalSetup: ['test/global-setup.ts'],
    // black-box files each start a server process; two cores run two files at a time
    pool: 'forks',
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: ['default'],
  },
});
