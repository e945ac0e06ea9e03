import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiServer = 'http://localhost:3000';
// The server serves /api/... and the token refresh at /auth/... on one origin; the dev server forwards both.
const proxy = { '/api': apiServer, '/auth/': apiServer };

export default defineConfig({
  plugins: [react()],
  resolve: {
    // '@roi/contract' exposes its TypeScript sources under the 'source' condition: no contract build needed.
    conditions: ['source', ...defaultClientConditions],
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
