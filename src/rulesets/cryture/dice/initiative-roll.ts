/**
 * Initiative (CRY-3): each entrant's (Speed + Reflexes)d10 summed, then 1d10 roll-offs among the
 * tied, repeated while they stay tied — or, for a combatant joining mid-combat, its roll and its
 * roll-offs against equal totals. How many roll-off dice are needed is known only while rolling:
 * the rules ask for each pool and each round of roll-offs as they go, the roll pipeline draws each
 * ask from Foundry (combat/rules.ts plans the roll), and the chat roll is built from those dice
 * (recorded.ts): Dice So Nice shows exactly the dice the engine read.
 */
import { localize } from '../../../foundry/i18n';
import { type Resolution } from '../../../core';
import { ManifoldRoll } from '../../../foundry/rolls/manifold-roll';
import {
  resolveJoin,
  rollInitiative,
  resolveRollOff,
  DIE_FACES,
  type Entrant,
  type InitiativeRoll,
  type JoinRequest,
  type RollOff,
  crytureKey,
  MAX_POOL_DICE,
  MAX_ROLL_OFF_ROUNDS,
} from '../rules';

/**
 * What was rolled: a batch (each entrant's pool, then roll-offs of every tie that includes one of
 * them — with combatants rolled earlier too, `existing` in their current order), or one combatant
 * joining mid-combat.
 */
export type InitiativeRequest = {
  names: Record<string, string>;
} & (
  | { mode: 'batch'; entrants: Entrant[]; existing: { id: string; total: number }[] }
  | { mode: 'join'; join: JoinRequest }
);

export interface InitiativeOutcome {
  rolls: InitiativeRoll[];
  rollOffs: RollOff[];
  /** Every combatant involved, first to act first. */
  order: string[];
  /** Join: its place and whether it acts at once. */
  join?: { id: string; position: number; actsNow: boolean };
  unresolved: string[][];
}

/** A batch: pools in the given order, then each tie holding a new total rolled off, highest first (CRY-3). */
function* batchOutcome(
  entrants: readonly Entrant[],
  existing: readonly { id: string; total: number }[],
): Resolution<Omit<InitiativeOutcome, 'join'>> {
  const rolls: InitiativeRoll[] = [];
  for (const entrant of entrants) rolls.push(yield* rollInitiative(entrant));
  const fresh = new Set(rolls.map((r) => r.id));
  const groups = new Map<number, string[]>();
  const add = (total: number, id: string) => groups.set(total, [...(groups.get(total) ?? []), id]);
  for (const e of existing) if (!fresh.has(e.id)) add(e.total, e.id);
  for (const r of rolls) add(r.total, r.id);
  const rollOffs: RollOff[] = [];
  const unresolved: string[][] = [];
  const order: string[] = [];
  for (const total of [...groups.keys()].sort((a, b) => b - a)) {
    const ids = groups.get(total)!;
    if (ids.length < 2 || !ids.some((id) => fresh.has(id))) {
      order.push(...ids);
      continue;
    }
    const off = yield* resolveRollOff(ids);
    rollOffs.push(...off.rollOffs);
    unresolved.push(...off.unresolved);
    order.push(...off.order);
  }
  return { rolls, rollOffs, order, unresolved };
}

/** The engine's resolution of a request: the same one reads Foundry's dice and scripted ones. */
export function* initiativeOutcome(request: InitiativeRequest): Resolution<InitiativeOutcome> {
  if (request.mode === 'join') {
    const r = yield* resolveJoin(request.join);
    return {
      rolls: [r.roll],
      rollOffs: r.rollOffs,
      order: r.order,
      join: { id: r.roll.id, position: r.position, actsNow: r.actsNow },
      unresolved: [],
    };
  }
  return yield* batchOutcome(request.entrants, request.existing);
}

/**
 * The most dice a request can ask for: every pool at its largest, and every roll-off round up to
 * the limit — one die per round for each combatant in a tie, two for each a joiner ties with.
 */
export function mostDiceOf(request: InitiativeRequest): number {
  if (request.mode === 'join') return MAX_POOL_DICE + 2 * MAX_ROLL_OFF_ROUNDS * request.join.order.length;
  const tied = request.entrants.length + request.existing.length;
  return request.entrants.length * MAX_POOL_DICE + tied * MAX_ROLL_OFF_ROUNDS;
}

export class CrytureInitiativeRoll extends ManifoldRoll<InitiativeRequest, InitiativeOutcome> {
  static override CHAT_TEMPLATE = 'systems/manifold/templates/cryture/initiative-card.hbs';

  get request(): InitiativeRequest {
    return this.options.request;
  }

  /** The card's title: a batch's "Initiative", or a joiner's. */
  get title(): string {
    return localize(crytureKey(this.request.mode === 'join' ? 'initiative.joinTitle' : 'initiative.title'));
  }

  get initiative(): InitiativeOutcome {
    return this.outcome!;
  }

  protected cardContext(isPrivate: boolean) {
    const { names } = this.request;
    const name = (id: string) => names[id] ?? id;
    const result = this.initiative;
    const join = result.join;
    return {
      title: this.title,
      private: isPrivate,
      entrants: [...result.rolls]
        .sort((a, b) => result.order.indexOf(a.id) - result.order.indexOf(b.id))
        .map((r) => ({
          name: name(r.id),
          total: r.total,
          dice: r.dice.map((face) => ({
            faces: 10,
            result: face,
            role: 'initiative',
            roleLabel: localize(crytureKey('card.die')),
            tone: 'neutral',
          })),
        })),
      rollOffs: result.rollOffs.map((off) => ({
        // Each face with its die ("Rowan d10 3"), as the dice rows name theirs.
        faces: off.among.map((id) => `${name(id)} d${DIE_FACES} ${off.faces[id]}`).join(' · '),
      })),
      order: result.order.map(name).join(' → '),
      join: join
        ? localize(crytureKey(join.actsNow ? 'initiative.actsNow' : 'initiative.waits'), { name: name(join.id) })
        : '',
      unresolved: result.unresolved.map((g) => g.map(name).join(', ')).join('; '),
    };
  }
}
