/** A combat (the system's ManifoldCombat over the stand-in's) holding these actors, made the active one. */
import { ManifoldCombat } from '../../src/foundry/combat';
import { registry } from '../../src/foundry/registry';

export type TestCombat = Combat.Implementation & {
  addCombatants(data: Record<string, unknown>[]): Combatant.Implementation[];
  turns: Combatant.Implementation[];
  turn: number | null;
  round: number;
};

export function combatOf(actors: Actor.Implementation[]): TestCombat {
  const combat = new ManifoldCombat({} as never) as unknown as TestCombat;
  combat.addCombatants(actors.map((actor) => ({ actor, name: actor.name })));
  (game as unknown as { combat: unknown }).combat = combat;
  return combat;
}

/** The tracker's "roll all": relic initiative for every combatant. */
export async function rollEveryone(combat: Combat.Implementation): Promise<void> {
  await registry.get('relic').combat!.rollInitiative!(
    combat,
    combat.combatants.contents.map((c) => c.id!),
  );
}
