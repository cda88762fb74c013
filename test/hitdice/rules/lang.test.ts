/** Every i18n key the engine emits is in lang/en/hitdice.json, with the placeholders its data fills. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { OddsLabel, OddsSummary } from '../../../src/core';
import {
  NAME_GROUPS,
  REFUSAL_IDS,
  actionOdds,
  defenseOdds,
  groupRollOdds,
  initiativeOdds,
  nameKey,
  refusal,
  resolveCheckOdds,
} from '../../../src/rulesets/hitdice/rules';
import { pc } from './helpers';

const lang = JSON.parse(readFileSync(new URL('../../../lang/en/hitdice.json', import.meta.url), 'utf8')) as Record<
  string,
  unknown
>;

function lookup(key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
      lang,
    );
}

function leaves(node: unknown, prefix: string): string[] {
  if (typeof node === 'string') return [prefix];
  return Object.entries(node as Record<string, unknown>).flatMap(([k, v]) => leaves(v, `${prefix}.${k}`));
}

function labels(summary: OddsSummary): OddsLabel[] {
  return [
    summary.headline.label,
    ...(summary.axis ? [summary.axis] : []),
    ...summary.bars.map((b) => b.label),
    ...(summary.expected ?? []).map((e) => e.label),
  ];
}

const everyLayer = pc({ level: 5, hitDie: 'tough', body: 13, guard: 2, barrier: 1, armor: { type: 'heavy', dice: 2 } });
const summaries: OddsSummary[] = [
  actionOdds({ actor: pc(), tier: 'basic', exertion: 1 }),
  actionOdds({ actor: pc() }),
  actionOdds({ actor: pc(), required: 1 }),
  defenseOdds({ actor: everyLayer, damage: 6 }),
  resolveCheckOdds({ actor: pc({ resolve: 3 }) }),
  initiativeOdds({ actor: pc() }),
  groupRollOdds({ mode: 'contest', required: 2, participants: [{ actor: pc() }] }),
  groupRollOdds({ mode: 'threshold', required: 2, participants: [{ actor: pc() }] }),
];

describe('lang/en/hitdice.json', () => {
  it("has the ruleset chooser's name and one-line summary", () => {
    expect(typeof lookup('MANIFOLD.hitdice.name')).toBe('string');
    const summary = lookup('MANIFOLD.hitdice.summary') as string;
    expect(summary).not.toContain('\n');
    expect(summary.length).toBeGreaterThan(20);
  });

  it('holds every odds label the engine emits, with its placeholders — and no odds key it never emits', () => {
    const emitted = new Set<string>();
    for (const l of summaries.flatMap(labels)) {
      if (!('key' in l)) continue;
      emitted.add(l.key);
      const text = lookup(l.key);
      expect(typeof text, l.key).toBe('string');
      for (const name of Object.keys(l.data ?? {})) expect(text as string, l.key).toContain(`{${name}}`);
    }
    expect([...emitted].sort()).toEqual(leaves(lookup('MANIFOLD.hitdice.odds'), 'MANIFOLD.hitdice.odds').sort());
  });

  it('names every id a result carries', () => {
    for (const [group, ids] of Object.entries(NAME_GROUPS)) {
      for (const id of ids) expect(typeof lookup(nameKey(group, id)), nameKey(group, id)).toBe('string');
      expect(Object.keys(lookup(`MANIFOLD.hitdice.${group}`) as object).sort(), group).toEqual([...ids].sort());
    }
  });

  it('words every refusal with the placeholders the engine fills', () => {
    const data: Record<string, string[]> = {
      expertBlockedByResolve: ['resolve'],
      exertionOverCap: ['max'],
      exertionTurnCap: ['left'],
      affinityNotEnough: ['stored'],
      noActionsLeft: ['max'],
      restLimit: ['max'],
      steadyNotEnoughHd: ['cost'],
      affinityDailyCap: ['max', 'left'],
      affinityStoreFull: ['max'],
      affinityShareRange: ['range'],
      affinityTargetFull: ['space'],
      socialResolve: ['min'],
    };
    for (const id of REFUSAL_IDS) {
      const text = lookup(refusal(id).key) as string;
      expect(typeof text, id).toBe('string');
      for (const name of data[id] ?? []) expect(text, id).toContain(`{${name}}`);
    }
  });
});
