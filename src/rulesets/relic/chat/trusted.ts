/**
 * A card's roll as the GM may believe it: the GM's own copy of the dice and of the player's
 * choices (which actor, which weapon or relic, which target, the dialog's numbers within the
 * dialog's bounds), read against the world as it is now. Stats, defenses, amounts and outcomes are
 * never taken from the message: its author may have rewritten all of it. Every refusal here
 * throws with the words the requester reads.
 */
import { resolveWith, type DiceSource, type ScriptedDice } from '../../../core';
import { NOT_RECORDED, recordedDice, trustedRecord, type RecordedRoll } from '../../../foundry/chat/roll-record';
import { actorByUuid, itemByUuid } from '../../../foundry/documents/lookup';
import { RelayRefused } from '../../../foundry/relay';
import type { RollDialogField, RollDialogValues } from '../../../foundry/rolls/roll-dialog';
import { isSeeker, itemsOf, relicItemOf } from '../data/types';
import {
  resolveActivation,
  resolveAttack,
  resolveBurn,
  RESONANCE_MAX,
  type ActivationResult,
  type AttackRequest,
  type AttackResult,
  type BurnRequest,
  type BurnResult,
  type RollEffects,
} from '../rules';
import { activationRequest, type RelicItem } from '../flows/activate';
import { attackFields, attackRequest, type WeaponItem } from '../flows/attack';
import { burnRequest, burnSetup } from '../flows/burn';
import { situationalField } from '../flows/dialog';
import { actorStateOf } from '../data/snapshot';
import { cardStateOf } from './card-state';

export const DICE_MISMATCH = 'MANIFOLD.relic.trust.diceMismatch';

type Options = Record<string, unknown>;
const objectOf = (v: unknown): Options => (v && typeof v === 'object' ? (v as Options) : {});

/** The first roll of the card as the GM saw it created, and whether a GM made it; refused without a copy. */
export async function recordedRoll(
  message: ChatMessage.Implementation,
): Promise<{ roll: RecordedRoll; byGM: boolean }> {
  const record = await trustedRecord(message);
  const roll = record?.rolls[0];
  if (!record || !roll || roll.options.ruleset !== 'relic') throw new RelayRefused(NOT_RECORDED);
  return { roll, byGM: Boolean(game.users?.get(record.author)?.isGM) };
}

/** Runs the rules on the recorded faces; refused when they do not fit what the rebuilt request rolls. */
function replay<T>(roll: RecordedRoll, resolve: (dice: DiceSource) => T): T {
  const dice: ScriptedDice = recordedDice(roll);
  let result: T;
  try {
    result = resolve(dice);
  } catch {
    throw new RelayRefused(DICE_MISMATCH);
  }
  if (dice.remaining !== 0) throw new RelayRefused(DICE_MISMATCH);
  return result;
}

/** A number the player typed in a dialog field, held to what the field allows. */
function bounded(fields: readonly RollDialogField[], name: string, raw: unknown): number {
  const field = fields.find((f) => f.name === name) as { min?: number; max?: number } | undefined;
  const value = Math.trunc(Number(raw) || 0);
  return Math.min(field?.max ?? 0, Math.max(field?.min ?? 0, value));
}

/** The attack dialog's numbers as the player chose them, within the dialog's bounds. */
function attackValues(actor: Actor.Implementation, recorded: Options, extra: RollDialogValues = {}): RollDialogValues {
  const fields = attackFields(actor).fields;
  const request = objectOf(recorded);
  return {
    ...extra,
    ac: bounded(fields, 'ac', objectOf(request.target).ac),
    situational: bounded(fields, 'situational', objectOf(request.effects).situational),
    damageBonus: bounded(fields, 'damageBonus', request.damageBonus),
  };
}

/**
 * A rebuilt request with the Restoration bonus the roll was made with. The roll itself used the
 * surge up, so the world no longer shows it when the GM reads the card; the surge sat on the
 * roller's own actor, which its owner may write anyway, so the copy's figure is believed up to
 * what one surge gives (a Burn releases at most all its Resonance).
 */
function withRestorationAsRolled<R extends { effects?: RollEffects }>(request: R, recorded: Options): R {
  const claimed = Math.trunc(Number(objectOf(recorded.effects).restoration) || 0);
  return { ...request, effects: { ...request.effects, restoration: Math.min(RESONANCE_MAX, Math.max(0, claimed)) } };
}

/** The actor a recorded uuid names, unless it is `not` (nobody attacks or disrupts themself). */
function otherActor(uuid: unknown, not: Actor.Implementation): Actor.Implementation | null {
  const actor = actorByUuid(uuid);
  return actor && actor.uuid !== not.uuid ? actor : null;
}

export interface TrustedAttack {
  attack: AttackResult;
  attacker: Actor.Implementation;
  target: Actor.Implementation | null;
}

