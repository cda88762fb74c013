/**
 * A `system.` bonus written the way an effect module writes it — in the running generation's
 * change shape, through Foundry's own application — changes hitdice's sheet number, its tooltip
 * and the exact odds of the rolls that use it; suppressed (its armor taken off) or expired, it
 * stops. Runs on both generations (vitest.config.ts lists it).
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { moduleEffect, renderedSheet } from '../../foundry/effects/module-effect';
import { generation, trackerDurationData } from '../../../src/foundry/compat';
import { roundStateOf } from '../../../src/rulesets/hitdice/combat/turn-state';
import { actionDialogConfig, type ActionSource } from '../../../src/rulesets/hitdice/flows/action';
import { defenseDialogConfig, defenseRequestOf } from '../../../src/rulesets/hitdice/flows/defense';
import { activeCombat } from '../../foundry/test-combat';
import { bootHitdice, makeActor, sys } from '../fixtures';

beforeAll(bootHitdice);

const sheetOf = renderedSheet;

const DEFENSE_ROLLS = '[data-effect-key="system.bonuses.defenseRolls"]';
const LORE = '[data-effect-key="system.bonuses.dice.lore"]';
const at = (root: HTMLElement, selector: string) => root.querySelector<HTMLElement>(selector)!;
const tooltip = (root: HTMLElement, selector: string) => at(root, selector).dataset.tooltipText ?? '';

/** The defense dialog's exact chance of losing 0, 1, 2… dice in all, against an attack of `damage` hit dice. */
function defenseLoss(actor: Actor.Implementation, damage: number): number[] {
  const attack = { actionResult: { effect: damage }, request: { label: 'Axe', actorName: 'Goblin' } };
  const { request } = defenseRequestOf(actor, attack as never, 'attack');
  return defenseDialogConfig(actor.name ?? '', request)
    .evaluate({})
    .odds!.bars.map((b) => b.probability);
}

describe(`hitdice: a module's system bonus, Foundry v${generation()}`, () => {
  beforeEach(() => standIn.reset());

  it('defense rolls: the sheet, its tooltip and the defense odds move together; taken off, it stops', async () => {
    // Level 1: Defense Capacity 1 (HD-4); light armor 2d6 before 5d8 body, each die sustained on 5+.
    const sorah = await makeActor({
      system: { level: 1, body: { value: 5 }, armor: { value: 2 } },
      items: [
        {
          name: 'Warded Leathers',
          type: 'hitdice-armor',
          system: { kind: 'light', equipped: true },
          effects: [moduleEffect('Warding', 'system.bonuses.defenseRolls', 1, { transfer: true })],
        } as never,
      ],
    });
    expect(sys(sorah).defenseRolls).toBe(2);
    const root = await sheetOf(sorah);
    expect(at(root, DEFENSE_ROLLS).dataset.effectTotal).toBe('2');
    expect(at(root, DEFENSE_ROLLS).textContent).toContain('2');
    expect(tooltip(root, DEFENSE_ROLLS)).toBe('base 1 · Warding +1 = 2');
    // Two hit dice, both rolled on the armor's d6 (1/3 each to sustain): 0, 1 or 2 armor dice lost.
    const warded = defenseLoss(sorah, 2);
    expect(warded[0]).toBeCloseTo(1 / 9, 12);
    expect(warded[1]).toBeCloseTo(4 / 9, 12);
    expect(warded[2]).toBeCloseTo(4 / 9, 12);

    await sorah.items.find((i) => i.name === 'Warded Leathers')!.update({ 'system.equipped': false } as never);
    expect(sys(sorah).defenseRolls).toBe(1);
    const bare = await sheetOf(sorah);
    expect(at(bare, DEFENSE_ROLLS).dataset.effectTotal).toBe('1');
    expect(tooltip(bare, DEFENSE_ROLLS)).not.toContain('Warding');
    // Armor and ward both gone: one die rolled on the body's d8 (1/2 to sustain), the second lost unrolled.
    const body = defenseLoss(sorah, 2);
    expect(body[0]).toBe(0);
    expect(body[1]).toBeCloseTo(1 / 2, 12);
    expect(body[2]).toBeCloseTo(1 / 2, 12);
  });

  it('bonus dice that expire on the tracker stop changing the skill’s tooltip and the roll’s odds', async () => {
    const firebolt = (bonusDice: number) => ({
      name: 'Firebolt',
      type: 'hitdice-ability',
      system: { tier: 'advanced', bonusDice, skill: 'lore' },
    });
    const sorah = await makeActor({ system: { level: 3, body: { value: 8 } }, items: [firebolt(1)] });
    // A twin whose Firebolt holds one more die of its own: the odds the effect's die must give.
    const twin = await makeActor({ name: 'Twin', system: { level: 3, body: { value: 8 } }, items: [firebolt(2)] });
    const goblin = await makeActor({ name: 'Goblin', type: 'hitdice-npc' });
    const combat = activeCombat([sorah, goblin]) as unknown as {
      startCombat(): Promise<unknown>;
      nextTurn(): Promise<unknown>;
      round: number;
      turn: number;
    };
    await combat.startCombat();
    const source = (actor: Actor.Implementation): ActionSource => ({
      kind: 'ability',
      item: actor.items.find((i) => i.name === 'Firebolt') as Item.Implementation,
      label: 'Firebolt',
    });
    const odds = (actor: Actor.Implementation) =>
      actionDialogConfig(actor, source(actor), roundStateOf(actor)).evaluate({ exertion: 0, affinity: 0 }).odds!
        .headline.probability;
    const plain = odds(sorah);
    const twinOdds = odds(twin);
    expect(twinOdds).not.toBeCloseTo(plain, 6);

    await sorah.createEmbeddedDocuments('ActiveEffect', [
      moduleEffect('Sage’s Focus', 'system.bonuses.dice.lore', 1, trackerDurationData(1, combat.round, combat.turn)),
    ] as never);
    expect(odds(sorah)).toBeCloseTo(twinOdds, 12);
    expect(tooltip(await sheetOf(sorah), LORE)).toBe('Sage’s Focus: bonus dice +1');

    await combat.nextTurn();
    await combat.nextTurn();
    expect([...sorah.effects]).toHaveLength(0);
    expect(odds(sorah)).toBeCloseTo(plain, 12);
    expect(tooltip(await sheetOf(sorah), LORE)).toBe('');
  });
});
