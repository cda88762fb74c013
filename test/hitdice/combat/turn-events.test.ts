/** Hitdice's initiative written mid-combat runs no turn events and keeps the turn. */
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { bootHitdice, makeActor } from '../fixtures';
import { rollInitiativeFor } from '../rolls';
import { activeCombat } from '../../foundry/test-combat';
import { currentName, spyTurnEvents } from '../../foundry/turn-spy';

beforeAll(bootHitdice);
beforeEach(() => standIn.reset());

it('a late joiner rolling high moves ahead of the current turn without ending or starting anyone’s (HD-8)', async () => {
  const sorah = await makeActor({ name: 'Sorah' });
  const goblin = await makeActor({ name: 'Goblin', owner: standIn.users.gm, type: 'hitdice-npc' });
  const combat = activeCombat();
  const [s, g] = combat.addCombatants([
    { actor: sorah, name: 'Sorah' },
    { actor: goblin, name: 'Goblin' },
  ]);
  await s!.update({ initiative: 3 } as never);
  await g!.update({ initiative: 1 } as never);
  await combat.startCombat();
  await combat.nextTurn();
  expect(currentName(combat)).toBe('Goblin');
  const kel = await makeActor({ name: 'Kel', owner: standIn.users.gm, type: 'hitdice-npc' });
  const [late] = combat.addCombatants([{ actor: kel, name: 'Kel' }]);
  const seen = spyTurnEvents(combat);
  standIn.queueFaces(6, 6, 6);
  await rollInitiativeFor(combat, late!, { fastForward: true });
  expect(combat.turns.map((c) => c.name)).toEqual(['Kel', 'Sorah', 'Goblin']);
  expect(seen).toEqual([]);
  expect(currentName(combat)).toBe('Goblin');
});
