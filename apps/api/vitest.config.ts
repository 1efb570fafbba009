import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Each file builds its own app on its own database clone and nothing mocks a module, so files
    // of one worker share the loaded modules: importing the whole API once per file took most of
    // the run.
    isolate: false,
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
