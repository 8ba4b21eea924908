import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  // The photo-shrinking worker (lib/upload/shrink-image-worker.ts) as a module, like the app.
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    cssCodeSplit: true,
    // Every browser that runs es2022 supports <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    // Read by the bundle budget test (apps/web/test/bundle-budget.test.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        // A few larger first-screen chunks compress better than many small ones: React with
        // React Router, and the public layout with its parts. (Grouping the entry's own modules
        // would deadlock: main.tsx awaits route chunks that import from it.)
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 3,
            },
            { name: 'public-layout', test: /src[\\/]components[\\/]layout[\\/]/, priority: 1 },
            // The screens by page path (app/public-screens.ts), which main.tsx loads beside React,
            // with the paths it reads: in the layout's chunk, they would wait for React.
            // Only those two modules: Vite's preload helper stays with the entry.
            {
              name: 'public-screens',
              test: /src[\\/]app[\\/]public-screens\.ts$|contracts[\\/]src[\\/]routes\.ts$/,
              includeDependenciesRecursively: false,
              priority: 4,
            },
          ],
        },
      },
    },
  },
});
