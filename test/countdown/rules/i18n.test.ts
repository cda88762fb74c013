import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveWith, ScriptedDice } from '../../../src/core';
import * as engine from '../../../src/rulesets/countdown/rules';

const root = join(__dirname, '../../..');
const rulesDir = join(root, 'src/rulesets/countdown/rules');
const lang = JSON.parse(readFileSync(join(root, 'lang/en/countdown.json'), 'utf8')) as Record<string, unknown>;

function lookup(key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], lang);
}

/** Every string under MANIFOLD.countdown found anywhere in a value. */
function collectKeys(value: unknown, into: Set<string>, seen = new Set<unknown>()): void {
  if (typeof value === 'string') {
    if (value.startsWith(`${engine.I18N_PREFIX}.`)) into.add(value);
    return;
  }
  if (typeof value !== 'object' || value === null || seen.has(value)) return;
  seen.add(value);
  for (const v of Object.values(value)) collectKeys(v, into, seen);
}

describe('i18n keys (lang/en/countdown.json)', () => {
  const keys = new Set<string>();

  // Data and constants the engine exports.
  collectKeys(engine, keys);
  // Label helpers over every printed id.
  for (const id of engine.STAT_IDS) keys.add(engine.statLabel(id));
  for (const id of engine.SKILL_IDS) keys.add(engine.skillLabel(id));
  for (const id of engine.CLASS_IDS) collectKeys(engine.classTextLabels(id), keys);
  for (const id of engine.ANCESTRY_IDS) collectKeys(engine.ancestryTextLabels(id), keys);
  for (const id of engine.BEASTKIN_ASPECTS) collectKeys(engine.aspectTextLabels(id), keys);
  for (const id of engine.BACKGROUND_IDS) collectKeys(engine.backgroundTextLabels(id), keys);
  for (const a of engine.ANCESTRIES) for (const l of a.languages) keys.add(engine.languageLabel(l));
  for (const w of [...engine.WEAPONS, ...engine.OTHER_WEAPONS]) keys.add(engine.weaponLabel(w.id));
  for (const a of engine.ARMOR_IDS) keys.add(engine.armorLabel(a));
  for (const g of engine.GEAR) keys.add(engine.gearLabel(g.id));
  for (const i of engine.NAMED_ITEMS) keys.add(engine.itemLabel({ kind: 'item', id: i.id }));
  for (const s of engine.EDGE_SOURCES) keys.add(engine.edgeLabel(s.id));
  keys.add(engine.countdownLabel({ die: 8 }).key);
  keys.add(engine.countdownLabel({ die: null }).key);
  const groups: [engine.LabelGroup, readonly string[]][] = [
    ['stat', engine.STAT_IDS],
    ['statAbbr', engine.STAT_IDS],
    ['skill', engine.SKILL_IDS],
    ['property', engine.WEAPON_PROPERTIES],
    ['distance', engine.DISTANCES],
    ['danger', engine.DANGER_LEVELS.map((d) => d.id)],
    ['condition', engine.CONDITIONS],
    ['milestone', engine.MILESTONES],
    ['resource', engine.COUNTDOWN_RESOURCES.map((r) => r.id)],
    ['resourceTrigger', engine.COUNTDOWN_RESOURCES.map((r) => r.trigger)],
    ['resourceExhausted', engine.COUNTDOWN_RESOURCES.map((r) => r.exhausted)],
    ['light', engine.LIGHT_SOURCES.map((l) => l.id)],
    ['zone', engine.MONSTER_ZONES],
    ['priority', engine.MONSTER_PRIORITIES],
    ['portentTrigger', engine.PORTENT_TRIGGERS],
    ['outcome', ['critical', 'pass', 'fail']],
    ['use', engine.USES.map((u) => u.id)],
    ['clockPolarity', ['positive', 'negative']],
    ['defense', ['dodge', 'block']],
    ['attackMode', ['melee', 'thrown', 'ranged']],
    ['vitalStatus', ['conscious', 'dying', 'stable', 'dead']],
  ];
  for (const [group, ids] of groups) for (const id of ids) keys.add(engine.labelFor(group, id));

  // Odds and results of a spread of requests.
  const sword = engine.weaponRow('longsword')!;
  const outputs: unknown[] = [
    engine.checkOdds({ target: { stat: 'vigor', value: 5, trained: false } }),
    engine.spellOdds({ target: { stat: 'lore', value: 5, trained: true } }),
    engine.contestOdds({ a: { target: { difficulty: 10 } }, b: { target: { difficulty: 12 } }, defender: null }),
    engine.attackOdds({ attacker: { stats: {} }, weapon: sword, mode: 'melee', range: 'close', target: { armor: 1 } }),
    engine.attackOdds({ attacker: { stats: {} }, weapon: sword, mode: 'melee', range: 'far', target: { armor: 1 } }),
    engine.defenseOdds({
      defender: { stats: {}, maxHp: 4 },
      method: 'dodge',
      damage: { count: 1, faces: 6, bonus: 0 },
    }),
    engine.countdownTriggerOdds({ die: 4 }),
    engine.countdownTriggerOdds({ die: 10 }),
    engine.countdownTriggerOdds({ die: null }),
    engine.countdownLifetimeOdds({ die: 6 }, 5),
    engine.initiativeOdds({ reflex: 3 }, [4]),
    engine.moraleOdds(),
    engine.encounterOdds('risky'),
    engine.hpDieOdds('seer'),
    engine.hpDieOdds('bard'),
    engine.statRollOdds(),
    engine.healingOdds(engine.POULTICE.heal, 2),
    engine.fieldSurgeryOdds({ healer: { classId: 'surgeon', stats: {} }, kitUses: 1 }),
    resolveWith(
      engine.resolveCheck({ target: { stat: 'wits', value: 3, trained: true }, advantages: ['x'] }),
      new ScriptedDice([4, 9]),
    ),
  ];
  collectKeys(outputs, keys);

  // Literal keys in the engine's sources (refusals, odds labels, fixed keys).
  for (const file of readdirSync(rulesDir).filter((f) => f.endsWith('.ts'))) {
    const source = readFileSync(join(rulesDir, file), 'utf8');
    for (const m of source.matchAll(/refuse\('([A-Za-z0-9]+)'/g)) keys.add(`${engine.I18N_PREFIX}.refusal.${m[1]}`);
    for (const m of source.matchAll(/\bk\('([A-Za-z0-9.]+)'/g)) keys.add(`${engine.I18N_PREFIX}.${m[1]}`);
    for (const m of source.matchAll(/i18nKey\('([A-Za-z0-9.]+)'\)/g)) keys.add(`${engine.I18N_PREFIX}.${m[1]}`);
  }

  it('collects a meaningful set of keys', () => {
    expect(keys.size).toBeGreaterThan(250);
  });

  it('every key the engine emits has an English string', () => {
    const missing = [...keys].filter((key) => typeof lookup(key) !== 'string');
    expect(missing).toEqual([]);
  });

  it('the ruleset chooser has a name and a one-line summary', () => {
    const cd = (lang.MANIFOLD as Record<string, Record<string, unknown>>).countdown!;
    expect(typeof cd.name).toBe('string');
    expect(typeof cd.summary).toBe('string');
    expect(String(cd.summary)).not.toContain('\n');
  });

  it('placeholders for unlisted content say so (ALL-3)', () => {
    expect(lookup(engine.PLACEHOLDER_TEXT)).toMatch(/^Not in the rules/);
    for (const id of engine.CLASS_IDS) expect(engine.talentTable(id).entries.every((e) => e.placeholder)).toBe(true);
    expect(engine.BACKLASH_TABLE.entries.every((e) => e.placeholder && e.text === engine.PLACEHOLDER_TEXT)).toBe(true);
    expect(engine.PLACEHOLDER_SPELLS.every((s) => s.placeholder)).toBe(true);
  });
});
