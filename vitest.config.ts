import { defineConfig } from 'vitest/config';
import { redisForTests } from './test/redis-for-tests.js';

export default defineConfig(async () => {
  // probed once here for every test file (test/redis-for-tests.ts); the files read SVC_TEST_REDIS_URL
  const redis = await redisForTests(process.env);
  if (redis.note) console.warn(`\n  ${redis.note}\n`);
  return {
    test: {
      include: ['test/**/*.test.ts'],
      // builds the server the black-box tests start, once per run (test/server-build.ts)
      globalSetup: ['test/global-setup.ts'],
      // black-box files each start a server process; two cores run two files at a time
      pool: 'forks',
      poolOptions: { forks: { maxForks: 3, minForks: 1 } },
      testTimeout: 30_000,
      hookTimeout: 60_000,
      reporters: ['default'],
      env: redis.url ? { SVC_TEST_REDIS_URL: redis.url } : {},
    },
  };
});
