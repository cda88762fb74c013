/**
 * Active Effects in hitdice: a change to a bonus field of the actor's data — defense rolls,
 * required successes, bonus dice by skill domain — moves the derived number, the dialog's exact
 * odds and the rolled dice together; a worn armor's effect applies only while worn.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { roundStateOf } from '../../../src/rulesets/hitdice/combat/turn-state';
import { actionDialogConfig } from '../../../src/rulesets/hitdice/flows/action';
import { rollAction } from '../rolls';
import type { HitdiceActionRoll } from '../../../src/rulesets/hitdice/dice/action-roll';
import { bootHitdice, makeActor, sys } from '../fixtures';
import { ARMOR_TYPES } from '../../../src/rulesets/hitdice/rules';
import { registry } from '../../../src/foundry/registry';
import { effectReportOf } from '../../../src/foundry/effects/list';

beforeAll(bootHitdice);

const report = (actor: Actor.Implementation) => effectReportOf(actor, registry.get('hitdice'))!;

const change = (key: string, value: number | string) => ({ key, mode: 2, value: String(value) });
const FIREBOLT = {
  name: 'Firebolt',
  type: 'hitdice-ability',
  system: { tier: 'advanced', bonusDice: 1, skill: 'lore' },
};

describe('hitdice Active Effects', () => {
  beforeEach(() => standIn.reset());

  it('+1 defense roll raises the derived defense rolls', async () => {
    const sorah = await makeActor({ system: { level: 3 } });
    const before = sys(sorah).defenseRolls;
    await sorah.createEmbeddedDocuments('ActiveEffect', [
      { name: 'Stoneskin', changes: [change('system.bonuses.defenseRolls', 1)] },
    ] as never);
    expect(sys(sorah).defenseRolls).toBe(before + 1);
    expect(report(sorah).sources['system.bonuses.defenseRolls']!.total).toBe(1);
  });

  it('+1 required success shows in the odds and the result; lore bonus dice join a lore roll', async () => {
    const sorah = await makeActor({ system: { level: 3, body: { value: 8 } }, items: [FIREBOLT] });
    const item = sorah.items.find((i) => i.name === 'Firebolt') as Item.Implementation;
    const source = { kind: 'ability' as const, item, label: 'Firebolt' };
    const oddsOf = (actor: Actor.Implementation, from: typeof source) =>
      actionDialogConfig(actor, from, roundStateOf(actor)).evaluate({ exertion: 0, affinity: 0 }).odds!;
    const odds = () => oddsOf(sorah, source);
    expect(odds().headline.label).toEqual({ key: 'MANIFOLD.hitdice.odds.meetRequirement', data: { required: 2 } });
    const plain = odds().headline.probability;
    await sorah.createEmbeddedDocuments('ActiveEffect', [
      { name: 'Hex', changes: [change('system.bonuses.required', 1)] },
      { name: 'Sage’s Circlet', changes: [change('system.bonuses.dice.lore', 2)] },
    ] as never);
    expect(odds().headline.label).toEqual({ key: 'MANIFOLD.hitdice.odds.meetRequirement', data: { required: 3 } });
    expect(odds().headline.probability).not.toBeCloseTo(plain, 6);
    // The circlet's two dice are the ability's own: exactly the odds of a twin whose Firebolt has
    // three bonus dice (the same Hex on both), so the chart reads the pool the roll will throw.
    const twin = await makeActor({
      name: 'Twin',
      system: { level: 3, body: { value: 8 } },
      items: [{ ...FIREBOLT, system: { ...FIREBOLT.system, bonusDice: 3 } }],
    });
    await twin.createEmbeddedDocuments('ActiveEffect', [
      { name: 'Hex', changes: [change('system.bonuses.required', 1)] },
    ] as never);
    const twinFirebolt = twin.items.find((i) => i.name === 'Firebolt') as Item.Implementation;
    const twinOdds = oddsOf(twin, { kind: 'ability' as const, item: twinFirebolt, label: 'Firebolt' });
    expect(odds().headline.probability).toBeCloseTo(twinOdds.headline.probability, 12);
    // Proficiency 2 + bonus 1 (ability) + 2 (effect): five dice, 3 successes needed.
    standIn.queueFaces(5, 3, 4, 5, 1);
    const { RollDialog } = await import('../../../src/foundry/rolls/roll-dialog');
    const original = RollDialog.prompt;
    RollDialog.prompt = async () => ({ exertion: 0, affinity: 0 });
    try {
      const message = await rollAction(sorah, source);
      const r = message!.rolls[0] as unknown as HitdiceActionRoll;
      expect(r.formula).toBe('2d6[proficiency] + 3d6[bonus]');
      expect(r.actionResult).toMatchObject({ successes: 4, required: 3 });
    } finally {
      RollDialog.prompt = original;
    }
  });

  it('a worn armor’s effect adds armor dice while worn', async () => {
    const sorah = await makeActor({
      system: { level: 3 },
      items: [
        {
          name: 'Runed Mail',
          type: 'hitdice-armor',
          system: { kind: 'medium', equipped: false },
          effects: [{ name: 'Runes', changes: [change('system.bonuses.armorDice', 1)] }],
        } as never,
      ],
    });
    const armor = sorah.items.find((i) => i.name === 'Runed Mail')!;
    await armor.update({ system: { equipped: true } });
    expect(sys(sorah).armor.max).toBe(ARMOR_TYPES.medium.dice + 1);
    await armor.update({ system: { equipped: false } });
    expect(sys(sorah).armor.max).toBe(0);
  });

  it('a change past its field’s bounds is refused and reported; a worn armor never holds fewer than no dice', async () => {
    const sorah = await makeActor({
      system: { level: 3 },
      items: [{ name: 'Leathers', type: 'hitdice-armor', system: { kind: 'light', equipped: true } }],
    });
    const rolls = sys(sorah).defenseRolls;
    await sorah.createEmbeddedDocuments('ActiveEffect', [
      { name: 'Curse', changes: [change('system.bonuses.dice.lore', -1)] },
      { name: 'Too Much', changes: [change('system.bonuses.defenseRolls', 10)] },
      { name: 'Half', changes: [change('system.bonuses.required', 0.5)] },
      { name: 'Rust', changes: [change('system.bonuses.armorDice', -5)] },
    ] as never);
    const reasons = report(sorah).ignored.map((i) => [i.effect, i.reason]);
    expect(reasons).toEqual([
      ['Curse', 'outOfBounds'],
      ['Too Much', 'outOfBounds'],
      ['Half', 'notInteger'],
    ]);
    expect(sys(sorah).bonuses.dice.lore).toBe(0);
    expect(sys(sorah).defenseRolls).toBe(rolls);
    // −5 is a bonus the field holds; the light armor's two dice when whole stop at none.
    expect(sys(sorah).bonuses.armorDice).toBe(-5);
    expect(sys(sorah).armor.max).toBe(0);
  });
});
