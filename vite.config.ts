import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `npm start` and the tests serve the production build with `vite preview`
// on 127.0.0.1 (PORT changes it); the dev server is for working on the UI.
export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    sourcemap: true,
  },
  preview: {
    host: '127.0.0.1',
    port: 4173,
    strictPort: true,
  },
  server: {
    host: '127.0.0.1',
  },
});
