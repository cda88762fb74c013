/** §1.6 Glossary conditions: every number they put on x, and every other rule they carry. */
import * as differenceRules from '../../../src/rulesets/difference/rules';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BRACKETED_IDS,
  CONDITION_IDS,
  activeConditions,
  assessCheck,
  buildCheck,
  canAct,
  canBraceWithoutCover,
  conditionEffects,
  exhaustionAfterGain,
  exhaustionAfterLongRest,
  focusCost,
  hostileActionsAllowed,
  movement,
  plainConditions,
  reactionsLost,
  type ActorSnapshot,
  type CheckContext,
  type Condition,
} from '../../../src/rulesets/difference/rules';

const actor = (conditions: Condition[] = []): ActorSnapshot => ({
  id: 'me',
  attributes: { agility: 3, strength: 3 },
  skills: { melee: 2, perception: 2, athletics: 2 },
  conditions,
});
const target = (conditions: Condition[] = []): ActorSnapshot => ({
  id: 'foe',
  attributes: { agility: 3 },
  skills: { evasion: 2 },
  conditions,
});

/** x of a check (base difference 0 before conditions). */
function x(me: Condition[], context: CheckContext = {}, them?: Condition[], attribute = 'strength'): number {
  const skill = attribute === 'agility' ? 'perception' : 'melee';
  const req = buildCheck({
    actor: actor(me),
    attribute,
    skill,
    opposition: them ? { target: target(them), attribute: 'agility', skill: 'evasion' } : { difficulty: 5 },
    context,
  });
  return assessCheck(req).x;
}

const ATTACK: CheckContext = { attack: true, targetIds: ['foe'] };
const STRIKE: CheckContext = { meleeStrike: true, targetIds: ['foe'] };

