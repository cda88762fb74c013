/**
 * The opportunity-attack table the canvas suites share: a player's Mover (with a Ranged power)
 * and another user's hostile Guard (with a Basic Attack), both in a combat started on the
 * Mover's turn, plus any other combatants the test enlists.
 */
import { combatant, power } from '../fixtures';
import { enlist, fakeCombat, startAt } from '../fake-combat';

export async function duel(...others: Actor.Implementation[]) {
  const mover = await combatant({
    name: 'Mover',
    owner: standIn.users.player,
    items: [power('Bolt', { range: { form: 'ranged', x: 5 } })],
  });
  const guard = await combatant({
    name: 'Guard',
    type: 'cryture-npc',
    owner: standIn.users.other,
    items: [power('Club', { basicAttack: true })],
  });
  const combat = fakeCombat();
  const [m] = enlist(combat, mover, guard, ...others);
  startAt(combat, m!);
  return { mover, guard };
}
