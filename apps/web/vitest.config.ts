import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: { tsconfigPaths: true },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // The screens' tests run beside the API's, which keep both cores busy: a whole user flow in the
    // DOM can take several seconds there, so the default 5 s would fail a correct screen.
    testTimeout: 20_000,
  },
});
