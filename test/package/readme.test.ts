/** The README shows each ruleset's character sheet and a chat card, and every picture it names exists. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULESET_IDS } from '../../src/foundry/ruleset';

const ROOT = path.resolve(__dirname, '..', '..');
const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const pictures = [...readme.matchAll(/!\[[^\]]*\]\(([^)]+\.png)\)/g)].map((m) => m[1]!);

describe('README pictures', () => {
  it('shows every ruleset’s character sheet and a chat card', () => {
    for (const id of RULESET_IDS) {
      expect(pictures, id).toContain(`docs/screenshots/${id}-sheet.png`);
      expect(pictures, id).toContain(`docs/screenshots/${id}-card.png`);
    }
  });

  it('names only pictures that exist, and the gallery tool is what makes them', () => {
    for (const picture of pictures) expect(fs.existsSync(path.join(ROOT, picture)), picture).toBe(true);
    const tool = fs.readFileSync(path.join(ROOT, 'tools/gallery.mjs'), 'utf8');
    for (const picture of pictures) expect(tool, picture).toContain(`'${path.basename(picture, '.png')}'`);
  });
});