describe('condition numbers on x', () => {
  it('baseline: no condition, x = 0', () => {
    expect(x([], ATTACK, [])).toBe(0);
    expect(x([])).toBe(0);
  });

  it('Blinded: −5 on own attacks, not on other checks', () => {
    expect(x([{ id: 'blinded' }], ATTACK, [])).toBe(-5);
    expect(x([{ id: 'blinded' }])).toBe(0);
  });

  it('Blinded target: attacks against it gain +5', () => {
    expect(x([], ATTACK, [{ id: 'blinded' }])).toBe(5);
    expect(x([{ id: 'blinded' }], ATTACK, [{ id: 'blinded' }])).toBe(0);
  });

  it('Blinded is a penalty to x, not a Setback: it is not held by the ±3 cap', () => {
    const req = buildCheck({
      actor: actor([{ id: 'blinded' }]),
      attribute: 'strength',
      skill: 'melee',
      opposition: { target: target(), attribute: 'agility', skill: 'evasion' },
      context: ATTACK,
    });
    const a = assessCheck(req);
    expect(a.edges.net).toBe(0);
    expect(a.adjustments).toEqual([{ source: { key: 'MANIFOLD.difference.condition.blinded.name' }, value: -5 }]);
  });

  it('Dazed: −2 on all checks', () => {
    expect(x([{ id: 'dazed' }])).toBe(-2);
    expect(x([{ id: 'dazed' }], ATTACK, [])).toBe(-2);
  });

  it('Exhausted [−N]: a Setback of N on all checks, cumulative, within the cap', () => {
    expect(x([{ id: 'exhausted', value: 1 }])).toBe(-1);
    expect(x([{ id: 'exhausted', value: -2 }])).toBe(-2);
    expect(
      x([
        { id: 'exhausted', value: 1 },
        { id: 'exhausted', value: 1 },
      ]),
    ).toBe(-2);
    expect(x([{ id: 'exhausted', value: 5 }])).toBe(-3);
    expect(x([{ id: 'exhausted', value: 0 }])).toBe(0);
  });

  it('Prone target: melee Strikes against it gain a Minor Edge; other attacks do not', () => {
    expect(x([], STRIKE, [{ id: 'prone' }])).toBe(1);
    expect(x([], ATTACK, [{ id: 'prone' }])).toBe(0);
    expect(x([], STRIKE, [{ id: 'unconscious' }])).toBe(1);
  });

  it('Restrained: a Minor Setback on all checks except escaping', () => {
    expect(x([{ id: 'restrained' }])).toBe(-1);
    expect(x([{ id: 'restrained' }], ATTACK, [])).toBe(-1);
    expect(x([{ id: 'restrained' }], { escape: true })).toBe(0);
  });

  it('Disoriented: a Minor Setback on Perception and other sense checks only', () => {
    expect(x([{ id: 'disoriented' }], { sensory: true })).toBe(-1);
    expect(x([{ id: 'disoriented' }])).toBe(0);
  });

  it('Challenged: −3 on attacks that do not include the challenger', () => {
    const challenged: Condition[] = [{ id: 'challenged', by: 'champion' }];
    expect(x(challenged, { attack: true, targetIds: ['foe'] }, [])).toBe(-3);
    expect(x(challenged, { attack: true, targetIds: ['foe', 'champion'] }, [])).toBe(0);
    expect(x(challenged, {})).toBe(0);
    expect(x([{ id: 'challenged' }], ATTACK, [])).toBe(-3);
  });

  it('Challenged by two: attacking either challenger avoids the penalty; it never stacks', () => {
    const twice: Condition[] = [
      { id: 'challenged', by: 'champion' },
      { id: 'challenged', by: 'knight' },
    ];
    expect(x(twice, { attack: true, targetIds: ['knight'] }, [])).toBe(0);
    expect(x(twice, { attack: true, targetIds: ['foe'] }, [])).toBe(-3);
  });

  it('Empowered: a Minor Edge on all checks', () => {
    expect(x([{ id: 'empowered' }])).toBe(1);
    expect(x([{ id: 'empowered' }], ATTACK, [])).toBe(1);
  });

  it('Enhanced [+N Attr]: +N on checks using that attribute only', () => {
    const enhanced: Condition[] = [{ id: 'enhanced', attribute: 'agility', bonus: 1 }];
    expect(x(enhanced, {}, undefined, 'agility')).toBe(1);
    expect(x(enhanced, {}, undefined, 'strength')).toBe(0);
    expect(x([...enhanced, { id: 'enhanced', attribute: 'agility', bonus: 2 }], {}, undefined, 'agility')).toBe(2);
  });

  it('Edges and Setbacks from conditions cancel with the others and are capped (DIF-2)', () => {
    expect(x([{ id: 'empowered' }, { id: 'restrained' }])).toBe(0);
    const effects = conditionEffects(
      activeConditions([{ id: 'empowered' }, { id: 'exhausted', value: 2 }]),
      undefined,
      {},
      'strength',
    );
    expect(effects.modifiers.map((m) => [m.kind, m.size, m.persistent])).toEqual([
      ['edge', 'minor', true],
      ['setback', 2, true],
    ]);
  });

  it('conditions with no number on x leave it alone', () => {
    for (const id of ['determined', 'focused', 'immobilized', 'pacified', 'slowed', 'stunned', 'surprised'] as const) {
      expect(x([{ id }], ATTACK, []), id).toBe(0);
    }
  });
});

describe('reading conditions', () => {
  it('drops unknown ids and broken brackets; Unconscious implies Prone, Prone implies Slowed', () => {
    const c = activeConditions([
      { id: 'nonsense' } as unknown as Condition,
      { id: 'enhanced', attribute: '', bonus: 1 },
      { id: 'afflicted', damage: { count: 1, faces: 6, bonus: 0 }, pool: 'luck' as never },
      { id: 'unconscious' },
    ]);
    expect(Object.keys(c.has).sort()).toEqual(['prone', 'slowed', 'unconscious']);
    expect(c.afflictions).toEqual([]);
  });

  it('every glossary condition has an id', () => {
    expect([...CONDITION_IDS].sort()).toEqual([
      'afflicted',
      'blinded',
      'challenged',
      'dazed',
      'determined',
      'disoriented',
      'empowered',
      'enhanced',
      'exhausted',
      'focused',
      'immobilized',
      'pacified',
      'prone',
      'restrained',
      'slowed',
      'stunned',
      'surprised',
      'unconscious',
    ]);
  });
});

