/**
 * A combat with what the stand-in's lacks and the cryture glue reads: `started`, the turn order
 * (`turns`, sorted by the system's comparator), the current `combatant`, and creating/deleting
 * combatants with Foundry's hooks. `game.combat` and `game.combats` point at it.
 */
import { ManifoldCombat } from '../../src/foundry/combat';

type Hooks = { callAll(name: string, ...args: unknown[]): boolean };

export interface FakeCombat extends Combat.Implementation {
  started: boolean;
  round: number;
  turn: number | null;
  turns: Combatant.Implementation[];
  combatant: Combatant.Implementation | null;
}

export function fakeCombat(): FakeCombat {
  const combat = new (Combat as unknown as new (data: Record<string, unknown>) => FakeCombat)({
    _id: 'combat0000000001',
  });
  let started = false;
  Object.defineProperties(combat, {
    started: { get: () => started && combat.round > 0, set: (v: boolean) => (started = v), configurable: true },
    turns: {
      get: () =>
        [...(combat.combatants as unknown as Map<string, Combatant.Implementation>).values()].sort((a, b) =>
          (ManifoldCombat.prototype as unknown as { _sortCombatants(a: unknown, b: unknown): number })._sortCombatants(
            a,
            b,
          ),
        ),
      configurable: true,
    },
    combatant: { get: () => (combat.turn === null ? null : (combat.turns[combat.turn] ?? null)), configurable: true },
  });
  Object.assign(combat, {
    async createEmbeddedDocuments(name: string, data: Record<string, unknown>[]) {
      const created = data.map((d) => {
        const actor = (d.actor as Actor.Implementation) ?? game.actors!.get(String(d.actorId));
        const c = new (Combatant as unknown as new (d: unknown, o: unknown) => Combatant.Implementation)(
          { ...d, actor, name: actor?.name },
          { parent: combat },
        );
        (combat.combatants as unknown as Map<string, unknown>).set(c.id!, c);
        return c;
      });
      for (const c of created) (Hooks as unknown as Hooks).callAll('createCombatant', c, {}, game.user!.id);
      return created;
    },
    async deleteEmbeddedDocuments(name: string, ids: string[]) {
      for (const id of ids) (combat.combatants as unknown as Map<string, unknown>).delete(id);
      return ids;
    },
  });
  (game as unknown as { combat: unknown; combats: Map<string, unknown> }).combat = combat;
  (game as unknown as { combats: Map<string, unknown> }).combats = new Map([[combat.id!, combat]]);
  return combat;
}

/** Adds combatants for these actors (no hooks: the set-up of a combat before it starts). */
export function enlist(combat: FakeCombat, ...actors: Actor.Implementation[]): Combatant.Implementation[] {
  return actors.map((actor) => {
    const c = new (Combatant as unknown as new (d: unknown, o: unknown) => Combatant.Implementation)(
      { actor, name: actor.name },
      { parent: combat },
    );
    (combat.combatants as unknown as Map<string, unknown>).set(c.id!, c);
    return c;
  });
}

/** Starts the combat at round 1 with this combatant's turn. */
export function startAt(combat: FakeCombat, combatant: Combatant.Implementation, round = 1): void {
  combat.started = true;
  combat.round = round;
  combat.turn = combat.turns.findIndex((c) => c.id === combatant.id);
}

/** Scripts Foundry's generator (FoundryRandomDice draws from it): each face in order. */
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
