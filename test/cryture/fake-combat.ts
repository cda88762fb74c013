/**
 * The system's combat over the stand-in's (which has Foundry's `started`, `turns`, `combatant`,
 * combatant creation with its hooks and the turn events), made `game.combat` and `game.combats`.
 */
import { ManifoldCombat } from '../../src/foundry/combat';

export interface FakeCombat extends Combat.Implementation {
  started: boolean;
  round: number;
  turn: number | null;
  turns: Combatant.Implementation[];
  combatant: Combatant.Implementation | null;
  addCombatants(data: Record<string, unknown>[]): Combatant.Implementation[];
}

export function fakeCombat(): FakeCombat {
  const combat = new (ManifoldCombat as unknown as new (data: Record<string, unknown>) => FakeCombat)({
    _id: 'combat0000000001',
  });
  (game as unknown as { combat: unknown; combats: Map<string, unknown> }).combat = combat;
  (game as unknown as { combats: Map<string, unknown> }).combats = new Map([[combat.id!, combat]]);
  return combat;
}

/** Adds combatants for these actors (no hooks: the set-up of a combat before it starts). */
export function enlist(combat: FakeCombat, ...actors: Actor.Implementation[]): Combatant.Implementation[] {
  return combat.addCombatants(actors.map((actor) => ({ actor, name: actor.name })));
}

/** Puts the combat at this round with this combatant's turn (set-up: no turn events). */
export function startAt(combat: FakeCombat, combatant: Combatant.Implementation, round = 1): void {
  combat.round = round;
  combat.turn = combat.turns.findIndex((c) => c.id === combatant.id);
  combat.setupTurns();
}

/** Scripts Foundry's generator (d10s fulfilled digitally draw from it): each face in order. */
export function scriptUniform(...faces: number[]): () => void {
  const queue = [...faces];
  const before = CONFIG.Dice.randomUniform;
  CONFIG.Dice.randomUniform = () => {
    const face = queue.shift();
    if (face === undefined) throw new Error('Scripted uniform dice ran out');
    return (face - 0.5) / 10;
  };
  return () => {
    CONFIG.Dice.randomUniform = before;
    if (queue.length) throw new Error(`${queue.length} scripted dice were never rolled`);
  };
}
