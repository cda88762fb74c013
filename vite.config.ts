import { defineConfig } from 'vite';

// The system's one script: an ES module Foundry loads from system.json. Class names are kept:
// Foundry rebuilds rolls from chat messages by their class name (Roll.fromData). Only class names:
// keeping every function's name too costs ~10 KB gzipped and nothing reads them.
const keepClassNames = { class: true, function: false };

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
      output: {
        // Modules loaded on demand (dynamic import) and what they share with the
        // entry: files beside it that Foundry serves from the system's folder like any asset.
        chunkFileNames: 'chunks/[name]-[hash].mjs',
        // Everything a world loads at start goes into ONE chunk (`start`): left alone, Rolldown puts
        // each set of modules the entry shares with an on-demand chunk into a chunk of its own, and
        // many small files compress worse than one. The entry keeps only src/manifold.ts (its hooks)
        // and imports that chunk, so every on-demand chunk imports `chunks/start-*.mjs` by the same
        // URL the entry does, whatever URL Foundry gives the entry: one copy of every module.
        codeSplitting: {
          groups: [{ name: 'start', tags: ['$initial'], test: (id: string) => !id.endsWith('/src/manifold.ts') }],
        },
        // Vite leaves whitespace in ES-library builds (codegen: false); the package is loaded as is,
        // so it is minified fully, as an app build would be.
        minify: { compress: { keepNames: keepClassNames }, mangle: { keepNames: keepClassNames }, codegen: true },
      },
    },
  },
});
