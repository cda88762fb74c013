/**
 * The GM's side of a card, rebuilt: the message's author may rewrite it (its rolls' options and
 * dice, its flags), so the GM reads only its own copy of the roll (roll-record.ts) for the
 * player's choices and the dice, takes every stat, item, defense and vital from the world, builds
 * the request with the sheet flow's own builder, and runs the engine again on the copied dice.
 */
import { resolveWith, type Resolution } from '../../../core';
import type { RollDialogValues } from '../../../foundry/rolls/roll-dialog';
import { NOT_RECORDED, recordedDice, trustedRecord, type RecordedRoll } from '../../../foundry/chat/roll-record';
import { actorByUuid } from '../../../foundry/documents/lookup';
import { RelayRefused } from '../../../foundry/relay';
import {
  classRow,
  edgeLabel,
  countdownKey,
  isRefusal,
  type AttackRequest,
  type AttackResult,
  type CheckRequest,
  type CheckResult,
  type DefenseRequest,
  type DefenseResult,
} from '../rules';
import { derivedOf, isMonster, itemsOf, vitalsOf, type CountdownCharacter } from '../data/snapshot';
import { TYPES, type GearSystem, type WeaponSystem } from '../data/types';
import { CountdownAttackRoll, type AttackRollRequest } from '../dice/attack-roll';
import { CountdownCheckRoll, type CheckRollRequest } from '../dice/check-roll';
import { CountdownDefenseRoll, type DefenseRollRequest } from '../dice/defense-roll';
import { CountdownHealingRoll, type HealingOutcome, type HealingRollRequest } from '../dice/healing-roll';
import { attackRequestFrom, targetInfo, type WeaponItem } from '../flows/attack';
import { checkRequestFrom, skillCheck, type CheckBase } from '../flows/check';
import { defenseRequestFrom, type IncomingAttack } from '../flows/defense';
import type { GearItem } from '../flows/healing';
import { characterByUuid } from './checks';

const UNFIT = countdownKey('refusal.rollDoesNotFit');

/** Refuses the card with a reason the player reads. */
function refuse(reason: string): never {
  throw new RelayRefused(reason);
}

interface Recorded<Req> {
  /** The roll's own options as the GM copied them: read only for the player's choices. */
  request: Partial<Req>;
  actorUuid: unknown;
  roll: RecordedRoll;
}

/**
 * The GM's copy of a card's roll, made by this requester (or a GM): refused when the GM's table
 * never saw it made. Nothing of the message itself is read but which message it is.
 */
export async function recordedRoll<Req>(
  message: ChatMessage.Implementation,
  requester: User.Implementation,
): Promise<Recorded<Req> | null> {
  const record = await trustedRecord(message);
  if (!record) refuse(NOT_RECORDED);
  const roll = record.rolls[0];
  if (!roll || roll.options.ruleset !== 'countdown') return null;
  if (!requester.isGM && record.author !== requester.id) return null;
  const request = roll.options.request;
  if (!request || typeof request !== 'object') return null;
  return { request: request as Partial<Req>, actorUuid: roll.options.actorUuid, roll };
}

/** The engine run again on the GM's copy of the dice: refused unless they fit the rebuilt request exactly. */
function replay<Out>(resolve: (request: unknown) => Resolution<unknown>, request: unknown, roll: RecordedRoll): Out {
  const dice = recordedDice(roll);
  let result: unknown;
  try {
    result = resolveWith(resolve(request), dice);
  } catch {
    refuse(UNFIT);
  }
  if (dice.remaining !== 0 || isRefusal(result)) refuse(UNFIT);
  return result as Out;
}

/** The roll's actor, if the requester may act for it (a GM may act for anyone). */
function actingCharacter(uuid: unknown, requester: User.Implementation): CountdownCharacter | null {
  const actor = characterByUuid(uuid);
  return actor && (requester.isGM || actor.testUserPermission(requester, 'OWNER')) ? actor : null;
}

