// npm run dev: rebuilds dist/ whenever a source changes; with FOUNDRY_DATA set, links dist/ into
// $FOUNDRY_DATA/Data/systems/manifold so a local Foundry runs the working copy.
import fs from 'node:fs';
import path from 'node:path';
import { buildSystem } from './build.mjs';
import { at, DIST } from './lib/paths.mjs';

function linkIntoFoundry() {
  const data = process.env.FOUNDRY_DATA;
  if (!data) return;
  const target = path.join(data, 'Data', 'systems', 'manifold');
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const existing = fs.lstatSync(target, { throwIfNoEntry: false });
  if (existing?.isSymbolicLink()) fs.unlinkSync(target);
  else if (existing) throw new Error(`${target} exists and is not a link; move it away first`);
  fs.symlinkSync(DIST, target, 'dir');
  console.log(`Linked ${target} → dist/`);
}

let pending = null;
let again = false;
async function rebuild(reason) {
  if (pending) {
    again = true;
    return;
  }
  pending = buildSystem({ quiet: true })
    .then(({ seconds }) => console.log(`${new Date().toLocaleTimeString()} rebuilt (${reason}) in ${seconds}s`))
    .catch((error) => console.error(error.message))
    .finally(() => {
      pending = null;
      if (again) {
        again = false;
        void rebuild('queued change');
      }
    });
}

await buildSystem();
linkIntoFoundry();
for (const dir of ['src', 'templates', 'styles', 'lang', 'packs']) {
  if (fs.existsSync(at(dir))) fs.watch(at(dir), { recursive: true }, (_event, file) => rebuild(`${dir}/${file}`));
}
for (const file of ['system.json', 'template.json']) fs.watch(at(file), () => rebuild(file));
console.log('Watching for changes. Press Ctrl+C to stop.');