describe('other condition rules', () => {
  const c = (...ids: Condition['id'][]) => activeConditions(ids.map((id) => ({ id }) as Condition));

  it('Reactions are lost while Dazed, Disoriented, Stunned, Surprised or Unconscious', () => {
    for (const id of ['dazed', 'disoriented', 'stunned', 'surprised', 'unconscious'] as const) {
      expect(reactionsLost(c(id)), id).toBe(true);
    }
    for (const id of ['blinded', 'prone', 'restrained', 'empowered'] as const)
      expect(reactionsLost(c(id)), id).toBe(false);
  });

  it('Slowed halves speed per Move, rounded down to 5 feet; Prone counts as Slowed', () => {
    expect(movement(30, c('slowed')).speed).toBe(15);
    expect(movement(25, c('slowed')).speed).toBe(10);
    expect(movement(35, c('prone'))).toMatchObject({ speed: 15, canUseMove: true, reasons: ['prone'] });
    expect(movement(30, c()).speed).toBe(30);
  });

  it('Immobilized: speed 0, no Move action, cannot be moved (Shove)', () => {
    expect(movement(30, c('immobilized'))).toEqual({
      speed: 0,
      canUseMove: false,
      canBeMoved: false,
      reasons: ['immobilized'],
    });
  });

  it('Restrained and Unconscious: speed 0', () => {
    expect(movement(30, c('restrained'))).toMatchObject({ speed: 0, canUseMove: true, canBeMoved: true });
    expect(movement(30, c('unconscious'))).toMatchObject({ speed: 0, canUseMove: false });
  });

  it('plainConditions: the conditions without brackets as activeConditions has them (derived data reads no brackets)', () => {
    expect(plainConditions(['unconscious']).has).toEqual({ unconscious: true, prone: true, slowed: true });
    // Bracketed ids and unknown ids are left to activeConditions.
    expect(plainConditions(['exhausted', 'afflicted', 'blinded', 'nope' as Condition['id']]).has).toEqual({
      blinded: true,
    });
    const condition = fc.oneof(
      fc.constantFrom(...CONDITION_IDS).map((id) => ({ id }) as Condition),
      fc.record({ id: fc.constant('exhausted' as const), value: fc.integer({ min: -3, max: 3 }) }),
      fc.record({ id: fc.constant('enhanced' as const), attribute: fc.constantFrom('', 'agility'), bonus: fc.nat(3) }),
    );
    fc.assert(
      fc.property(fc.array(condition, { maxLength: 8 }), fc.nat(60), (list, speed) => {
        const active = activeConditions(list);
        const plain = plainConditions(list.map((c) => c.id));
        const bracketed = new Set<string>(BRACKETED_IDS);
        const expected = Object.fromEntries(Object.entries(active.has).filter(([id]) => !bracketed.has(id)));
        expect(plain.has).toEqual(expected);
        expect(movement(speed, plain)).toEqual(movement(speed, active));
      }),
    );
  });

  it('Focused: Focus costs 1 less, never below 0', () => {
    expect(focusCost(2, c('focused'))).toBe(1);
    expect(focusCost(0, c('focused'))).toBe(0);
    expect(focusCost(2, c())).toBe(2);
  });

  it('Pacified: no hostile actions unless provoked', () => {
    expect(hostileActionsAllowed(c('pacified'), false)).toBe(false);
    expect(hostileActionsAllowed(c('pacified'), true)).toBe(true);
    expect(hostileActionsAllowed(c(), false)).toBe(true);
  });

  it('Unconscious: no actions; Prone: Brace without cover', () => {
    expect(canAct(c('unconscious'))).toBe(false);
    expect(canAct(c('prone'))).toBe(true);
    expect(canBraceWithoutCover(c('prone'))).toBe(true);
    expect(canBraceWithoutCover(c())).toBe(false);
  });

  it('Exhausted is cumulative and falls by 1 per Long Rest', () => {
    expect(exhaustionAfterGain(1, 2)).toBe(3);
    expect(exhaustionAfterGain(0, -1)).toBe(1);
    expect(exhaustionAfterLongRest(2)).toBe(1);
    expect(exhaustionAfterLongRest(1)).toBe(0);
    expect(exhaustionAfterLongRest(0)).toBe(0);
  });

  it('condition sources are i18n labels', () => {
    const effects = conditionEffects(activeConditions([{ id: 'dazed' }]), undefined, {}, 'a');
    expect(effects.adjustments[0]!.source).toEqual({ key: 'MANIFOLD.difference.condition.dazed.name' });
  });
});

describe('hostile shapes (found by test/reliability/engines/difference.property.test.ts)', () => {
  it('a non-list of conditions reads as no conditions instead of throwing', () => {
    for (const stored of [0, NaN, {}, 'abc', true]) {
      const c = differenceRules.activeConditions(stored as unknown as differenceRules.Condition[]);
      expect(c.has).toEqual({});
    }
  });
});
