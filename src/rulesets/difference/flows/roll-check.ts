/** A check's plan: the dialog (or its defaults), the d100, Focus for talents, the card, automatic Momentum. */
import { localize } from '../../../foundry/i18n';
import { registry } from '../../../foundry/registry';
import { tryAskGM } from '../../../foundry/relay';
import type { RollDialogValues } from '../../../foundry/rolls/roll-dialog';
import type { RollPlan } from '../../../foundry/rolls/pipeline';
import { assessCheck, type CheckRequest, type CheckResult } from '../rules';
import { DifferenceCheckRoll, type CheckRollRequest } from '../dice/check-roll';
import { MOST_DIFFERENCE_DICE } from '../dice/difference-roll';
import { oppositionLabel, scoreLabel } from '../dice/assessment';
import { checkDialogConfig, choiceFromValues, focusCheck, type CheckDefaults } from './check-dialog';
import { checkRequest } from './check-request';
import { isDifferenceActor } from '../data/snapshot';
import { mayRoll } from './unconscious';

/** The user's first targeted token's actor, when it is a difference actor other than the roller. */
export function targetedActor(actor: Actor.Implementation): Actor.Implementation | null {
  const targets = game.user?.targets;
  for (const token of targets ?? []) {
    const target = token.actor;
    if (target && target !== actor && isDifferenceActor(target)) return target;
  }
  return null;
}

export function checkTitles(actor: Actor.Implementation, request: CheckRequest, target: Actor.Implementation | null) {
  const assessment = assessCheck(request);
  const against =
    request.opposition.kind === 'opposed' && target
      ? localize('MANIFOLD.difference.check.against', { name: target.name ?? '' })
      : `${oppositionLabel(request, assessment)} ${assessment.oppositionScore}`;
  return {
    title: scoreLabel(request.attribute, request.skill),
    subtitle: `${actor.name ?? ''} · ${against}`,
  };
}

/** Asks the GM for the Momentum a roll earned when the world adds it automatically (DIF-4). */
export async function claimAutomaticMomentum(
  message: ChatMessage.Implementation | null,
  gain: { side: string; automatic: boolean } | null,
) {
  if (!message || !gain?.automatic) return;
  await tryAskGM(registry, 'difference', 'claimMomentum', { messageId: message.id, side: gain.side });
}

/**
 * §1.1–§1.4 a check: refused before the dialog while Unconscious (DIF-6; a GM may override), the
 * Focus its talents cost paid once the d100 is known, the Momentum it earns claimed once the card
 * is posted when the world adds it automatically (DIF-4).
 */
export async function checkPlan(
  actor: Actor.Implementation,
  defaults: CheckDefaults,
): Promise<RollPlan<CheckRollRequest, CheckResult> | null> {
  if (!(await mayRoll(actor))) return null;
  const target = targetedActor(actor);
  const choice = (values: RollDialogValues) => choiceFromValues(actor, values, target);
  return {
    kind: 'difference.check',
    actor,
    dialog: checkDialogConfig(actor, defaults, target),
    request(values) {
      const check = checkRequest(actor, choice(values));
      return { check, ...checkTitles(actor, check, target) };
    },
    resolve: DifferenceCheckRoll.resolve,
    mostDice: MOST_DIFFERENCE_DICE,
    async commit({ values }) {
      // The cost already counts Focused (talentFocusCost → focusCost).
      const focus = focusCheck(actor, choice(values));
      if (focus.cost === 0) return true;
      if (!focus.ok) {
        ui.notifications?.warn(localize('MANIFOLD.difference.refusal.focus'));
        return false;
      }
      await actor.update({ system: { focus: { value: focus.have - focus.cost } } });
      return true;
    },
    chatRoll: (made) => DifferenceCheckRoll.fromMade(made, actor),
    posted: (made, message) => claimAutomaticMomentum(message, made.result.momentum),
  };
}
