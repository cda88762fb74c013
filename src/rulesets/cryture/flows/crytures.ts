/**
 * CRY-6 on the table: a trainer's sheet Summons a linked cryture (Major Action: its token placed on
 * free spaces adjacent to the trainer's token), Recalls it (Minor Action: its token removed) and
 * Transfers 1 Mana to it (Minor Action). Players may not create tokens, so each runs on the GM:
 * every check below is made again there from the world as it is (the requester must own the
 * trainer, and the cryture must be linked to it), never from what the request claims.
 */
import {
  cellsWithin,
  checkRecall,
  checkSummon,
  transferMana,
  type BasicActionId,
  type Cell,
  type Refusal,
  crytureKey,
} from '../rules';
import { rulesetSetting } from '../../../foundry/settings';
import { Board, shapeOf, type TokenLike } from '../canvas/board';
import { combatantOf, economyOf, isTurnOf, spend } from '../combat/turn-state';
import { ACTOR_TYPES, systemOf } from '../data/snapshot';

export interface CrytureRequest {
  trainerId: string;
  crytureId: string;
  sceneId: string;
  /** Summon only: the top-left cell asked for (checked like any other); else the first free one. */
  cell?: Cell;
}

type Refused = { ok: false; key: string };
const refused = (key: string): Refused => ({ ok: false, key });
const fromEngine = (r: Refusal): Refused => refused(r.key);

export interface CrytureContext {
  trainer: Actor.Implementation;
  cryture: Actor.Implementation;
  board: Board;
  trainerToken: TokenLike;
  crytureToken: TokenLike | null;
  combatant: Combatant.Implementation | null;
}

/** The actors, tokens and combatant a request names, as the world holds them now. */
export function crytureContext(
  payload: unknown,
  requester: User.Implementation,
): { ok: true; c: CrytureContext } | Refused {
  const p = (payload ?? {}) as Partial<CrytureRequest>;
  if (typeof p.trainerId !== 'string' || typeof p.crytureId !== 'string' || typeof p.sceneId !== 'string')
    return refused(crytureKey('refused.malformed'));
  const trainer = game.actors?.get(p.trainerId);
  const cryture = game.actors?.get(p.crytureId);
  if (trainer?.type !== ACTOR_TYPES.trainer || cryture?.type !== ACTOR_TYPES.cryture)
    return refused(crytureKey('refused.notACryture'));
  if (!trainer!.testUserPermission(requester, 'OWNER')) return refused(crytureKey('refused.notYourTrainer'));
  if (systemOf(cryture!).trainer !== trainer!.id) return refused(crytureKey('refused.notLinked'));
  const scene = game.scenes?.get(p.sceneId);
  if (!scene) return refused(crytureKey('refused.noScene'));
  const board = Board.of(scene);
  const trainerToken = board.tokenOf(trainer);
  if (!trainerToken) return refused(crytureKey('refused.trainerNotOnScene'));
  return {
    ok: true,
    c: {
      trainer: trainer!,
      cryture: cryture!,
      board,
      trainerToken,
      crytureToken: board.tokenOf(cryture),
      combatant: combatantOf(trainer),
    },
  };
}

/** In combat, the trainer must be the one acting and have the action the basic action needs. */
function actionCheck(c: CrytureContext, action: BasicActionId): Refused | null {
  if (!c.combatant) return null;
  if (!isTurnOf(c.combatant)) return refused(crytureKey('refused.notOwnTurn'));
  const spent = spend(economyOf(c.combatant), { basic: action });
  return spent.ok ? null : fromEngine(spent);
}

const linkSnapshot = (c: CrytureContext) => ({
  trainer: { id: c.trainer.id!, mana: systemOf(c.trainer).mana, cells: c.board.footprint(c.trainerToken) },
  cryture: {
    id: c.cryture.id!,
    kind: 'cryture' as const,
    trainerId: systemOf(c.cryture).trainer ?? '',
    summoned: Boolean(c.crytureToken),
    mana: systemOf(c.crytureToken?.actor ?? c.cryture).mana,
  },
});

/** How many of this trainer's crytures have a token on the board. */
export function summonedCount(board: Board, trainerId: string): number {
  return board.tokens().filter((t) => t.actor?.type === ACTOR_TYPES.cryture && systemOf(t.actor).trainer === trainerId)
    .length;
}

/** Summon: legal, with the cell its token goes to. */
export function planSummon(
  payload: unknown,
  requester: User.Implementation,
): { ok: true; c: CrytureContext; cell: Cell } | Refused {
  const ctx = crytureContext(payload, requester);
  if (!ctx.ok) return ctx;
  const { c } = ctx;
  const limit = Number(rulesetSetting<number>('cryture', 'maxSummoned')) || 0;
  if (!c.crytureToken && limit > 0 && summonedCount(c.board, c.trainer.id!) >= limit)
    return refused(crytureKey('refused.tooManySummoned'));
  const action = actionCheck(c, 'summon');
  if (action) return action;
  // The test stand-in's actors carry no prototype token (Foundry's always do): read as one space.
  const shape = shapeOf(c.cryture.prototypeToken ?? {});
  const link = linkSnapshot(c);
  const occupied = c.board.occupied([c.trainerToken.id], c.trainerToken);
  const tryAt = (cell: Cell) =>
    checkSummon({
      trainer: link.trainer,
      cryture: link.cryture,
      place: shape.map((o) => ({ x: cell.x + o.x, y: cell.y + o.y })),
      occupied,
      metric: c.board.metric,
    });
  const asked = (payload as CrytureRequest).cell;
  if (asked && Number.isInteger(asked.x) && Number.isInteger(asked.y)) {
    const r = tryAt({ x: asked.x, y: asked.y });
    return r.ok ? { ok: true, c, cell: { x: asked.x, y: asked.y } } : fromEngine(r);
  }
  const reach = Math.max(...shape.map((o) => Math.max(o.x, o.y))) + 1;
  let last: Refusal | null = null;
  for (const cell of cellsWithin(link.trainer.cells, reach)) {
    const r = tryAt(cell);
    if (r.ok) return { ok: true, c, cell };
    last = r;
    if (r.reason !== 'occupied' && r.reason !== 'notAdjacent') return fromEngine(r);
  }
  return fromEngine(last ?? { ok: false, reason: 'occupied', key: crytureKey('refused.occupied') });
}

export function planRecall(
  payload: unknown,
  requester: User.Implementation,
): { ok: true; c: CrytureContext } | Refused {
  const ctx = crytureContext(payload, requester);
  if (!ctx.ok) return ctx;
  const r = checkRecall(linkSnapshot(ctx.c));
  if (!r.ok) return fromEngine(r);
  return actionCheck(ctx.c, 'recall') ?? ctx;
}

export function planTransfer(
  payload: unknown,
  requester: User.Implementation,
): { ok: true; c: CrytureContext; trainerMana: number; crytureMana: number } | Refused {
  const ctx = crytureContext(payload, requester);
  if (!ctx.ok) return ctx;
  const r = transferMana(linkSnapshot(ctx.c));
  if (!r.ok) return fromEngine(r);
  return actionCheck(ctx.c, 'transferMana') ?? { ...ctx, trainerMana: r.trainerMana, crytureMana: r.crytureMana };
}