/** The dialog's advantage and disadvantage boxes, as the recorded edges show them ticked. */
function edgeBoxes(edges: { advantages?: unknown; disadvantages?: unknown } | undefined): RollDialogValues {
  const has = (list: unknown, label: string) => Array.isArray(list) && list.includes(label);
  return {
    advantage: has(edges?.advantages, edgeLabel('granted')),
    disadvantage: has(edges?.disadvantages, edgeLabel('imposed')),
  };
}

/** A weapon of the attacker: by its id, else (older cards) by its name. */
function weaponOf(actor: CountdownCharacter, request: Partial<AttackRollRequest>): WeaponItem | null {
  const weapons = itemsOf<WeaponSystem>(actor, TYPES.weapon) as WeaponItem[];
  const byId = request.weaponId ? weapons.find((w) => w.id === request.weaponId) : undefined;
  return byId ?? (request.weaponId ? null : (weapons.find((w) => w.name === request.weaponName) ?? null));
}

export interface RebuiltAttack {
  result: AttackResult;
  target: Actor.Implementation | null;
}

/** An attack as the world says it went: the attacker's stats and weapon, the target's Armor now. */
export async function rebuiltAttack(
  message: ChatMessage.Implementation,
  requester: User.Implementation,
): Promise<RebuiltAttack | null> {
  const recorded = await recordedRoll<AttackRollRequest>(message, requester);
  const attack = recorded?.request.attack as Partial<AttackRequest> | undefined;
  const actor = recorded && actingCharacter(recorded.actorUuid, requester);
  const weapon = actor && weaponOf(actor, recorded.request);
  if (!recorded || !attack || !actor || !weapon) return null;
  const target = actorByUuid(recorded.request.target?.uuid);
  const values: RollDialogValues = {
    mode: String(attack.mode),
    range: String(attack.range),
    stat: String(attack.stat),
    twoHanded: attack.twoHanded === true,
    unaware: attack.target?.unaware === true,
    flanked: attack.target?.flanked === true,
    compromised: attack.target?.compromised === true,
    light: String(attack.light),
    armor: Math.min(99, Math.max(0, Number(attack.target?.armor) || 0)),
    ...edgeBoxes(attack),
  };
  const rebuilt = attackRequestFrom(actor, weapon.system, targetInfo(target), values);
  // The roll itself unloads the weapon and spends its ammunition: they are read as when it was made.
  // Both are the player's own weapon and gear, which they may write themselves: the claim is theirs.
  rebuilt.loaded = attack.loaded === true;
  rebuilt.outOfAmmunition = rebuilt.mode === 'ranged' && attack.outOfAmmunition === true;
  const result = replay<AttackResult>(CountdownAttackRoll.resolve, { attack: rebuilt }, recorded.roll);
  return { result, target };
}

/**
 * The defense the dialog builds for this defender now against this attack, from the copy only the
 * player's choices: dodge or block, trained, the light, the boxes, and brace for a class that has it
 * (the roll itself spent the use). Shared by the defense card and the defense request's answer.
 */
export function rebuiltDefenseRequest(
  defender: CountdownCharacter,
  attack: IncomingAttack,
  recorded: unknown,
): DefenseRequest {
  const defense = (recorded && typeof recorded === 'object' ? recorded : {}) as Partial<DefenseRequest>;
  const brace = defense.brace === true && !!classRow(derivedOf(defender).classId)?.features.brace;
  const values: RollDialogValues = {
    method: String(defense.method),
    trained: defense.trained === true,
    light: String(defense.light),
    brace,
    ...edgeBoxes(defense),
  };
  return defenseRequestFrom(defender, attack, values);
}

export interface RebuiltDefense {
  result: DefenseResult;
  defender: CountdownCharacter;
}

