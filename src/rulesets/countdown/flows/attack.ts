/**
 * Attacks from the sheet: the weapon's mode (melee Vigor, ranged Reflex, thrown Vigor, Finesse
 * either), range, and the target's state (unaware, flanked, compromised) feed the engine; the
 * dialog shows the hit chance and damage after the target's Armor before rolling.
 */
import { localize } from '../../../foundry/i18n';
import { countdownText } from '../text';
import type { RollDialogConfig, RollDialogValues } from '../../../foundry/rolls/roll-dialog';
import {
  attackOdds,
  attackProfile,
  DISTANCES,
  countdownKey,
  isRefusal,
  type AttackMode,
  type AttackRequest,
  type AttackResult,
  type Distance,
  type LightLevel,
  type Refusal,
} from '../rules';
import {
  attackerSnapshot,
  isCharacter,
  isMonster,
  itemsOf,
  lightOf,
  weaponProfile,
  type CountdownCharacter,
} from '../data/snapshot';
import { TYPES, type GearSystem, type WeaponSystem } from '../data/types';
import { monsterArmor } from '../data/derive';
import { CountdownAttackRoll, type AttackRollRequest } from '../dice/attack-roll';
import { partyLight } from '../apps/world-panel-state';
import { edgeNotes, field, grantedEdges, readLight } from './dialog';
import { markRangedUse } from './ammunition';
import { countdownPlan } from './plan';
import type { RollPlan } from '../../../foundry/rolls/pipeline';

export type WeaponItem = Item.Implementation & { system: WeaponSystem };

/** The attack modes a weapon can make (the engine refuses the others). */
export function attackModes(weapon: WeaponSystem): AttackMode[] {
  const modes: AttackMode[] = [];
  if (weapon.range.close && !weapon.tags.ranged) modes.push('melee');
  if (weapon.properties.thrown) modes.push('thrown');
  if (weapon.tags.ranged) modes.push('ranged');
  return modes;
}

/** The ammunition a ranged weapon shoots: bolts for crossbows, arrows otherwise. */
export function ammunitionKind(weapon: WeaponSystem): 'arrows' | 'bolts' {
  return weapon.tags.crossbow || weapon.tags.handCrossbow ? 'bolts' : 'arrows';
}

/** Out of ammunition: no carried arrows/bolts of the kind with a live countdown die. */
export function outOfAmmunition(actor: CountdownCharacter, weapon: WeaponSystem): boolean {
  const kind = ammunitionKind(weapon);
  return !itemsOf<GearSystem>(actor, TYPES.gear).some(
    (g) =>
      g.system.ammunition === kind &&
      g.system.quantity > 0 &&
      (!g.system.countdown.enabled || g.system.countdown.die > 0),
  );
}

export interface AttackTargetInfo {
  uuid: string;
  name: string;
  armor: number;
}

/** The Armor of whatever is targeted: a monster's (with its effects' bonus), or a character's derived Armor. */
export function targetInfo(actor: Actor.Implementation | null | undefined): AttackTargetInfo | undefined {
  if (!actor) return undefined;
  const armor = isMonster(actor) ? monsterArmor(actor.system) : isCharacter(actor) ? actor.system.derived.armor : 0;
  return { uuid: actor.uuid, name: actor.name ?? '', armor };
}

/** The user's first targeted token's actor, if any. */
export function currentTarget(): AttackTargetInfo | undefined {
  const token = [...(game.user?.targets ?? [])][0];
  return targetInfo(token?.actor ?? null);
}

export function attackRequestFrom(
  actor: CountdownCharacter,
  weapon: WeaponSystem,
  target: AttackTargetInfo | undefined,
  values: RollDialogValues,
): AttackRequest {
  const modes = attackModes(weapon);
  const mode = modes.find((m) => m === values.mode) ?? modes[0] ?? 'melee';
  const range = DISTANCES.find((d) => d === values.range) ?? 'close';
  const twoHanded = values.twoHanded === true;
  return {
    attacker: attackerSnapshot(actor),
    weapon: weaponProfile(weapon),
    mode,
    range,
    target: {
      armor: target ? target.armor : Number(values.armor) || 0,
      unaware: values.unaware === true,
      flanked: values.flanked === true,
      compromised: values.compromised === true,
    },
    ...(weapon.properties.finesse && (values.stat === 'vigor' || values.stat === 'reflex')
      ? { stat: values.stat }
      : {}),
    ...(twoHanded ? { twoHanded } : {}),
    loaded: weapon.loaded,
    outOfAmmunition: mode === 'ranged' && outOfAmmunition(actor, weapon),
    light: readLight(values, 'bright'),
    ...grantedEdges(values),
  };
}

