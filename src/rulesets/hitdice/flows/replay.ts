/**
 * An action roll as the GM reads it before acting on it (a group part, a Stabilize). Its author may
 * have rewritten the message — its successes, its outcome, its pool — so the GM trusts only its own
 * copy of the roll (roll-record.ts): the dice and the dialog's choices, bounded as the dialog bounds
 * them. The request is built again by the action flow from the actor as the world has it, and the
 * engine reads the copied dice again.
 */
import { resolveWith } from '../../../core';
import { NOT_RECORDED, recordedDice, trustedRecord } from '../../../foundry/chat/roll-record';
import type { RollDialogValues } from '../../../foundry/rolls/roll-dialog';
import { hitdiceActorFrom, snapshotOf } from '../data/snapshot';
import { roundStateOf } from '../combat/turn-state';
import {
  readActor,
  resolveAction,
  SKILLS,
  type ActionResult,
  type HitdiceActor,
  type HitdiceActorData,
} from '../rules';
import type { ActionRollRequest } from '../dice/action-roll';
import { abilitiesInDomain, actionRequestOf, type ActionSource } from './action';

const KEY = 'MANIFOLD.hitdice.replay';
const refuse = (key: string): never => {
  throw new Error(`${KEY}.${key}`);
};

const record = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

const bounded = (v: unknown, max: number) => {
  const n = Math.trunc(Number(v));
  return Number.isFinite(n) ? Math.min(Math.max(0, max), Math.max(0, n)) : 0;
};

/**
 * The dialog's choices of a roll as the GM may believe them, bounded as the dialog bounds them:
 * exertion at most her Proficiency (a roll's own cap), and Affinity at most what her store held.
 * The store before the roll is what it holds now plus what the roll spent, and it never holds more
 * than its maximum, so a roll cannot have spent more than the room her store has now: a roll that
 * claims more is refused. She is the player's own (they may write her store themselves), so her
 * store's maximum is the bound that matters.
 */
export function spentOf(recorded: Record<string, unknown>, now: HitdiceActor): { affinity: number; exertion: number } {
  return {
    affinity: bounded(recorded.affinityDice, now.affinity.storeMax - now.affinity.stored),
    exertion: bounded(recorded.exertion, now.proficiency),
  };
}

export interface ReplayedAction {
  /** Who made the roll, as the GM saw it created. */
  author: string;
  actor: Actor.Implementation;
  /** The roll's request as it was created: only the player's own choices are read from it. */
  recorded: Record<string, unknown>;
  request: ActionRollRequest;
  result: ActionResult;
}

/**
 * The actor just before this roll: the world now, with what the roll itself spent given back (the
 * Affinity dice, the body dice its exertion burned), so a roll that spent them reads as it was made.
 */
export function beforeRoll(
  now: HitdiceActorData,
  affinity: number,
  exertion: number,
  faces: readonly number[],
): HitdiceActorData {
  const actor = readActor(now);
  const exerted = faces.slice(actor.proficiency, actor.proficiency + exertion);
  const burned = exerted.filter((f) => f === 1).length;
  return {
    ...now,
    body: Math.min(actor.bodyMax, actor.body + burned),
    ...(now.affinity
      ? { affinity: { ...now.affinity, stored: Math.min(actor.affinity.storeMax, actor.affinity.stored + affinity) } }
      : {}),
  };
}

/**
 * The action roll of a message read again: `sourceOf` gives the flow's source for the recorded
 * request (null when the roll is not one it acts on). Throws a reason's key when the GM holds no
 * copy of the roll or its dice do not fit the request as the world makes it now.
 */
export async function replayAction(
  message: ChatMessage.Implementation,
  sourceOf: (actor: Actor.Implementation, recorded: Record<string, unknown>) => ActionSource | null,
): Promise<ReplayedAction> {
  const copy = await trustedRecord(message);
  if (!copy) throw new Error(NOT_RECORDED);
  const rolled = copy.rolls[0];
  const options = record(rolled?.options);
  const recorded = record(options.request);
  const actor = hitdiceActorFrom(options.actorUuid);
  if (!rolled || options.ruleset !== 'hitdice' || !actor) return refuse('notAction');
  const source = sourceOf(actor, recorded);
  if (!source) return refuse('notAction');

  const { affinity, exertion } = spentOf(recorded, readActor(snapshotOf(actor)));
  const values: RollDialogValues = { exertion, affinity };
  // A skill roll's ability: one of the actor's abilities in that domain, as the dialog lists them.
  const itemId = typeof recorded.itemId === 'string' ? recorded.itemId : '';
  if (source.skill && !source.item && itemId) {
    if (!abilitiesInDomain(actor, source.skill).some((i) => i.id === itemId)) return refuse('mismatch');
    values.ability = itemId;
  }
  const request = actionRequestOf(actor, source, values, roundStateOf(actor));
  request.actor = beforeRoll(snapshotOf(actor), affinity, exertion, rolled.faces);

  const dice = recordedDice(rolled);
  let result: ActionResult;
  try {
    result = resolveWith(resolveAction(request), dice);
  } catch {
    return refuse('mismatch');
  }
  if (dice.remaining !== 0) return refuse('mismatch');
  return { author: copy.author, actor, recorded, request, result };
}

/** The source of an attack as its roll was made: the attacker's weapon or ability now, or a skill roll's domain. */
export function attackSource(actor: Actor.Implementation, recorded: Record<string, unknown>): ActionSource | null {
  const targets = (Array.isArray(recorded.targets) ? recorded.targets : [])
    .map(record)
    .filter((x) => typeof x.uuid === 'string')
    .map((x) => ({ uuid: x.uuid as string, name: String(x.name ?? '') }));
  if (recorded.source === 'weapon' || recorded.source === 'ability') {
    const item = actor.items.get(String(recorded.itemId ?? '')) as Item.Implementation | undefined;
    return item ? { kind: recorded.source, item, label: item.name ?? '', targets } : null;
  }
  const skill = SKILLS.find((x) => x === recorded.skill);
  return recorded.source === 'skill' && skill ? { kind: 'skill', skill, label: '', targets } : null;
}