/** A defense as the world says it went: the defender's Armor and stats, the monster's own damage. */
export async function rebuiltDefense(
  message: ChatMessage.Implementation,
  requester: User.Implementation,
): Promise<RebuiltDefense | null> {
  const recorded = await recordedRoll<DefenseRollRequest>(message, requester);
  const defense = recorded?.request.defense as Partial<DefenseRequest> | undefined;
  const defender = recorded && actingCharacter(recorded.actorUuid, requester);
  const monster = actorByUuid(recorded?.request.attackerUuid);
  if (!recorded || !defense || !defender || !isMonster(monster)) return null;
  const attack: IncomingAttack = {
    attackerUuid: monster.uuid,
    attackerName: monster.name ?? '',
    damage: { ...monster.system.damage },
    darkvision: monster.system.darkvision === true,
  };
  const rebuilt = rebuiltDefenseRequest(defender, attack, defense);
  const result = replay<DefenseResult>(CountdownDefenseRoll.resolve, { defense: rebuilt }, recorded.roll);
  return { result, defender };
}

const LIGHTS = ['bright', 'dim', 'dark'] as const;

/**
 * The dialog's values that give the recorded check: its stat, training, Difficulty, task and boxes,
 * with the values a request card locks laid over them.
 */
function checkValues(
  actor: CountdownCharacter,
  base: CheckBase,
  request: Partial<CheckRollRequest>,
  locked: RollDialogValues,
): RollDialogValues {
  const check = request.check as Partial<CheckRequest> | undefined;
  const target = (check?.target ?? {}) as { stat?: unknown; difficulty?: unknown; trained?: unknown };
  const chosen: RollDialogValues = {
    stat: String(target.stat),
    trained: target.trained === true,
    // The dialog's Difficulty box: 0 (the stat's own) to 30.
    difficulty: Math.min(30, Math.max(0, Math.trunc(Number(target.difficulty) || 0))),
    task: String(request.task ?? ''),
    // Any roller may tick these: the builder refuses a brace the class lacks and a routine untrained.
    brace: check?.automatic === 'brace',
    routine: check?.automatic === 'routine',
    ...edgeBoxes(check),
    ...locked,
  };
  // The light and sight boxes are not on the card: the ones whose edges match, else the defaults.
  const tries = LIGHTS.flatMap((light) => [true, false].map((sight) => ({ ...chosen, light, sight })));
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  return (
    tries.find((values) => {
      const built = checkRequestFrom(actor, base, values, true).check;
      return same(built.advantages, check?.advantages) && same(built.disadvantages, check?.disadvantages);
    }) ?? tries[0]!
  );
}

/**
 * A check the dialog builds for this actor now from a copy's choices (`locked`: what a request card
 * fixed), or null when the dialog would not have rolled it. Every edge, stat and score is the world's.
 */
export function rebuiltCheck(
  actor: CountdownCharacter,
  base: CheckBase,
  recorded: unknown,
  locked: RollDialogValues = {},
): CheckRequest | null {
  const request = (recorded && typeof recorded === 'object' ? recorded : {}) as Partial<CheckRollRequest>;
  const { check, error } = checkRequestFrom(actor, base, checkValues(actor, base, request, locked), true);
  return error ? null : check;
}

export interface RebuiltMedicine {
  check: CheckResult;
  patient: CountdownCharacter;
}

/** A Medicine check as the world says it went: the medic's Lore and training, the patient named. */
export async function rebuiltMedicine(
  message: ChatMessage.Implementation,
  requester: User.Implementation,
): Promise<RebuiltMedicine | null> {
  const recorded = await recordedRoll<CheckRollRequest>(message, requester);
  const medic = recorded && actingCharacter(recorded.actorUuid, requester);
  const patient = characterByUuid(recorded?.request.stabilizeTarget?.uuid);
  if (!recorded || !medic || !patient || patient.id === medic.id) return null;
  // Stabilizing someone else is the rules' own check, not the table's call: Medicine on Lore (or
  // the stat a Warden's brace allows), the medic's own training, the stat's Difficulty, no
  // routine pass. What the dialog let the roller choose beyond that is not believed.
  const medicine = skillCheck(medic, 'medicine');
  const braced = (recorded.request.check as Partial<CheckRequest> | undefined)?.automatic === 'brace';
  const check = rebuiltCheck(medic, medicine, recorded.request, {
    difficulty: 0,
    trained: medicine.trained,
    routine: false,
    ...(braced ? {} : { stat: medicine.stat }),
  });
  if (!check) return null;
  const previous = recorded.request.reroll;
  const request: Pick<CheckRollRequest, 'check' | 'reroll'> = {
    check,
    ...(previous && typeof previous === 'object' ? { reroll: previous as CheckResult } : {}),
  };
  return { check: replay<CheckResult>(CountdownCheckRoll.resolve, request, recorded.roll), patient };
}

