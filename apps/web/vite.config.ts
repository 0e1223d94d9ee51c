import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress';

export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // A group takes the modules its test names, not everything they import.
          includeDependenciesRecursively: false,
          groups: [
            // antd-mobile's overlays and the animation library under them, in a chunk of their own
            // that only the screens (and the first toast) using them load: shared chunks would
            // otherwise pull them into the first load beside the modules the first page needs.
            {
              name: 'overlays',
              test: /node_modules[\\/](@react-spring|antd-mobile[\\/]es[\\/]components[\\/](mask|popup|toast|dialog|auto-center|center-popup|action-sheet))[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000', '/api-manifest.json': 'http://127.0.0.1:3000' },
  },
});
