/**
 * A power's card as the GM reads it before applying it. Its author may have rewritten the message
 * (targets, hits, damage), so the GM trusts only its own copy of the roll (roll-record.ts): the dice
 * and the choices made in the dialog, bounded to what the dialog offers. The power is read from the
 * user's item now, the user and each target from their documents now, and the engine settles the
 * copied dice again: what it says is what is applied.
 */
import { resolveWith } from '../../../core';
import { NOT_RECORDED, recordedDice, trustedRecord, type RollRecord } from '../../../foundry/chat/roll-record';
import { actorByUuid } from '../../../foundry/documents/lookup';
import type { RollDialogValues } from '../../../foundry/rolls/roll-dialog';
import { isBlast, resolveAttack, type AttackResult, type Cell, crytureKey } from '../rules';
import { engineRequest, type AttackRollRequest, type AttackRollTarget } from '../dice/attack-roll';
import { Board } from '../canvas/board';
import { powerCardView } from './power-card';
import { itemPowerData, powerSystem } from '../data/power-data';
import { actorSnapshot, isCombatantActor } from '../data/snapshot';
import { ASKED, requestWithValues } from '../flows/pool-dialog';

export interface ReplayedAttack {
  record: RollRecord;
  /** The user's uuid as the roll was made (who may apply it). */
  actorUuid: string | null;
  request: AttackRollRequest;
  attack: AttackResult;
}

const refuse = (key: string): never => {
  throw new Error(crytureKey(`refused.${key}`));
};

const record = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** A number the dialog's field accepts (its min and max), else the field's default. */
function bounded(v: unknown, min: number, max: number, fallback: number): number {
  const n = Number(v);
  return Number.isFinite(n) ? Math.min(max, Math.max(min, Math.trunc(n))) : fallback;
}

function cellOf(v: unknown): Cell | undefined {
  const c = record(v);
  return Number.isInteger(c.x) && Number.isInteger(c.y) ? { x: c.x as number, y: c.y as number } : undefined;
}

/** The power the roll used: the user's item by id, or (a roll from before ids were kept) its one power of that name. */
function powerItemOf(actor: Actor.Implementation, recorded: Record<string, unknown>): Item.Implementation | null {
  const powers = [...actor.items].filter((i) => i.type === 'cryture-power');
  if (typeof recorded.itemId === 'string') return powers.find((i) => i.id === recorded.itemId) ?? null;
  const named = powers.filter((i) => i.name === record(recorded.power).name);
  return named.length === 1 ? named[0]! : null;
}

/** The attack of a power card, rebuilt from the GM's copy and the world, and settled again. */
export async function replayAttack(message: ChatMessage.Implementation): Promise<ReplayedAttack> {
  const copy = await trustedRecord(message);
  if (!copy) throw new Error(NOT_RECORDED);
  const rolled = copy.rolls[0];
  const options = record(rolled?.options);
  const recorded = record(options.request);
  if (!rolled || options.ruleset !== 'cryture' || !recorded.power) return refuse('notAnAttack');
  const actorUuid = typeof options.actorUuid === 'string' ? options.actorUuid : null;
  const actor = actorByUuid(actorUuid);
  if (!actor || !isCombatantActor(actor)) return refuse('userGone');
  const item = powerItemOf(actor, recorded);
  if (!item) return refuse('powerGone');
  const power = itemPowerData(item);
  const board = Board.current();
  const userToken = board?.tokenOf(actor) ?? null;

  const listed = Array.isArray(recorded.targets) ? recorded.targets.map(record) : [];
  const ids = listed.map((x) => String(record(x.snapshot).id ?? ''));
  if (new Set(ids).size !== ids.length) return refuse('replayMismatch');
  const targets: AttackRollTarget[] = listed.map((x, i) => {
    const target = actorByUuid(ids[i]);
    if (!target || !isCombatantActor(target)) return refuse('targetGone');
    // The token pushed or pulled: only one that is this target's.
    const token = board?.tokenByUuid(typeof x.tokenUuid === 'string' ? x.tokenUuid : undefined) ?? null;
    const own = token?.actor?.uuid === target.uuid ? token : null;
    return {
      snapshot: actorSnapshot(target),
      name: own?.name || (target.name ?? ''),
      ...(own ? { tokenUuid: own.uuid } : {}),
      situations: [],
      extraDice: 0,
    };
  });
  const base: AttackRollRequest = {
    userName: userToken?.name || (actor.name ?? ''),
    ...(userToken ? { userTokenUuid: userToken.uuid } : {}),
    itemId: item.id!,
    power,
    lines: powerCardView(item.name ?? '', powerSystem(item)).lines,
    user: actorSnapshot(actor),
    targets,
    // The space a blast was aimed at (where pushes and pulls start), as the user chose it.
    ...(cellOf(recorded.blastOrigin) && isBlast(power.range) ? { blastOrigin: cellOf(recorded.blastOrigin)! } : {}),
    ...(recorded.opportunity === true ? { opportunity: true } : {}),
  };
  // The dialog's choices as it would have returned them, each within its field's bounds.
  const values: RollDialogValues = {};
  if (recorded.originDistance !== undefined) values.originDistance = bounded(recorded.originDistance, 0, 999, 0);
  listed.forEach((x, i) => {
    const situations = Array.isArray(x.situations) ? x.situations : [];
    for (const s of ASKED) if (situations.includes(s)) values[`t${i}_${s}`] = true;
    if (x.distance !== undefined) values[`t${i}_distance`] = bounded(x.distance, 0, 999, 1);
    values[`t${i}_extra`] = bounded(x.extraDice, -20, 20, 0);
  });
  const request = requestWithValues(base, values);
  // A power without an attack check offers no situations, one without a check no extra dice.
  if (request.power.check?.kind !== 'attack') for (const t of request.targets) t.situations = [];
  if (!request.power.check) for (const t of request.targets) t.extraDice = 0;

  const dice = recordedDice(rolled);
  let attack: AttackResult;
  try {
    attack = resolveWith(resolveAttack(engineRequest(request)), dice);
  } catch {
    return refuse('replayMismatch');
  }
  if (dice.remaining !== 0) return refuse('replayMismatch');
  return { record: copy, actorUuid, request, attack };
}
