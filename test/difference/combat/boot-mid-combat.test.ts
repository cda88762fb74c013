/**
 * A reload mid-combat: the sidebar's combat tracker renders before `ready` (test/foundry/boot.ts
 * `bootWorld`), so the difference buttons it draws must answer a click on that first render.
 */
import { describe, expect, it } from 'vitest';
import { bootWorld, standInUI } from '../../foundry/boot';
import { activeCombat } from '../../foundry/test-combat';
import { turnFlags } from '../../../src/rulesets/difference/combat/turn-state';

describe('difference tracker after a reload mid-combat', () => {
  it('the fast-turn button on the first-rendered tracker chooses a fast turn', async () => {
    let combat: Combat.Implementation | undefined;
    await bootWorld({
      ruleset: 'difference',
      world: async () => {
        const ilsa = (await Actor.create({
          name: 'Ilsa',
          type: 'difference-character',
        } as never)) as Actor.Implementation;
        combat = activeCombat([ilsa]);
      },
    });
    const combatant = combat!.combatants.contents[0]!;
    const fast = standInUI().combat.element.querySelector<HTMLElement>(
      '[data-difference-action="turn"][data-turn="fast"]',
    )!;
    fast.click();
    await standIn.settled();
    expect(turnFlags(combatant).turn).toBe('fast');
  });
});
