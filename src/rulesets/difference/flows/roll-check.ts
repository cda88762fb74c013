/** Rolling a check: the dialog (or its defaults), Focus for talents, the d100, the card, automatic Momentum. */
import { localize } from '../../../foundry/i18n';
import { messageVisibility } from '../../../foundry/rolls/visibility';
import { registry } from '../../../foundry/registry';
import { tryAskGM } from '../../../foundry/relay';
import type { RollDialogValues } from '../../../foundry/rolls/roll-dialog';
import { configureRoll } from '../../../foundry/rolls/configure';
import type { ModifierEvent } from '../../../foundry/keybindings';
import { assessCheck, type CheckRequest } from '../rules';
import { DifferenceCheckRoll } from '../dice/check-roll';
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

export async function rollCheck(
  actor: Actor.Implementation,
  defaults: CheckDefaults,
  {
    fastForward = false,
    preset,
    event,
  }: { fastForward?: boolean; preset?: RollDialogValues; event?: ModifierEvent | undefined } = {},
): Promise<DifferenceCheckRoll | null> {
  if (!(await mayRoll(actor))) return null;
  const target = targetedActor(actor);
  // A GM's request sets the check and its Difficulty: shown, locked.
  const values = await configureRoll(checkDialogConfig(actor, defaults, target), { fastForward, event, preset });
  if (!values) return null;
  const choice = choiceFromValues(actor, values, target);
  const focus = focusCheck(actor, choice);
  const request = checkRequest(actor, choice);
  // The cost already counts Focused (talentFocusCost → focusCost).
  if (focus.cost > 0) await actor.update({ system: { focus: { value: focus.have - focus.cost } } });
  const roll = await DifferenceCheckRoll.rolled({ check: request, ...checkTitles(actor, request, target) }, actor.uuid);
  const message = (await roll.toMessage(
    { speaker: ChatMessage.getSpeaker({ actor }) },
    messageVisibility(values),
  )) as ChatMessage.Implementation | null;
  await claimAutomaticMomentum(message, roll.resolved.momentum);
  return roll;
}
