/**
 * The action roll (HD-1, HD-2, HD-3): Proficiency dice, exertion, ability bonus dice and Affinity
 * dice, read at the tier's threshold. The card shows the safe dice and the exertion dice apart, the
 * effect in hit dice, the body dice burned, and a defense button for each target of an attack.
 */
import type { Resolution } from '../../../core';
import { hitdiceChatRoll, HitdiceRoll, type MadeHitdice } from './hitdice-roll';
import { nameKey, resolveAction, type ActionRequest, type ActionResult, type ResolveTrigger } from '../rules';
import { splitPool, successWords, type Localize } from './dice-view';

export const ACTION_CARD = 'systems/manifold/templates/hitdice/chat/action-card.hbs';

export type ActionSourceKind = 'ability' | 'weapon' | 'skill' | 'stabilize';

export interface ActionTarget {
  uuid: string;
  name: string;
}

/** What the roll was asked for: the engine's request plus what the card names. */
export interface ActionRollRequest extends ActionRequest {
  label: string;
  actorName: string;
  source: ActionSourceKind;
  itemId?: string;
  skill?: string;
  /** The effect is damage: each target may defend against it (HD-4). */
  attack: boolean;
  targets: ActionTarget[];
  timing?: string;
  /** The group roll this is one participant's part of. */
  groupMessageId?: string;
}

export class HitdiceActionRoll extends HitdiceRoll<ActionRollRequest, ActionResult> {
  static override CHAT_TEMPLATE = ACTION_CARD;

  /** The chat roll of an action made: its proficiency, exertion, bonus and Affinity dice, in that order. */
  static of(made: MadeHitdice<ActionRollRequest, ActionResult>, actorUuid?: string): HitdiceActionRoll {
    return hitdiceChatRoll(HitdiceActionRoll, made, actorUuid);
  }

  get actionResult(): ActionResult | undefined {
    return this.reading;
  }

  protected rules(request: ActionRollRequest): Resolution<ActionResult> {
    return resolveAction(request);
  }

  protected card(request: ActionRollRequest, result: ActionResult | undefined, isPrivate: boolean, t: Localize) {
    return actionCardContext(request, result, isPrivate, t);
  }
}

export function triggerWords(triggers: readonly ResolveTrigger[], t: Localize): string {
  return triggers.map((id) => t(nameKey('trigger', id))).join('; ');
}

/** What the action card shows (exported for the gallery and tests). */
export function actionCardContext(
  request: ActionRollRequest,
  result: ActionResult | undefined,
  isPrivate: boolean,
  t: Localize,
) {
  const title = request.label;
  if (isPrivate || !result) return { title, private: true };
  const tierLabel = result.tier ? t(nameKey('tier', result.tier)) : t('MANIFOLD.hitdice.card.tierless');
  const subtitle = [
    request.actorName,
    tierLabel,
    t('MANIFOLD.hitdice.card.threshold', { threshold: result.threshold }),
    ...(result.required !== null ? [t('MANIFOLD.hitdice.card.needs', { required: result.required })] : []),
  ].join(' · ');
  const { safe, exertion } = splitPool(result.dice, t);
  const rows = [{ label: t('MANIFOLD.hitdice.card.successes'), value: String(result.successes) }];
  if (result.baseImpact !== null && result.met) {
    rows.push({
      label: t('MANIFOLD.hitdice.card.effect'),
      value: t('MANIFOLD.hitdice.card.effectValue', {
        effect: result.effect,
        base: result.baseImpact,
        bonus: result.bonus,
      }),
    });
  }
  if (result.pool.exertion > 0) {
    rows.push({ label: t('MANIFOLD.hitdice.card.burned'), value: String(result.apply.bodyBurned) });
  }
  if (result.pool.affinity > 0) {
    rows.push({ label: t('MANIFOLD.hitdice.card.affinitySpent'), value: String(result.pool.affinity) });
  }
  const outcome =
    result.met === null
      ? { label: successWords(result.successes, t), tone: result.successes > 0 ? 'success' : 'failure' }
      : result.met
        ? {
            label:
              result.effect > 0
                ? t('MANIFOLD.hitdice.card.successEffect', { effect: result.effect })
                : t('MANIFOLD.hitdice.card.success'),
            tone: result.bonus > 0 && result.bonus >= result.proficiency ? 'critical' : 'success',
          }
        : { label: t('MANIFOLD.hitdice.card.failure'), tone: 'failure' };
  const defends = request.attack && result.met && result.effect > 0;
  const buttons = !defends
    ? []
    : request.targets.length
      ? request.targets.map((target) => ({
          action: 'hitdice.defend',
          target: target.uuid,
          icon: 'fa-solid fa-shield-halved',
          label: t('MANIFOLD.hitdice.card.defendTarget', { name: target.name, damage: result.effect }),
        }))
      : [
          {
            action: 'hitdice.defend',
            target: '',
            icon: 'fa-solid fa-shield-halved',
            label: t('MANIFOLD.hitdice.card.defend', { damage: result.effect }),
          },
        ];
  return {
    title,
    subtitle,
    safeDice: safe,
    exertionDice: exertion,
    rows,
    outcome,
    burnedNote:
      result.apply.bodyBurned > 0 ? t('MANIFOLD.hitdice.card.burnedNote', { count: result.apply.bodyBurned }) : '',
    life: result.life !== 'active' ? t(nameKey('life', result.life)) : '',
    resolveNote: result.round.resolveCheck ? triggerWords(result.round.triggers, t) : '',
    buttons,
  };
}
