/**
 * A combat for tests, the same in every ruleset's: the system's ManifoldCombat over the stand-in's
 * Combat, made the world's active one (`game.combat`), its combatants added as set-up.
 */
import { ManifoldCombat } from '../../src/foundry/combat';

export type TestCombat = Combat.Implementation & {
  /** The stand-in's set-up (test/foundry-stand-in/combat.ts): no hooks, no turn events. */
  addCombatants(data: Record<string, unknown>[]): Combatant.Implementation[];
};

/** A new active combat holding these actors, each under its own name. */
export function activeCombat(actors: Actor.Implementation[] = []): TestCombat {
  // fvtt-types: Combat's constructor data and the stand-in's addCombatants are not what a test passes or calls.
  const combat = new ManifoldCombat({} as never) as unknown as TestCombat;
  combat.addCombatants(actors.map((actor) => ({ actor, name: actor.name })));
  // fvtt-types: game.combat is read-only (Foundry derives it from the viewed scene); the stand-in lets a test set it.
  (game as unknown as { combat: unknown }).combat = combat;
  return combat;
}
