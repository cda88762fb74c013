import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  checkRange,
  formatRange,
  parseAction,
  parseCheck,
  parseCost,
  parsePowerText,
  parseRange,
  provokesOpportunityAttack,
  validatePower,
  type RangeSpec,
} from '../../../src/rulesets/cryture/rules';
import { strike } from './fixtures';

describe('Range line', () => {
  it.each([
    ['Melee 1', { form: 'melee', reach: 1 }],
    ['Melee 2', { form: 'melee', reach: 2 }],
    ['Ranged 10', { form: 'ranged', range: 10 }],
    ['Personal', { form: 'personal' }],
    ['Personal Blast 2', { form: 'personalBlast', blast: 2 }],
    ['Ranged 10 Blast 1', { form: 'rangedBlast', range: 10, blast: 1 }],
    ['Melee Blast 1', { form: 'meleeBlast', blast: 1 }],
    ['  ranged   5  BLAST 3 ', { form: 'rangedBlast', range: 5, blast: 3 }],
  ])('reads %j', (line, range) => {
    expect(parseRange(line)).toEqual({ ok: true, value: range });
  });

  it.each([
    ['', 'missingRange'],
    ['Blast 2', 'blastWithoutOrigin'],
    ['Melee', 'badRange'],
    ['Ranged', 'badRange'],
    ['Melee 1 Blast 2', 'badRange'],
    ['Personal 2', 'badRange'],
    ['Close Burst 1', 'badRange'],
    ['Ranged -3', 'badRange'],
    ['Melee 0', 'rangeTooShort'],
    ['Ranged 5 Blast 0', 'rangeTooShort'],
  ])('refuses %j (%s)', (line, problem) => {
    expect(parseRange(line)).toEqual({ ok: false, problem, key: `MANIFOLD.cryture.power.problem.${problem}` });
  });

  it('property: formatRange and parseRange round-trip', () => {
    const n = fc.integer({ min: 1, max: 99 });
    const range: fc.Arbitrary<RangeSpec> = fc.oneof(
      n.map((reach) => ({ form: 'melee' as const, reach })),
      n.map((r) => ({ form: 'ranged' as const, range: r })),
      fc.constant({ form: 'personal' as const }),
      n.map((blast) => ({ form: 'personalBlast' as const, blast })),
      fc.tuple(n, n).map(([r, blast]) => ({ form: 'rangedBlast' as const, range: r, blast })),
      n.map((blast) => ({ form: 'meleeBlast' as const, blast })),
    );
    fc.assert(
      fc.property(range, (r) => {
        expect(parseRange(formatRange(r))).toEqual({ ok: true, value: r });
      }),
    );
  });

  it('only Ranged forms provoke opportunity attacks', () => {
    const provoke = (line: string) => {
      const r = parseRange(line);
      return r.ok && provokesOpportunityAttack(r.value);
    };
    expect(provoke('Ranged 5')).toBe(true);
    expect(provoke('Ranged 5 Blast 1')).toBe(true);
    expect(provoke('Melee 3')).toBe(false);
    expect(provoke('Melee Blast 1')).toBe(false);
    expect(provoke('Personal')).toBe(false);
    expect(provoke('Personal Blast 2')).toBe(false);
  });

  it('checkRange refuses non-integer sizes', () => {
    expect(checkRange({ form: 'ranged', range: 2.5 })).toBe('rangeTooShort');
    expect(checkRange({ form: 'personal' })).toBeNull();
  });
});

describe('other lines', () => {
  it('Action: the three kinds', () => {
    expect(parseAction('Major Action')).toEqual({ ok: true, value: 'major' });
    expect(parseAction('minor action')).toEqual({ ok: true, value: 'minor' });
    expect(parseAction('Concentrated Action')).toEqual({ ok: true, value: 'concentrated' });
    expect(parseAction('Free Action')).toMatchObject({ ok: false, problem: 'badAction' });
    expect(parseAction('')).toMatchObject({ ok: false, problem: 'missingAction' });
  });

  it('Cost: numbers followed by Stamina or Mana', () => {
    expect(parseCost('2 Mana')).toEqual({ ok: true, value: [{ resource: 'mana', amount: 2 }] });
    expect(parseCost('1 Stamina, 3 Mana')).toEqual({
      ok: true,
      value: [
        { resource: 'stamina', amount: 1 },
        { resource: 'mana', amount: 3 },
      ],
    });
    expect(parseCost('1 Stamina and 1 Mana').ok).toBe(true);
    expect(parseCost('2 Gold')).toMatchObject({ ok: false, problem: 'badCost' });
    expect(parseCost('Mana')).toMatchObject({ ok: false, problem: 'badCost' });
    expect(parseCost('')).toMatchObject({ ok: false, problem: 'badCost' });
  });

  it('Attack / Roll: Stat + Stat vs Stat', () => {
    expect(parseCheck('attack', 'Might + Agility vs. Defense')).toEqual({
      ok: true,
      value: { kind: 'attack', pool: ['Might', 'Agility'], difficulty: 'Defense' },
    });
    expect(parseCheck('roll', 'Focus + Spirit vs Will').ok).toBe(true);
    expect(parseCheck('attack', 'Might vs Defense')).toMatchObject({ ok: false, problem: 'badCheck' });
  });
});

