/** A combat (the system's ManifoldCombat over the stand-in's) holding these actors, made the active one. */
import { registry } from '../../src/foundry/registry';

export { activeCombat as combatOf, type TestCombat } from '../foundry/test-combat';

/** The tracker's "roll all": relic initiative for every combatant. */
export async function rollEveryone(combat: Combat.Implementation): Promise<void> {
  await registry.get('relic').combat!.rollInitiative!(
    combat,
    combat.combatants.contents.map((c) => c.id!),
  );
}
