/** Countdown's initiative written mid-combat runs no turn events and keeps the turn. */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { character, monster } from '../fixtures';
import { rollInitiative } from '../../../src/rulesets/countdown/combat/rules';
import { activeCombat } from '../../foundry/test-combat';
import { currentName, spyTurnEvents } from '../../foundry/turn-spy';

const uniform = CONFIG.Dice.randomUniform;

beforeEach(() => standIn.reset());
afterEach(() => (CONFIG.Dice.randomUniform = uniform));

it('a late character rolling high moves ahead of the current turn without ending or starting anyone’s', async () => {
  const hero = await character({}, [], standIn.users.player, 'Ash');
  const goblin = await monster({}, 'Goblin');
  const combat = activeCombat();
  const [a, g] = combat.addCombatants([
    { actor: hero, name: 'Ash' },
    { actor: goblin, name: 'Goblin' },
  ]);
  await a!.update({ initiative: 1 } as never);
  await g!.update({ initiative: 0 } as never);
  await combat.startCombat();
  await combat.nextTurn();
  expect(currentName(combat)).toBe('Goblin');
  const late = await character({}, [], standIn.users.player, 'Bryn');
  const [b] = combat.addCombatants([{ actor: late, name: 'Bryn' }]);
  const seen = spyTurnEvents(combat);
  CONFIG.Dice.randomUniform = () => 0.999; // every die its highest face
  await rollInitiative(combat, [b!.id!]);
  expect(combat.turns.map((c) => c.name)).toEqual(['Bryn', 'Ash', 'Goblin']);
  expect(seen).toEqual([]);
  expect(currentName(combat)).toBe('Goblin');
});
