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
        // One file: Foundry loads the script at start and a world needs all of it, so an import()
        // left in the source is bundled in place rather than split into a file of its own.
        codeSplitting: false,
        // Vite leaves whitespace in ES-library builds (codegen: false); the package is loaded as is,
        // so it is minified fully, as an app build would be.
        minify: { compress: { keepNames: keepClassNames }, mangle: { keepNames: keepClassNames }, codegen: true },
      },
    },
  },
});
