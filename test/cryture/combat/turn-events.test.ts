/** A cryture joining mid-combat ("acts now", CRY-3) moves in with no turn events. */
import { expect, it } from 'vitest';
import { combatant } from '../fixtures';
import { enlist, fakeCombat, scriptUniform, startAt } from '../fake-combat';
import { rollInitiativeAsGM } from '../../../src/rulesets/cryture/combat/rules';
import { currentName, spyTurnEvents } from '../../foundry/turn-spy';

it('a joiner beating everyone acts right after this turn: no one’s turn ends or starts, the turn stays', async () => {
  standIn.reset();
  const a = await combatant({ name: 'A', owner: standIn.users.player, system: { speed: 2, reflexes: 1 } });
  const b = await combatant({ name: 'B', type: 'cryture-npc', system: { speed: 1, reflexes: 1 } });
  const c = await combatant({ name: 'C', type: 'cryture-npc', system: { speed: 1, reflexes: 2 } });
  const combat = fakeCombat();
  const combatants = enlist(combat, a, b, c);
  let done = scriptUniform(9, 9, 9, 5, 5, 1, 1, 1);
  await rollInitiativeAsGM(
    combat,
    combatants.map((x) => x.id!),
  ); // A 27, B 10, C 3
  done();
  startAt(combat, combatants[0]!);
  const seen = spyTurnEvents(combat);
  const d = await combatant({ name: 'D', type: 'cryture-npc', system: { speed: 3, reflexes: 0 } });
  done = scriptUniform(10, 10, 10); // 30: beats everyone, so it acts next
  await combat.createEmbeddedDocuments('Combatant', [{ actorId: d.id }] as never);
  await standIn.settled();
  done();
  expect(combat.turns.map((x) => x.name)).toEqual(['A', 'D', 'B', 'C']);
  expect(seen).toEqual([]);
  expect(currentName(combat)).toBe('A');
});
