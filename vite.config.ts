import { defineConfig } from 'vite';

// The system's one script: an ES module Foundry loads from system.json. Class names are kept:
// Foundry rebuilds rolls from chat messages by their class name (Roll.fromData).
export default defineConfig({
  publicDir: false,
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: true,
    target: 'es2022',
    minify: true,
    lib: {
      entry: 'src/manifold.ts',
      formats: ['es'],
      fileName: () => 'manifold.mjs',
    },
    rolldownOptions: {
      output: { keepNames: true },
    },
  },
});
