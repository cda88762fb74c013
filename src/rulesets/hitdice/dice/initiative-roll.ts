/**
 * Initiative (HD-7, HD-8): 3d6 counting successes (5+ = 1, 6 = 2), exertion if not surprised, any
 * Affinity dice; surprised rolls the pool twice and keeps the lower. +1 Resolve when not surprised.
 */
import { toInteger, type ScriptedDice } from '../../../core';
import { ManifoldRoll } from '../../../foundry/rolls/manifold-roll';
import {
  INITIATIVE_DICE,
  MAX_STORED_DICE,
  SURPRISED_ROLLS,
  resolveInitiative,
  initiativeScore,
  type InitiativeRequest,
  type InitiativeResult,
} from '../rules';
import { triggerWords } from './action-roll';
import { dressSafeDice, localizer, poolDieView, poolFormula, successWords, type Localize } from './dice-view';

export const INITIATIVE_CARD = 'systems/manifold/templates/hitdice/chat/initiative-card.hbs';

export interface InitiativeRollRequest extends InitiativeRequest {
  actorName: string;
  combatantId?: string;
}

export class HitdiceInitiativeRoll extends ManifoldRoll {
  static override CHAT_TEMPLATE = INITIATIVE_CARD;

  static build(request: InitiativeRollRequest, actorUuid?: string): HitdiceInitiativeRoll {
    const count = (v: unknown) => toInteger(v, { min: 0, max: MAX_STORED_DICE });
    const exertion = count(request.exertion);
    const base = poolFormula([
      { count: INITIATIVE_DICE, role: 'initiative' },
      { count: exertion, role: 'exertion' },
    ]);
    const affinity = count(request.affinityDice);
    const rolls = Array.from({ length: request.surprised ? SURPRISED_ROLLS : 1 }, () => base);
    if (affinity > 0) rolls.push(poolFormula([{ count: affinity, role: 'affinity' }]));
    return new HitdiceInitiativeRoll(
      rolls.join(' + '),
      {},
      {
        ruleset: 'hitdice',
        request: request as unknown as Record<string, unknown>,
        ...(actorUuid ? { actorUuid } : {}),
      },
    );
  }

  get request(): InitiativeRollRequest {
    return this.options.request as unknown as InitiativeRollRequest;
  }

  get initiative(): InitiativeResult | undefined {
    return this.outcome as unknown as InitiativeResult | undefined;
  }

  override async evaluate(options?: Parameters<Roll['evaluate']>[0]): Promise<Roll.Evaluated<this>> {
    dressSafeDice(this as never);
    return super.evaluate(options);
  }

  protected interpret(dice: ScriptedDice): Record<string, unknown> {
    return resolveInitiative(this.request, dice) as unknown as Record<string, unknown>;
  }

  protected cardContext(isPrivate: boolean) {
    return initiativeCardContext(this.request, this.initiative, isPrivate, localizer());
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