const clamp = (value: unknown, max: number) => Math.min(max, Math.max(0, Math.trunc(Number(value) || 0)));

/** The healing request the world gives: the healer's item or kit as it is, the patient's vitals now. */
function healingRequest(
  healer: CountdownCharacter,
  patient: CountdownCharacter,
  recorded: Partial<HealingRollRequest>,
): HealingRollRequest | null {
  const gear = itemsOf<GearSystem>(healer, TYPES.gear) as GearItem[];
  const base = {
    vitals: vitalsOf(patient),
    target: { uuid: patient.uuid, name: patient.name ?? '' },
    ...(recorded.shortRest === true ? { shortRest: true } : {}),
  };
  if (recorded.kind === 'item') {
    const wanted = recorded as Partial<Extract<HealingRollRequest, { kind: 'item' }>>;
    const item = wanted.itemId
      ? gear.find((g) => g.id === wanted.itemId)
      : gear.find((g) => g.name === wanted.itemName);
    if (!item) return null;
    // The roll spent a use: the uses it had then, within what the item holds.
    const usesLeft = clamp(wanted.item?.usesLeft, item.system.uses.max);
    return {
      ...base,
      kind: 'item',
      item: { usesLeft, heal: { ...item.system.heal } },
      itemName: item.name ?? '',
      ...(item.id ? { itemId: item.id } : {}),
    };
  }
  if (recorded.kind === 'surgery') {
    const wanted = recorded as Partial<Extract<HealingRollRequest, { kind: 'surgery' }>>;
    const kit = gear.find((g) => g.system.catalogueId === 'surgeonsKit');
    if (!kit) return null;
    const edges = edgeBoxes(wanted.surgery);
    return {
      ...base,
      kind: 'surgery',
      surgery: {
        healer: {
          classId: derivedOf(healer).classId,
          stats: { ...healer.system.stats },
          trainedSkills: derivedOf(healer).trainedSkills,
        },
        kitUses: clamp(wanted.surgery?.kitUses, kit.system.uses.max),
        advantages: edges.advantage ? [edgeLabel('granted')] : [],
        disadvantages: edges.disadvantage ? [edgeLabel('imposed')] : [],
      },
      statValue: healer.system.stats.lore,
    };
  }
  return recorded.kind === 'none' ? { ...base, kind: 'none' } : null;
}

export interface RebuiltHealing {
  outcome: HealingOutcome;
  request: HealingRollRequest;
  patient: CountdownCharacter;
}

/** Healing as the world says it went: the healer's own item or kit, the patient as they are now. */
export async function rebuiltHealing(
  message: ChatMessage.Implementation,
  requester: User.Implementation,
): Promise<RebuiltHealing | null> {
  const recorded = await recordedRoll<HealingRollRequest>(message, requester);
  const healer = recorded && actingCharacter(recorded.actorUuid, requester);
  const patient = characterByUuid(recorded?.request.target?.uuid);
  const request = healer && patient && healingRequest(healer, patient, recorded!.request);
  if (!recorded || !request || !patient) return null;
  const outcome = replay<HealingOutcome>(CountdownHealingRoll.resolve, request, recorded.roll);
  return { outcome, request, patient };
}
