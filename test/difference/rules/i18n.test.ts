/** The engine's i18n keys (lang/en/difference.json); the walls are checked for every ruleset by test/walls.test.ts. */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languageFile } from '../../lang';
import { ScriptedDice, resolveWith } from '../../../src/core';
import * as rules from '../../../src/rulesets/difference/rules';
import { checkWithX } from './fixtures';

const root = join(__dirname, '../../..');
const rulesDir = join(root, 'src/rulesets/difference/rules');
const sources = readdirSync(rulesDir)
  .filter((f) => f.endsWith('.ts'))
  .map((f) => ({ file: f, text: readFileSync(join(rulesDir, f), 'utf8') }));
const stripComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');

const { lang, has } = languageFile('difference');

/** Every `{ key }` label and every string that looks like one of our keys, anywhere in a value. */
function keysIn(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === 'string' && value.startsWith('MANIFOLD.difference.')) out.add(value);
  else if (Array.isArray(value)) value.forEach((v) => keysIn(v, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => keysIn(v, out));
  return out;
}

describe('lang/en/difference.json', () => {
  it('has a name and a one-line summary for the ruleset chooser', () => {
    expect(has('MANIFOLD.difference.name')).toBe(true);
    expect(has('MANIFOLD.difference.summary')).toBe(true);
    expect(lang.MANIFOLD.difference.summary).not.toMatch(/\n/);
  });

  it('has every literal key the engine source names', () => {
    const literal = sources.flatMap(({ text }) =>
      [...stripComments(text).matchAll(/'(MANIFOLD\.difference\.[\w.]+)'/g)].map((m) => m[1]!),
    );
    expect(literal.length).toBeGreaterThan(30);
    expect(literal.filter((k) => !has(k))).toEqual([]);
  });

  it('names every id the engine emits', () => {
    const groups: [string, readonly string[]][] = [
      ['attribute', rules.DEFAULT_ATTRIBUTES.map((a) => a.id)],
      ['skill', rules.DEFAULT_SKILLS.map((s) => s.id)],
      ['pool', [...rules.POOL_IDS, 'focus']],
      ['wound', Object.values(rules.WOUND_TRACK)],
      ['size', Object.keys(rules.MODIFIER_SIZES)],
      ['turn', Object.keys(rules.TURN_ACTION_POINTS)],
      ['phase', rules.PHASES],
      ['unit', Object.keys(rules.TIME_UNIT_SECONDS)],
      ['odds.expectedTime', Object.keys(rules.TIME_UNIT_SECONDS)],
      ['odds.poolLoss', rules.POOL_IDS],
      ['model', ['persistence', 'contested', 'complications', 'timeLimit']],
      ['status', ['ongoing', 'completed', 'failed', 'drawn', 'abandoned']],
      ['outcome', ['success', 'failure']],
      ['momentum', ['players', 'gm']],
    ];
    const keys = groups.flatMap(([group, ids]) => ids.map((id) => `MANIFOLD.difference.${group}.${id}`));
    for (const id of rules.CONDITION_IDS)
      keys.push(rules.conditionName(id), `MANIFOLD.difference.condition.${id}.rules`);
    for (const row of rules.DIFFICULTY_RANKS.rows) keys.push(row.value.name, row.value.description, row.value.examples);
    expect(keys.filter((k) => !has(k))).toEqual([]);
  });

  it('has every key found in the results and odds of a broad run of the engine', () => {
    const actor: rules.ActorSnapshot = {
      id: 'me',
      isPC: true,
      level: 2,
      attributes: { agility: 2, fortitude: 2 },
      skills: { perception: 2 },
      pools: { vitality: { value: 3, max: 9 }, poise: { value: 3, max: 5 }, clarity: { value: 2, max: 3 } },
      focus: { value: 0, max: 3 },
      recoveryDice: 2,
      conditions: rules.CONDITION_IDS.map((id): rules.Condition => {
        if (id === 'afflicted') return { id, damage: { count: 1, faces: 4, bonus: 0 }, pool: 'poise' };
        if (id === 'enhanced') return { id, attribute: 'agility', bonus: 1 };
        if (id === 'exhausted') return { id, value: 1 };
        return { id } as rules.Condition;
      }),
    };
    const target: rules.ActorSnapshot = { id: 't', conditions: [{ id: 'blinded' }, { id: 'prone' }] };
    const check = rules.buildCheck({
      actor,
      attribute: 'agility',
      skill: 'perception',
      opposition: { target, attribute: 'agility', skill: 'evasion' },
      context: { meleeStrike: true, sensory: true, targetIds: ['t'] },
    });
    const seen = new Set<string>();
    const collect = (v: unknown) => keysIn(v, seen);
    collect(check);
    collect(rules.checkOdds(check));
    collect(rules.checkOdds({ ...check, determined: false }));
    collect(rules.afflictionOdds(actor));
    collect(rules.recoveryOdds(actor, { target: 'vitality', spend: 1 }));
    collect(rules.recoveryOdds(actor, { target: 'vitality', spend: 9 }));
    collect(rules.recoveryOdds(actor, { target: 'vitality', spend: 0 }));
    collect(rules.recoveryOdds(actor, { target: 'x' as never, spend: 1 }));
    collect(rules.startOfTurn(actor, 'fast'));
    collect(rules.actionPoints('slow', rules.activeConditions([{ id: 'stunned' }, { id: 'surprised' }])));
    collect(rules.standUp(actor, 0));
    collect(rules.standUp({}, 0));
    collect(rules.standUp({ conditions: [{ id: 'prone' }] }, 0));
    collect(rules.spendActionPoints(0, 1));
    collect(rules.useReaction(rules.activeConditions([]), 1));
    collect(rules.spendMomentum({}, 'gm', 1));
    const models: rules.ExtendedModel[] = [
      { kind: 'persistence' },
      { kind: 'contested', opponent: checkWithX(9), opponentThreshold: 1 },
      { kind: 'contested', opponent: checkWithX(-12), opponentThreshold: 1 },
      { kind: 'complications', failureThreshold: 2, complicationSetback: true },
      { kind: 'timeLimit', maxRolls: 3 },
    ];
    for (const model of models) {
      for (const x of [-12, 0]) {
        const t: rules.ExtendedTask = {
          check: checkWithX(x),
          successThreshold: 2,
          interval: { amount: 1, unit: 'days' },
          model,
        };
        collect(rules.extendedTaskOdds(t));
        collect(rules.extendedTaskOdds(t, undefined, { withinRolls: 2 }));
        collect(rules.taskCheck(t, { ...rules.startTask(t), complications: 1 }));
        collect(
          resolveWith(rules.resolveExtendedRoll(t, { ...rules.startTask(t), status: 'failed' }), new ScriptedDice([])),
        );
      }
    }
    collect(
      rules.extendedTaskOdds({
        check: checkWithX(0),
        successThreshold: 1,
        interval: { amount: 1, unit: 'days' },
        model: { kind: 'contested', opponent: checkWithX(0), opponentThreshold: 1 },
        options: { contestedTie: 'draw' },
      }),
    );
    const missing = [...seen].filter((k) => !has(k));
    expect(missing).toEqual([]);
    expect(seen.size).toBeGreaterThan(40);
  });
});
