/**
 * §5 attack with a weapon item, aimed at a target chosen in the dialog: AC and Resistance come
 * from the target's derived state (Bulwark included), formation from the party (REL-8) when an
 * enemy attacks a seeker. Costs the Attack action, or the reaction for a Snap Shot (§3.4).
 */
import type { RollDialogConfig, RollDialogValues } from '../../../foundry/rolls/roll-dialog';
import type { RollPlan } from '../../../foundry/rolls/pipeline';
import { signed } from '../../../foundry/templates';
import { RelicAttackRoll } from '../dice/attack-roll';
import { actorStateOf } from '../data/snapshot';
import { rollEffectsOf } from '../data/surges';
import { currentFormation } from '../combat/formation';
import { isSeeker, type RelicItemOf } from '../data/types';
import {
  AC_BASE,
  asAttacker,
  asTarget,
  attackDamageDistribution,
  attackOdds,
  prepareAttack,
  resolveAttack,
  type AttackRequest,
  type AttackResult,
} from '../rules';
import { relicOptions } from '../settings';
import { MOST_RELIC_DICE, payFor, relicChatRoll } from './post-roll';
import { modifierNotes, num, situationalField } from './dialog';
import { prepareAction, prepareReaction } from './spend';
import { actorOptions, byUuid, enemyCandidates } from './targets';

export type WeaponItem = RelicItemOf<'weapon'>;

/** The engine request of an attack by `actor` with `weapon` on `target` (or on a bare AC). */
export function attackRequest(
  actor: Actor.Implementation,
  weapon: WeaponItem,
  target: Actor.Implementation | null,
  values: RollDialogValues,
  extra: Partial<AttackRequest> = {},
): AttackRequest {
  const attacker = actorStateOf(actor);
  const targetState = actorStateOf(target);
  const seekerAttacker = isSeeker(actor);
  const request: AttackRequest = {
    attacker: attacker ? asAttacker(attacker) : { side: seekerAttacker ? 'seeker' : 'enemy', attributes: {} },
    weapon: { tag: weapon.system.tag, weaponClass: weapon.system.weaponClass },
    target: targetState
      ? asTarget(targetState)
      : { side: seekerAttacker ? 'enemy' : 'seeker', ac: num(values.ac), resistance: 0, row: null },
    formationBroken: false,
    effects: rollEffectsOf(actor, num(values.situational)),
    damageBonus: num(values.damageBonus),
    options: relicOptions(),
    ...extra,
  };
  // REL-8: the formation matters only when an enemy attacks a seeker; REL-9: its +1 runs a round from the break.
  if (request.attacker.side === 'enemy' && request.target.side === 'seeker') {
    const { state } = currentFormation();
    request.formationBroken = state.broken;
    request.formationBonus = state.effects.enemyAttackBonus > 0;
  }
  return request;
}

export function attackFields(actor: Actor.Implementation) {
  const candidates = enemyCandidates(actor);
  return {
    candidates,
    fields: [
      {
        name: 'target',
        label: 'MANIFOLD.relic.dialog.target',
        kind: 'select' as const,
        value: candidates[0]?.uuid ?? '',
        options: actorOptions(candidates, 'MANIFOLD.relic.dialog.noTarget'),
      },
      {
        name: 'ac',
        label: 'MANIFOLD.relic.dialog.targetAc',
        kind: 'number' as const,
        value: AC_BASE,
        min: 0,
        max: 40,
        // A chosen target brings its own AC.
        appliesWhen: (values: RollDialogValues) => !byUuid(candidates, values.target),
      },
      situationalField(),
      situationalField('damageBonus', 'MANIFOLD.relic.dialog.damageBonus'),
    ],
  };
}

/** Dialog notes shared by attacks and the Execution Surge: modifiers, damage modifiers, formation, warnings. */
export function attackNotes(request: AttackRequest) {
  const setup = prepareAttack(request);
  const notes = [
    ...modifierNotes(setup.attribute, setup.modifiers),
    { label: 'MANIFOLD.relic.dialog.targetAcNote', value: String(setup.ac) },
    { label: 'MANIFOLD.relic.dialog.resistanceNote', value: String(setup.resistance) },
    ...setup.damageModifiers.map((m) => ({
      label: 'MANIFOLD.relic.dialog.damageModifier',
      value: `${game.i18n!.localize(`MANIFOLD.relic.modifier.${m.id}`)} ${signed(m.value)}`,
    })),
    ...setup.warnings.map((w) => ({
      label: 'MANIFOLD.relic.dialog.warning',
      value: game.i18n!.localize(`MANIFOLD.relic.warning.${w}`),
    })),
  ];
  const best = attackDamageDistribution(request).max;
  notes.push({ label: 'MANIFOLD.relic.dialog.maxDamage', value: String(best) });
  return notes;
}

export function attackDialog(actor: Actor.Implementation, weapon: WeaponItem, snapShot: boolean): RollDialogConfig {
  const { candidates, fields } = attackFields(actor);
  return {
    title: game.i18n!.format(snapShot ? 'MANIFOLD.relic.dialog.snapShotTitle' : 'MANIFOLD.relic.dialog.attackTitle', {
      actor: actor.name ?? '',
      weapon: weapon.name ?? '',
    }),
    fields,
    evaluate(values) {
      const request = attackRequest(actor, weapon, byUuid(candidates, values.target), values);
      return { odds: attackOdds(request), notes: attackNotes(request) };
    },
  };
}

/**
 * §5 an attack with a weapon (or §3.4 a Snap Shot, the round's reaction): the action is checked
 * before the dialog and paid once the dice are known.
 */
export async function attackPlan(
  actor: Actor.Implementation,
  weapon: WeaponItem,
  snapShot = false,
): Promise<RollPlan<AttackRequest, AttackResult> | null> {
  const spending = snapShot ? await prepareReaction(actor, 'snapShot') : await prepareAction(actor, 'attack');
  if (!spending) return null;
  const candidates = enemyCandidates(actor);
  return {
    kind: snapShot ? 'relic.snapShot' : 'relic.attack',
    actor,
    dialog: attackDialog(actor, weapon, snapShot),
    request: (values) => attackRequest(actor, weapon, byUuid(candidates, values.target), values),
    resolve: resolveAttack,
    mostDice: MOST_RELIC_DICE,
    commit: payFor(actor, spending),
    chatRoll(made) {
      const target = byUuid(candidates, made.values.target);
      return relicChatRoll(RelicAttackRoll, actor, made, {
        actorName: actor.name ?? '',
        weaponName: weapon.name ?? '',
        weaponId: weapon.id ?? null,
        targetUuid: target?.uuid ?? null,
        targetName: target?.name ?? null,
        reaction: snapShot ? 'snapShot' : null,
      });
    },
  };
}
