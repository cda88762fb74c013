/** Every string the glue shows is in lang/en/hitdice.json: literal keys, and the ids built into keys. */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RECHARGES } from '../../src/rulesets/hitdice/data/items';
import { HITDICE_SETTINGS } from '../../src/rulesets/hitdice/settings';
import { HITDICE_STATUS_EFFECTS } from '../../src/rulesets/hitdice/statuses';
import { ARMOR_TYPE_IDS, GROUP_MODES } from '../../src/rulesets/hitdice/rules';

const root = join(__dirname, '../..');
const lang = JSON.parse(readFileSync(join(root, 'lang/en/hitdice.json'), 'utf8'));

function lookup(key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((n, p) => (n && typeof n === 'object' ? (n as Record<string, unknown>)[p] : undefined), lang);
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return name === 'rules' ? [] : files(full);
    return /\.(ts|hbs)$/.test(name) ? [full] : [];
  });
}

describe('hitdice glue strings', () => {
  it('every literal key in the glue’s code and templates exists', () => {
    const missing: string[] = [];
    for (const file of [...files(join(root, 'src/rulesets/hitdice')), ...files(join(root, 'templates/hitdice'))]) {
      for (const [key] of readFileSync(file, 'utf8').matchAll(
        /(?:MANIFOLD\.hitdice|TYPES\.(?:Actor|Item))\.[\w.-]*\w/g,
      )) {
        if (typeof lookup(key) !== 'string' && typeof lookup(key) !== 'object') missing.push(`${key} (${file})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('every key built from an id exists: settings, statuses, recharges, armor kinds, group outcomes, tabs', () => {
    const keys = [
      ...HITDICE_SETTINGS.flatMap((s) => [s.name, s.hint!, ...Object.values(s.choices ?? {})]),
      ...HITDICE_STATUS_EFFECTS.flatMap((s) => [s.name, s.description!]),
      ...RECHARGES.map((r) => `MANIFOLD.hitdice.recharge.${r}`),
      ...RECHARGES.filter((r) => r !== 'atWill').map((r) => `MANIFOLD.hitdice.dialog.used.${r}`),
      ...ARMOR_TYPE_IDS.map((k) => `MANIFOLD.hitdice.sheet.armorKind.${k}`),
      ...Object.values(GROUP_MODES).map((m) => `MANIFOLD.hitdice.card.groupMet.${m}`),
      ...['combat', 'skills', 'inventory', 'notes'].map((t) => `MANIFOLD.hitdice.tab.${t}`),
    ];
    expect(keys.filter((k) => typeof lookup(k) !== 'string')).toEqual([]);
  });
});
