import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'apps/api',
      'apps/web',
      // Repository-level checks (the lint's layer rules), in plain Node.
      { test: { name: 'repo', environment: 'node', include: ['scripts/**/*.test.ts'], testTimeout: 20_000 } },
    ],
  },
});
