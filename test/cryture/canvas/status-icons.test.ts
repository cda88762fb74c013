/**
 * The status icons on disk are exactly what status-icons.ts generates: one per stack count (Foundry
 * draws no numbers on token icons). `npm run icons:write` rewrites them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STATUS_IDS, maxStacks } from '../../../src/rulesets/cryture/rules';
import {
  allStatusIcons,
  iconStacks,
  statusIconFile,
  statusIconPath,
  STATUS_ICON_DIR,
} from '../../../src/rulesets/cryture/canvas/status-icons';

const dir = path.resolve(__dirname, '../../..', STATUS_ICON_DIR);

describe('status icons', () => {
  const icons = allStatusIcons();

  if (process.env.UPDATE_CRYTURE_ICONS) {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    for (const [file, svg] of Object.entries(icons)) fs.writeFileSync(path.join(dir, file), svg);
  }

  it('on disk equal the generated icons, and nothing else is there', () => {
    expect(fs.readdirSync(dir).sort()).toEqual(Object.keys(icons).sort());
    for (const [file, svg] of Object.entries(icons))
      expect(fs.readFileSync(path.join(dir, file), 'utf8'), file).toBe(svg);
  });

  it('one icon per stack count: 5 for the stacking four, 9 and "9+" for Block, 1 for the rest', () => {
    for (const id of STATUS_IDS) {
      const expected = id === 'block' ? 10 : maxStacks(id);
      expect(iconStacks(id), id).toBe(expected);
      for (let n = 1; n <= expected; n++) expect(icons[statusIconFile(id, n)], `${id} ${n}`).toBeTruthy();
    }
    expect(statusIconFile('block', 1)).toBe('block.svg');
    expect(statusIconFile('block', 3)).toBe('block-3.svg');
    expect(statusIconFile('block', 40)).toBe('block-9plus.svg');
    expect(statusIconFile('empowered', 9)).toBe('empowered-5.svg');
    expect(statusIconFile('stunned', 0)).toBe('stunned.svg');
    expect(statusIconPath('weakened', 2)).toBe('systems/manifold/assets/cryture/status/weakened-2.svg');
  });

  it('draws the stack count on icons of more than one stack', () => {
    expect(icons['softened-4.svg']).toContain('>4</text>');
    expect(icons['block-9plus.svg']).toContain('>9+</text>');
    expect(icons['softened.svg']).not.toContain('<text');
  });
});
