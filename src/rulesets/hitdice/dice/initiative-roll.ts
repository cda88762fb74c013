/**
 * Initiative (HD-7, HD-8): 3d6 counting successes (5+ = 1, 6 = 2), exertion if not surprised, any
 * Affinity dice; surprised rolls the pool twice and keeps the lower. +1 Resolve when not surprised.
 */
import type { Resolution } from '../../../core';
import { hitdiceChatRoll, HitdiceRoll, type MadeHitdice } from './hitdice-roll';
import { resolveInitiative, initiativeScore, type InitiativeRequest, type InitiativeResult } from '../rules';
import { triggerWords } from './action-roll';
import { poolDieView, successWords, type Localize } from './dice-view';

export const INITIATIVE_CARD = 'systems/manifold/templates/hitdice/chat/initiative-card.hbs';

export interface InitiativeRollRequest extends InitiativeRequest {
  actorName: string;
  combatantId?: string;
}

export class HitdiceInitiativeRoll extends HitdiceRoll<InitiativeRollRequest, InitiativeResult> {
  static override CHAT_TEMPLATE = INITIATIVE_CARD;

  /** The chat roll of initiative made: 3d6 and exertion (twice when surprised), then Affinity. */
  static of(made: MadeHitdice<InitiativeRollRequest, InitiativeResult>, actorUuid?: string): HitdiceInitiativeRoll {
    return hitdiceChatRoll(HitdiceInitiativeRoll, made, actorUuid);
  }

  get initiative(): InitiativeResult | undefined {
    return this.reading;
  }

  protected rules(request: InitiativeRollRequest): Resolution<InitiativeResult> {
    return resolveInitiative(request);
  }

  protected card(
    request: InitiativeRollRequest,
    result: InitiativeResult | undefined,
    isPrivate: boolean,
    t: Localize,
  ) {
    return initiativeCardContext(request, result, isPrivate, t);
  }
}

export function initiativeCardContext(
  request: InitiativeRollRequest,
  result: InitiativeResult | undefined,
  isPrivate: boolean,
  t: Localize,
) {
  const title = t('MANIFOLD.hitdice.card.initiativeTitle', { name: request.actorName });
  if (isPrivate || !result) return { title, private: true };
  const affinity = result.dice.filter((d) => d.role === 'affinity').map((d) => poolDieView(d, t));
  const rolls = result.rolls.map((dice, i) => ({
    label: result.surprised ? t('MANIFOLD.hitdice.card.surprisedRoll', { n: i + 1 }) : '',
    kept: i === result.kept,
    dice: dice.map((d) => poolDieView(d, t, i !== result.kept)),
  }));
  const rows = [
    { label: t('MANIFOLD.hitdice.card.highestDie'), value: String(result.highestDie) },
    { label: t('MANIFOLD.hitdice.card.score'), value: initiativeScore(result).toFixed(1) },
  ];
  if (result.resolveGain > 0) rows.push({ label: t('MANIFOLD.hitdice.card.resolveGain'), value: '+1' });
  if (result.burned > 0)
    rows.push({ label: t('MANIFOLD.hitdice.card.burned'), value: String(result.apply.bodyBurned) });
  return {
    title,
    subtitle: result.surprised ? t('MANIFOLD.hitdice.card.surprised') : '',
    rolls,
    affinity,
    rows,
    outcome: { label: successWords(result.successes, t), tone: result.successes > 0 ? 'success' : 'failure' },
    resolveNote: result.round.resolveCheck ? triggerWords(result.round.triggers, t) : '',
  };
}
