/**
 * A reload mid-combat: the sidebar's combat tracker renders before `ready` (test/foundry/boot.ts
 * `bootWorld`), so the relic buttons it draws must answer a click on that first render.
 */
import { describe, expect, it } from 'vitest';
import { bootWorld, standInUI } from '../../foundry/boot';
import { activeCombat } from '../../foundry/test-combat';
import { isSurprised } from '../../../src/rulesets/relic/combat/surprise';

describe('relic tracker after a reload mid-combat', () => {
  it('the GM’s surprise button on the first-rendered tracker marks the combatant surprised', async () => {
    let combat: Combat.Implementation | undefined;
    await bootWorld({
      ruleset: 'relic',
      world: async () => {
        const wolf = (await Actor.create({ name: 'Wolf', type: 'relic-adversary' } as never)) as Actor.Implementation;
        combat = activeCombat([wolf]);
      },
    });
    const wolfId = combat!.combatants.contents[0]!.id!;
    const button = standInUI().combat.element.querySelector<HTMLElement>(
      `[data-relic-tracker="surprise"][data-combatant-id="${wolfId}"]`,
    )!;
    button.click();
    await standIn.settled();
    expect(isSurprised(combat, wolfId)).toBe(true);
  });
});
