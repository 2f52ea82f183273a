import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    chunkSizeWarningLimit: 4000,
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/booking-api': 'http://127.0.0.1:3000',
      '/directory-api': 'http://127.0.0.1:3000',
      '/locales': 'http://127.0.0.1:3000',
      // The live socket (websocket only).
      '/socket.io': { target: 'ws://127.0.0.1:3000', ws: true },
    },
  },
});
