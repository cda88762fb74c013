// npm run babele: one Babele translation file per compendium pack, in English, into
// artifacts/babele/<lang folder>/ — copy it into a translation module and translate the values.
import fs from 'node:fs';
import path from 'node:path';
import { at } from './lib/paths.mjs';
import { babeleFileName, babeleTemplate } from './lib/babele.mjs';

const manifest = JSON.parse(fs.readFileSync(at('system.json'), 'utf8'));
const out = at('artifacts', 'babele', 'en');
fs.mkdirSync(out, { recursive: true });
for (const pack of manifest.packs ?? []) {
  const file = path.join(out, babeleFileName(manifest.id, pack));
  fs.writeFileSync(file, `${JSON.stringify(babeleTemplate(pack), null, 2)}\n`);
}
console.log(`${manifest.packs.length} Babele translation files in ${path.relative(at('.'), out)}/`);
