/** A fast/slow choice mid-combat (DIF-5) re-sorts with no turn events and keeps the turn. */
import { beforeEach, expect, it } from 'vitest';
import { hero } from '../fixtures';
import { placeCombatants } from '../../../src/rulesets/difference/combat/rules';
import { chooseTurn } from '../../../src/rulesets/difference/combat/tracker';
import { setTurnFlags } from '../../../src/rulesets/difference/combat/turn-state';
import { activeCombat } from '../../foundry/test-combat';
import { currentName, spyTurnEvents } from '../../foundry/turn-spy';

beforeEach(() => standIn.reset());

it('an NPC switching to a fast turn moves ahead of the current turn without ending or starting anyone’s', async () => {
  const combat = activeCombat();
  const specs = [
    { name: 'Ada', type: 'difference-character' as const, turn: 'fast' as const },
    { name: 'Bo', type: 'difference-character' as const, turn: 'slow' as const },
    { name: 'Cy', type: 'difference-npc' as const, turn: 'slow' as const },
  ];
  for (const spec of specs) {
    const actor = await hero({ name: spec.name, type: spec.type, owner: standIn.users.player });
    const [c] = combat.addCombatants([{ actor, name: spec.name }]);
    await setTurnFlags(c!, { turn: spec.turn });
  }
  await placeCombatants(
    combat,
    combat.combatants.contents.map((c) => c.id!),
  );
  await combat.startCombat();
  await combat.nextTurn();
  expect(currentName(combat)).toBe('Bo');
  const seen = spyTurnEvents(combat);
  const cy = combat.combatants.contents.find((c) => c.name === 'Cy')!;
  expect(await chooseTurn(cy, 'fast')).toBe(true);
  expect(combat.turns.map((c) => c.name)).toEqual(['Ada', 'Cy', 'Bo']);
  expect(seen).toEqual([]);
  expect(currentName(combat)).toBe('Bo');
});
