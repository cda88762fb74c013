/** Relic's initiative writes mid-combat run no turn events and keep the turn. */
import { beforeEach, expect, it } from 'vitest';
import { combatOf, rollEveryone, seeker } from '../fixtures';
import { currentName, spyTurnEvents } from '../../foundry/turn-spy';
import { moveSeekerQuery } from '../../../src/rulesets/relic/combat/combat-queries';

beforeEach(() => standIn.reset());

it('REL-6 seekers swapping places mid-combat: the turn stays with the seeker who has it, no events', async () => {
  const oren = await seeker('Oren');
  const mira = await seeker('Mira', {}, { owner: standIn.users.other });
  const combat = combatOf([oren, mira]);
  await rollEveryone(combat);
  await combat.startCombat();
  expect(currentName(combat)).toBe('Oren');
  const seen = spyTurnEvents(combat);
  const miraC = combat.combatants.contents.find((c) => c.name === 'Mira')!;
  await moveSeekerQuery.run({ combatantId: miraC.id!, direction: 'up' }, standIn.users.other as never);
  expect(combat.turns.map((c) => c.name)).toEqual(['Mira', 'Oren']);
  expect(seen).toEqual([]);
  expect(currentName(combat)).toBe('Oren');
});
