import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.BANCA_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  resolve: { tsconfigPaths: true },
  server: {
    port: 5173,
    proxy: { '/api': api, '/health': api, '/ready': api },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The manifest lets scripts/bundle-budget.mjs find what the first page loads.
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
      treeshake: {
        // The contracts only declare schemas and constants: a contract module none of whose
        // exports the web uses is left out (its top-level zod calls are not side effects).
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/]contracts[\\/]src[\\/]/.test(id),
      },
    },
  },
});
