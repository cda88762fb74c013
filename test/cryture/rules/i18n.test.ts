import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ScriptedDice, resolveWith } from '../../../src/core';
import {
  attackOdds,
  blastArea,
  checkForcedPath,
  checkSummon,
  emittedKeys,
  initiativeOdds,
  parsePowerText,
  planAttack,
  resolveAttack,
  spendAction,
} from '../../../src/rulesets/cryture/rules';
import { attacker, foe, on, strike } from './fixtures';

const root = join(__dirname, '../../..');
const lang = JSON.parse(readFileSync(join(root, 'lang/en/cryture.json'), 'utf8')) as Record<string, unknown>;

function flatten(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string') return [prefix];
  return Object.entries(node as Record<string, unknown>).flatMap(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k));
}

/** Every `key` string found anywhere in a result. */
function keysIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysIn);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => (k === 'key' && typeof v === 'string' ? [v] : keysIn(v)));
}

describe('lang/en/cryture.json', () => {
  // The engine's keys live under MANIFOLD.cryture (the glue adds its own, e.g. TYPES, beside them).
  const inFile = flatten({ MANIFOLD: { cryture: (lang.MANIFOLD as Record<string, unknown>).cryture } });

  it('holds every key the engine can emit (the glue keys sit beside them), with name and summary', () => {
    const missing = [...new Set(emittedKeys())].filter((key) => !inFile.includes(key));
    expect(missing).toEqual([]);
    expect(inFile).toContain('MANIFOLD.cryture.name');
    expect(inFile).toContain('MANIFOLD.cryture.summary');
  });

  it('every key in real outputs is listed', () => {
    const outputs = [
      attackOdds({
        user: attacker({ statuses: { clumsy: 1, empowered: 1 } }),
        power: strike({ range: { form: 'ranged', range: 2 } }),
        targets: [on(foe('a', 6, { statuses: { hardened: 1 } }), { situations: ['cover'], distance: 4, extraDice: 1 })],
      }),
      attackOdds({
        user: attacker(),
        power: strike({ check: { kind: 'roll', pool: ['A', 'B'], difficulty: 'C' }, hit: { healingPerHit: 1 } }),
        targets: [on(foe('a', 6))],
      }),
      initiativeOdds({ stats: { Speed: 1 } }, { total: 4 }),
      resolveWith(
        resolveAttack({ user: attacker(), power: strike(), targets: [on(foe('a', 6), { situations: ['flanking'] })] }),
        new ScriptedDice([1, 2, 3, 4, 5, 6, 7]),
      ),
      planAttack({ user: attacker(), power: strike() }),
      spendAction({ major: false, minor: false }, 'minor'),
      blastArea({ form: 'meleeBlast', blast: 1 }, [{ x: 0, y: 0 }]),
      checkForcedPath({ kind: 'push', origin: [{ x: 0, y: 0 }], start: { x: 1, y: 0 }, spaces: 1 }, [{ x: 0, y: 1 }]),
      checkSummon({ trainer: { id: 't', cells: [] }, cryture: { id: 'c' }, place: [], occupied: [] }),
    ];
    const found = keysIn(outputs);
    expect(found.length).toBeGreaterThan(20);
    for (const key of found) expect(inFile, key).toContain(key);
    for (const problem of parsePowerText('X\nRange: Blast 1').problems) {
      expect(inFile).toContain(`MANIFOLD.cryture.power.problem.${problem}`);
    }
  });
});