describe('a power written as in the document', () => {
  const text = [
    'Ember Burst',
    'Cost: 2 Mana',
    'Type: Fire',
    'Action: Major Action',
    'Range: Personal Blast 1',
    'Attack: Might + Spirit vs Defense',
    'Hit: 3 damage per hit.',
    'Crit: The target takes an extra hit and is Wounded.',
    'Effect: You gain 1 Block.',
  ].join('\n');

  it('reads every line', () => {
    const { power, problems } = parsePowerText(text);
    expect(problems).toEqual([]);
    expect(power).toEqual({
      name: 'Ember Burst',
      cost: [{ resource: 'mana', amount: 2 }],
      type: 'Fire',
      action: 'major',
      range: { form: 'personalBlast', blast: 1 },
      check: { kind: 'attack', pool: ['Might', 'Spirit'], difficulty: 'Defense' },
      hit: { text: '3 damage per hit.', damagePerHit: 3 },
      crit: { text: 'The target takes an extra hit and is Wounded.', extraHits: 1 },
      effect: { text: 'You gain 1 Block.' },
    });
  });

  it('omitted lines are simply absent', () => {
    const { power, problems } = parsePowerText(
      'Guard\nAction: Minor Action\nRange: Personal\nEffect: You gain 2 Block.',
    );
    expect(problems).toEqual([]);
    expect(power).toEqual({
      name: 'Guard',
      action: 'minor',
      range: { form: 'personal' },
      effect: { text: 'You gain 2 Block.' },
    });
  });

  it('a Roll uses Success, and "+2 hits" in a Crit line counts', () => {
    const { power, problems } = parsePowerText(
      'Mend\nAction: Major Action\nRange: Melee 1\nRoll: Focus + Spirit vs Focus\nSuccess: 2 damage for each success\nCrit: +2 hits',
    );
    expect(problems).toEqual([]);
    expect(power?.check?.kind).toBe('roll');
    expect(power?.hit?.damagePerHit).toBe(2);
    expect(power?.crit?.extraHits).toBe(2);
  });

  it.each([
    ['X\nRange: Melee 1', ['missingAction']],
    ['X\nAction: Major Action', ['missingRange']],
    ['X\nAction: Major Action\nRange: Blast 2', ['blastWithoutOrigin']],
    ['X\nAction: Major Action\nRange: Melee 1\nHit: 2 damage per hit', ['lineWithoutCheck']],
    ['X\nAction: Major Action\nRange: Melee 1\nAttack: A + B vs C\nSuccess: 1', ['attackWithSuccess']],
    ['X\nAction: Major Action\nRange: Melee 1\nRoll: A + B vs C\nHit: 1', ['rollWithHit']],
    ['X\nAction: Major Action\nRange: Melee 1\nAttack: A + B vs C\nRoll: A + B vs C', ['bothAttackAndRoll']],
    ['X\nAction: Major Action\nAction: Minor Action\nRange: Melee 1', ['duplicateLine']],
    ['X\nAction: Major Action\nRange: Melee 1\nsome stray prose', ['unknownLine']],
    ['X\nCost: 1 Gold\nAction: Major Action\nRange: Melee 1', ['badCost']],
  ])('flags %j', (source, problems) => {
    expect(parsePowerText(source).problems).toEqual(problems);
  });
});

describe('validatePower', () => {
  it('a well-formed power has no problems', () => {
    expect(validatePower(strike())).toEqual([]);
  });

  it('flags bad statuses, movement, costs and checks', () => {
    expect(validatePower(strike({ hit: { statuses: [{ status: 'bogus' as never, stacks: 1 }] } }))).toEqual([
      'badStatus',
    ]);
    expect(validatePower(strike({ effect: { statuses: [{ status: 'block', stacks: 0 }] } }))).toEqual(['badStatus']);
    expect(validatePower(strike({ hit: { movement: { kind: 'push', spaces: 0 } } }))).toEqual(['badMovement']);
    expect(validatePower(strike({ cost: [{ resource: 'mana', amount: -1 }] }))).toEqual(['badCost']);
    expect(validatePower(strike({ check: { kind: 'attack', pool: ['Might', ' '], difficulty: 'Defense' } }))).toEqual([
      'badCheck',
    ]);
    expect(validatePower(strike({ check: undefined }))).toEqual(['lineWithoutCheck']);
    expect(validatePower(strike({ action: 'free' as never }))).toEqual(['badAction']);
  });
});
