/**
 * Defense rolls (CD-2): a player answers a monster's attack with Reflex (dodge) or Vigor (block
 * with a shield); Defend gives advantage until their next turn (CD-7); a darkvision monster in
 * total darkness gives disadvantage (setting). The dialog shows the chance to avoid the hit and
 * the damage that would get through Armor.
 */
import { localize } from '../../../foundry/i18n';
import { countdownText } from '../text';
import type { RollDialogConfig, RollDialogValues } from '../../../foundry/rolls/roll-dialog';
import {
  checkDifficulty,
  classRow,
  defenseOdds,
  defenseProfile,
  countdownKey,
  isRefusal,
  type DefenseMethod,
  type DefenseRequest,
  type DefenseResult,
  type LightLevel,
  type Refusal,
} from '../rules';
import { defenderSnapshot, derivedOf, lightOf, vitalsOf, type CountdownCharacter } from '../data/snapshot';
import type { Amount } from '../data/types';
import { CountdownDefenseRoll, type DefenseRollRequest } from '../dice/defense-roll';
import { countdownSetting, SETTING } from '../settings';
import { partyLight } from '../apps/world-panel-state';
import { shieldWallNearby } from '../canvas/distance';
import { afterCheck } from './check';
import { edgeNotes, field, grantedEdges, readLight } from './dialog';
import { countdownPlan } from './plan';
import { spendUse } from './uses';
import type { RollPlan } from '../../../foundry/rolls/pipeline';
import { dialogDefaults } from '../../../foundry/rolls/roll-dialog';

export interface IncomingAttack {
  /** The attacking monster (the request card's answer is checked against it). */
  attackerUuid?: string;
  attackerName: string;
  damage: Amount;
  darkvision: boolean;
}

export function defenseRequestFrom(
  actor: CountdownCharacter,
  attack: IncomingAttack,
  values: RollDialogValues,
): DefenseRequest {
  const method: DefenseMethod = values.method === 'block' ? 'block' : 'dodge';
  const defender = defenderSnapshot(actor);
  if (defender.armor && !defender.armor.shieldWall && shieldWallNearby(actor)) defender.armor.shieldWall = true;
  return {
    defender,
    method,
    damage: attack.damage,
    trained: values.trained === true,
    defending: actor.statuses.has('defending'),
    light: readLight(values, 'bright'),
    attackerDarkvision: attack.darkvision && countdownSetting<boolean>(SETTING.darkvision),
    brace: values.brace === true,
    ...grantedEdges(values),
  };
}

export function defenseDialog(
  actor: CountdownCharacter,
  attack: IncomingAttack,
  method: DefenseMethod,
  light: LightLevel,
): RollDialogConfig {
  const braceable = !!classRow(derivedOf(actor).classId)?.features.brace && !actor.system.uses.wardenBrace;
  return {
    // The method is the dialog's first field (and may change there): the title names the defender only.
    title: countdownText('dialog.defenseTitle', { name: actor.name ?? '' }),
    fields: [
      field.select('method', 'dialog.defenseMethod', ['dodge', 'block'], 'defense', method),
      field.check('trained', 'dialog.trained', false, 'dialog.defenseTrainedHint'),
      field.light(light),
      ...field.edges(),
      ...(braceable ? [field.check('brace', 'dialog.brace', false, 'dialog.braceHint')] : []),
    ],
    evaluate: (values) => {
      const request = defenseRequestFrom(actor, attack, values);
      const profile = defenseProfile(request);
      const odds = defenseOdds(request);
      if (!profile.ok || isRefusal(odds)) {
        const refusal = !profile.ok ? profile : (odds as Refusal);
        return { odds: null, error: localize(refusal.reason, refusal.data) };
      }
      if (request.brace && profile.stat !== 'vigor')
        return { odds: null, error: localize(countdownKey('refusal.braceNeedsVigorOrResolve')) };
      return {
        odds,
        notes: [
          { label: countdownKey('card.attacker'), value: attack.attackerName },
          {
            label: countdownKey('dialog.difficulty'),
            value: String(
              checkDifficulty({
                stat: profile.stat,
                value: actor.system.stats[profile.stat],
                trained: profile.trained,
              }),
            ),
          },
          { label: countdownKey('sheet.armor'), value: String(profile.armor) },
          ...edgeNotes(profile.edges),
        ],
      };
    },
  };
}

/** The method the dialog starts on: the one more likely to avoid the hit (dodge on a tie, or when neither can). */
export function likelierMethod(actor: CountdownCharacter, attack: IncomingAttack, light: LightLevel): DefenseMethod {
  const chance = (method: DefenseMethod) => {
    const dialog = defenseDialog(actor, attack, method, light);
    return dialog.evaluate(dialogDefaults(dialog)).odds?.headline.probability ?? -1;
  };
  return chance('block') > chance('dodge') ? 'block' : 'dodge';
}

/**
 * The player's defense: the dialog offers dodge or block with the odds of each (CD-2); refused
 * for the dead. A Warden's brace is spent once the roll is made; a dying defender's natural 20
 * stabilizes them after the card is posted (CD-10).
 */
export function defensePlan(
  actor: CountdownCharacter,
  attack: IncomingAttack,
): RollPlan<DefenseRollRequest, DefenseResult> | null {
  if (vitalsOf(actor).status === 'dead') {
    ui.notifications?.warn(localize(countdownKey('refusal.alreadyDead')));
    return null;
  }
  const light = lightOf(actor, partyLight());
  const method = likelierMethod(actor, attack, light);
  return countdownPlan(CountdownDefenseRoll, {
    kind: 'defense',
    actor,
    dialog: defenseDialog(actor, attack, method, light),
    request: (values) => ({
      defense: defenseRequestFrom(actor, attack, values),
      ...(attack.attackerUuid ? { attackerUuid: attack.attackerUuid } : {}),
      attackerName: attack.attackerName,
      defenderName: actor.name ?? '',
      ...(vitalsOf(actor).status === 'dying' ? { dying: true } : {}),
    }),
    async commit({ request }) {
      if (request.defense.brace) await spendUse(actor, 'wardenBrace');
    },
    posted: ({ result }) => afterCheck(actor, result.check),
  });
}
