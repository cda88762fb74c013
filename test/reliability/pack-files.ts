/** Every compendium source document (packs/<name>/*.json), in a stable order, for the reliability suites. */
import fs from 'node:fs';
import path from 'node:path';

export const PACKS = path.resolve(__dirname, '..', '..', 'packs');

export interface PackFile {
  pack: string;
  file: string;
  source: Record<string, unknown> & { _id: string; _key?: string; name: string; type?: string; system?: unknown };
}

export function readPackFiles(): PackFile[] {
  const out: PackFile[] = [];
  for (const pack of fs.readdirSync(PACKS).sort()) {
    const dir = path.join(PACKS, pack);
    if (!fs.statSync(dir).isDirectory()) continue;
    for (const file of fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()) {
      out.push({ pack, file, source: JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as PackFile['source'] });
    }
  }
  return out;
}