export function attackDialog(
  actor: CountdownCharacter,
  weapon: WeaponItem,
  target: AttackTargetInfo | undefined,
  light: LightLevel,
): RollDialogConfig {
  const modes = attackModes(weapon.system);
  const defaultRange: Distance = modes[0] === 'ranged' ? (weapon.system.range.far ? 'far' : 'near') : 'close';
  const fields: RollDialogConfig['fields'] = [
    field.select('mode', 'dialog.mode', modes, 'attackMode', modes[0] ?? 'melee'),
    field.select('range', 'dialog.range', DISTANCES, 'distance', defaultRange),
  ];
  if (!target)
    fields.push({
      name: 'armor',
      label: countdownKey('dialog.targetArmor'),
      kind: 'number',
      value: 0,
      min: 0,
      max: 99,
    });
  if (weapon.system.properties.finesse) {
    const best = actor.system.stats.reflex > actor.system.stats.vigor ? 'reflex' : 'vigor';
    fields.push(field.select('stat', 'dialog.finesseStat', ['vigor', 'reflex'], 'stat', best));
  }
  if (weapon.system.properties.versatile) fields.push(field.check('twoHanded', 'dialog.twoHanded'));
  fields.push(
    field.check('unaware', 'dialog.unaware'),
    field.check('flanked', 'dialog.flanked'),
    field.check('compromised', 'dialog.compromised'),
    field.light(light),
    ...field.edges(),
  );
  return {
    title: countdownText('card.attackTitle', { weapon: weapon.name ?? '' }),
    fields,
    evaluate: (values) => {
      const request = attackRequestFrom(actor, weapon.system, target, values);
      const profile = attackProfile(request);
      const odds = attackOdds(request);
      if (!profile.ok || isRefusal(odds)) {
        const refusal = !profile.ok ? profile : (odds as Refusal);
        return { odds: null, error: localize(refusal.reason, refusal.data) };
      }
      const notes = [
        ...(target
          ? [
              {
                label: countdownKey('card.target'),
                value: `${target.name} (${countdownText('sheet.armor')} ${target.armor})`,
              },
            ]
          : []),
        {
          label: countdownKey('dialog.difficulty'),
          value: `${profile.difficulty} (${countdownText(`stat.${profile.stat}`)}${profile.trained ? `, ${countdownText('sheet.trained')}` : ''})`,
        },
        ...edgeNotes(profile.edges),
      ];
      return { odds, notes };
    },
  };
}

/**
 * An attack with a weapon at the target (the user's first targeted token, unless given): a shot
 * that must be reloaded unloads the weapon and a ranged shot marks the ammunition for the end of
 * combat, once the roll is made.
 */
export function attackPlan(
  actor: CountdownCharacter,
  weapon: WeaponItem,
  target: AttackTargetInfo | undefined = currentTarget(),
): RollPlan<AttackRollRequest, AttackResult> {
  return countdownPlan(CountdownAttackRoll, {
    kind: 'attack',
    actor,
    dialog: attackDialog(actor, weapon, target, lightOf(actor, partyLight())),
    request: (values) => ({
      attack: attackRequestFrom(actor, weapon.system, target, values),
      weaponName: weapon.name ?? '',
      ...(weapon.id ? { weaponId: weapon.id } : {}),
      ...(target ? { target: { uuid: target.uuid, name: target.name } } : {}),
    }),
    async commit({ request, result }) {
      if (result.mustReload) await weapon.update({ system: { loaded: false } });
      if (request.attack.mode === 'ranged') await markRangedUse(actor);
    },
  });
}
