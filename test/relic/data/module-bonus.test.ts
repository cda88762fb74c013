/**
 * A `system.` bonus written the way an effect module writes it — in the running generation's
 * change shape, through Foundry's own application — changes relic's sheet number, its tooltip and
 * the exact odds of the roll that uses it; suppressed (its armor taken off) or expired, it stops.
 * Runs on both generations (vitest.config.ts lists it).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { moduleEffect, renderedSheet } from '../../foundry/effects/module-effect';
import { registry } from '../../../src/foundry/registry';
import { generation, trackerDurationData } from '../../../src/foundry/compat';
import { adversary, combatOf, itemNamed, longsword, seeker, state } from '../fixtures';

const sheetOf = renderedSheet;

const acShown = (root: HTMLElement) => Number(root.querySelector('.relic-vital.ac .vital-value')!.textContent);
const acTooltip = (root: HTMLElement) => root.querySelector<HTMLElement>('.relic-vital.ac')!.dataset.tooltipText ?? '';

/** The chance the wolf's attack hits Oren, exactly: its odds read Oren's AC. */
async function wolfHits(wolf: Actor.Implementation, oren: Actor.Implementation): Promise<number> {
  (game.user as unknown as { targets: unknown }).targets = new Set([{ actor: oren }]);
  const attack = registry.rollablesOf(wolf).find((r) => r.key.startsWith('attack.'))!;
  const odds = attack.odds!()!.headline.probability;
  (game.user as unknown as { targets: unknown }).targets = undefined;
  return odds;
}

describe(`relic: a module's system bonus, Foundry v${generation()}`, () => {
  beforeEach(() => standIn.reset());

  it('AC: the sheet, its tooltip and the attack odds against it move together; taken off, it stops', async () => {
    const oren = await seeker(
      'Oren',
      {},
      {
        items: [
          {
            name: 'Warded Leathers',
            type: 'relic-armor',
            system: { kind: 'light', equipped: true },
            effects: [moduleEffect('Warding', 'system.bonuses.ac', 2, { transfer: true })],
          } as never,
        ],
      },
    );
    const wolf = await adversary('Wolf');
    combatOf([oren, wolf]);
    const ac = state(oren).ac;
    const root = await sheetOf(oren);
    expect(acShown(root)).toBe(ac);
    expect(acTooltip(root)).toMatch(new RegExp(`Warding \\+2 = ${ac}$`));
    const warded = await wolfHits(wolf, oren);

    await itemNamed(oren, 'Warded Leathers').update({ 'system.equipped': false } as never);
    const bare = state(oren).ac;
    // Light armor gave +1 and the ward +2: both gone.
    expect(bare).toBe(ac - 3);
    expect(acTooltip(await sheetOf(oren))).not.toContain('Warding');
    const unwarded = await wolfHits(wolf, oren);
    // d20 + the wolf's bonus needs 3 more to hit: 15 percentage points.
    expect(unwarded - warded).toBeCloseTo(0.15, 10);
  });

  it('an attack bonus that expires on the tracker stops changing the roll’s odds', async () => {
    const oren = await seeker('Oren', {}, { items: [longsword] });
    const wolf = await adversary('Wolf');
    const combat = combatOf([oren, wolf]) as unknown as {
      startCombat(): Promise<unknown>;
      nextTurn(): Promise<unknown>;
      round: number;
      turn: number;
    };
    await combat.startCombat();
    (game.user as unknown as { targets: unknown }).targets = new Set([{ actor: wolf }]);
    const odds = () =>
      registry.rollablesOf(oren).find((r) => r.key.startsWith('attack.'))!.odds!()!.headline.probability;
    const plain = odds();
    await oren.createEmbeddedDocuments('ActiveEffect', [
      moduleEffect('Blessed', 'system.bonuses.attack', 2, trackerDurationData(1, combat.round, combat.turn)),
    ] as never);
    expect(odds() - plain).toBeCloseTo(0.1, 10);
    await combat.nextTurn();
    await combat.nextTurn();
    expect([...oren.effects]).toHaveLength(0);
    expect(odds()).toBeCloseTo(plain, 10);
    (game.user as unknown as { targets: unknown }).targets = undefined;
  });
});