function trustedPlainAttack(roll: RecordedRoll): TrustedAttack | null {
  const attacker = actorByUuid(roll.options.actorUuid);
  const context = objectOf(roll.options.relic);
  const weapon = relicItemOf(
    attacker?.items.get(String(context.weaponId ?? '')) ?? null,
    'weapon',
  ) as WeaponItem | null;
  if (!attacker || !weapon) return null;
  const target = otherActor(context.targetUuid, attacker);
  const recorded = objectOf(roll.options.request);
  const request: AttackRequest = withRestorationAsRolled(
    attackRequest(attacker, weapon, target, attackValues(attacker, recorded)),
    recorded,
  );
  return { attack: replay(roll, (dice) => resolveWith(resolveAttack(request), dice)), attacker, target };
}

export interface TrustedBurn {
  burner: Actor.Implementation;
  request: BurnRequest;
  result: BurnResult;
  /** The Resonance the player released when rolling (the GM's copy). */
  released: unknown;
}

/**
 * A Burn rebuilt from the burner now and the choices the player made (weapon, target, enemies).
 * `applied` is the Resonance the GM released when it applied the Burn: the Burn is then read again
 * as it was let through, whatever it spent since.
 */
export function trustedBurnOf(roll: RecordedRoll, byGM: boolean, applied?: number): TrustedBurn | null {
  const burner = actorByUuid(roll.options.actorUuid);
  const found = burner ? burnSetup(burner) : null;
  if (!burner || !found) return null;
  const setup = applied === undefined ? found : { ...found, state: { ...found.state, resonance: applied } };
  const recorded = objectOf(roll.options.request);
  const context = objectOf(roll.options.relic);
  const execution = objectOf(recorded.execution);
  const chosen = Array.isArray(recorded.disruptionTargets) ? (recorded.disruptionTargets as unknown[]) : [];
  // The other side only: the rules' reach is over enemies.
  const enemies = [...new Set([context.targetUuid, ...chosen])]
    .map((uuid) => otherActor(uuid, burner))
    .filter((a): a is Actor.Implementation => Boolean(a) && !isSeeker(a));
  const values: RollDialogValues = attackValues(burner, execution, {
    weapon: String(context.weaponId ?? ''),
    target: String(context.targetUuid ?? ''),
  });
  enemies.forEach((enemy, i) => (values[`enemy${i}`] = chosen.includes(enemy.uuid)));
  // Only a GM may override the action cost: a player's roll says nothing a GM did not.
  const override = applied !== undefined || (byGM && Boolean(recorded.gmOverride));
  const request = burnRequest(burner, { ...setup, enemies }, values, override);
  const result = replay(roll, (dice) => resolveWith(resolveBurn(request), dice));
  if (!result.ok) return null;
  return { burner, request, result, released: objectOf(recorded.burner).resonance };
}

/** The attack a card carries — an attack roll's, or a Burn's Execution attack — from the GM's copy and the world. */
export async function trustedAttackOf(message: ChatMessage.Implementation): Promise<TrustedAttack | null> {
  const { roll, byGM } = await recordedRoll(message);
  if ('burner' in objectOf(roll.options.request)) {
    // Execution's damage follows the Burn the GM applied, at the Resonance it released.
    const released = cardStateOf(message).burn?.resonance;
    if (typeof released !== 'number') return null;
    const burn = trustedBurnOf(roll, byGM, released);
    if (!burn?.result.attack) return null;
    // As the Burn's request took it: an enemy, or none (a bare AC).
    const target = otherActor(objectOf(roll.options.relic).targetUuid, burn.burner);
    return { attack: burn.result.attack, attacker: burn.burner, target: isSeeker(target) ? null : target };
  }
  return trustedPlainAttack(roll);
}

export interface TrustedActivation {
  actor: Actor.Implementation;
  relic: RelicItem;
  result: ActivationResult;
  /** The seeker chosen for the HP a tier restores, if any. */
  target: Actor.Implementation | null;
  /** The HP the rolled tier of the relic restores now. */
  heal: number;
}

/** A relic activation rebuilt from its user and relic now and the player's situational modifier. */
export async function trustedActivationOf(message: ChatMessage.Implementation): Promise<TrustedActivation | null> {
  const { roll } = await recordedRoll(message);
  const actor = actorByUuid(roll.options.actorUuid);
  const context = objectOf(roll.options.relic);
  const relic = relicItemOf(itemByUuid(context.relicUuid), 'relic') as RelicItem | null;
  if (!actor || !relic || !itemsOf(actor, 'relic').some((r) => r.uuid === relic.uuid)) return null;
  const recorded = objectOf(roll.options.request);
  const situational = objectOf(recorded.effects).situational;
  const request = withRestorationAsRolled(
    activationRequest(actor, relic, { situational: bounded([situationalField()], 'situational', situational) }),
    recorded,
  );
  const result = replay(roll, (dice) => resolveWith(resolveActivation(request), dice));
  const target = actorByUuid(context.targetUuid);
  const healer = target && isSeeker(target) && actorStateOf(target) ? target : null;
  const heal = healer ? Math.max(0, Math.trunc(Number(relic.system.tier(result.tier).heal) || 0)) : 0;
  return { actor, relic, result, target: healer, heal };
}
