/** The engine's i18n keys (lang/en/relic.json); its walls are checked for every ruleset by test/walls.test.ts. */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languageFile } from '../../lang';
import type { OddsSummary } from '../../../src/core';
import * as relic from '../../../src/rulesets/relic/rules';
import { enemyAttack, seekerAttack } from './fixtures';

const root = join(__dirname, '../../..');
const rulesDir = join(root, 'src/rulesets/relic/rules');
const sources = readdirSync(rulesDir)
  .filter((f) => f.endsWith('.ts'))
  .map((f) => ({ file: f, text: readFileSync(join(rulesDir, f), 'utf8') }));

const { lang, has } = languageFile('relic');

describe('lang/en/relic.json', () => {
  it('has a name and a one-line summary for the ruleset chooser', () => {
    expect(has('MANIFOLD.relic.name')).toBe(true);
    expect(has('MANIFOLD.relic.summary')).toBe(true);
    expect(lang.MANIFOLD.relic.summary).not.toMatch(/\n/);
  });

  it('names every id the engine emits', () => {
    const groups: [string, readonly string[]][] = [
      ['attribute', relic.ATTRIBUTES],
      ['difficulty', relic.DN_TABLE.map((r) => r.id)],
      ['outcome', ['success', 'failure', 'critical', 'hit', 'miss']],
      ['tier', relic.ACTIVATION_TIERS.rows.map((r) => r.value)],
      ['condition', relic.CONDITIONS],
      ['row', relic.ROWS],
      ['role', relic.ROLES],
      ['surge', Object.values(relic.ROLE_SURGES)],
      ['surgeEffect', ['ac', 'resistance', 'disruption', 'restoration']],
      ['weaponTag', Object.keys(relic.WEAPON_TAGS)],
      ['weaponClass', Object.keys(relic.WEAPON_DICE)],
      ['reach', Object.values(relic.WEAPON_TAGS).map((t) => t.reach)],
      ['armor', Object.keys(relic.ARMOR)],
      ['relicType', relic.RELIC_TYPES],
      ['strainKind', relic.STRAIN_KINDS],
      ['action', relic.CORE_ACTIONS.map((a) => a.id)],
      ['reaction', relic.REACTIONS],
      ['aidFeature', ['base', ...Object.keys(relic.AID_FEATURES)]],
      ['healSource', Object.keys(relic.HEAL_SOURCES)],
      ['modifier', relic.MODIFIER_IDS],
      ['refusal', relic.REFUSAL_IDS],
      ['formationBreak', relic.FORMATION_BREAKS],
      ['warning', relic.ATTACK_WARNINGS],
      ['event', relic.HEALTH_EVENTS],
      ['dieRole', relic.DIE_ROLES],
    ];
    const missing = groups
      .flatMap(([group, ids]) => ids.map((id) => `MANIFOLD.relic.${group}.${id}`))
      .filter((k) => !has(k));
    expect(missing).toEqual([]);
  });

  it('has every literal key the source builds', () => {
    const literal = sources.flatMap(({ text }) =>
      [...text.matchAll(/relic(?:Label|Key)\('([\w.]+)'/g)].map((m) => `MANIFOLD.relic.${m[1]}`),
    );
    expect(literal.length).toBeGreaterThan(10);
    expect(literal.filter((k) => !has(k))).toEqual([]);
  });

  it('has every key in the odds of every roll', () => {
    const summaries: OddsSummary[] = [
      relic.attributeTestOdds({ attributes: { dex: 1 }, attribute: 'dex', difficulty: 'hard' }),
      relic.attackOdds(seekerAttack()),
      relic.attackOdds(enemyAttack()),
      relic.attackDamageOdds(seekerAttack()),
      relic.activationOdds({ attributes: {}, attribute: 'int', synchronized: true }),
      relic.strainOdds({ attributes: {}, attribute: 'int', synchronized: false }),
      relic.initiativeOdds([{ id: 'a', dex: [1] }], 'a'),
      ...[0, 1, 2, 3, 4, 5].map((r) => relic.backlashOdds(r)),
    ];
    const keys = summaries.flatMap((s) => [
      s.headline.label,
      s.axis,
      ...s.bars.map((b) => b.label),
      ...(s.expected ?? []).map((e) => e.label),
    ]);
    const missing = keys.filter((l) => l && 'key' in l && !has(l.key));
    expect(missing).toEqual([]);
  });
});
