/**
 * The Resolve check (HD-7): one d6 read by the Resolve table — 4 or less lose 1, 5 hold, 6 gain 1.
 * A stabilized character holds without a roll. The card shows the table with the row that came
 * up, Resolve before and after, and the stage it leaves the character at.
 */
import type { Resolution } from '../../../core';
import { hitdiceChatRoll, HitdiceRoll, type MadeHitdice } from './hitdice-roll';
import {
  RESOLVE_CHECK_TABLE,
  nameKey,
  readActor,
  resolveResolveCheck,
  resolveStage,
  type ResolveCheckRequest,
  type ResolveCheckResult,
  type ResolveTrigger,
} from '../rules';
import { triggerWords } from './action-roll';
import type { Localize } from './dice-view';

export const RESOLVE_CARD = 'systems/manifold/templates/hitdice/chat/resolve-card.hbs';

export interface ResolveRollRequest extends ResolveCheckRequest {
  actorName: string;
  triggers: ResolveTrigger[];
}

export class HitdiceResolveRoll extends HitdiceRoll<ResolveRollRequest, ResolveCheckResult> {
  static override CHAT_TEMPLATE = RESOLVE_CARD;

  /** The chat roll of a check made: one d6, or none for a stabilized character (it holds without a roll). */
  static of(made: MadeHitdice<ResolveRollRequest, ResolveCheckResult>, actorUuid?: string): HitdiceResolveRoll {
    return hitdiceChatRoll(HitdiceResolveRoll, made, actorUuid);
  }

  get check(): ResolveCheckResult | undefined {
    return this.reading;
  }

  protected rules(request: ResolveRollRequest): Resolution<ResolveCheckResult> {
    return resolveResolveCheck(request);
  }

  protected card(request: ResolveRollRequest, result: ResolveCheckResult | undefined, isPrivate: boolean, t: Localize) {
    return resolveCardContext(request, result, isPrivate, t);
  }
}

const OUTCOME_TONE = { lose: 'failure', hold: 'partial', gain: 'success' } as const;

export function resolveCardContext(
  request: ResolveRollRequest,
  result: ResolveCheckResult | undefined,
  isPrivate: boolean,
  t: Localize,
) {
  const title = t('MANIFOLD.hitdice.card.resolveTitle', { name: request.actorName });
  if (isPrivate || !result) return { title, private: true };
  const stage = resolveStage(result.resolveAfter, readActor(request.actor).resolveMax);
  const table = RESOLVE_CHECK_TABLE.map((row) => ({
    faces: row.min === row.max ? String(row.min) : `${row.min}–${row.max}`,
    label: t(nameKey('resolveOutcome', row.outcome)),
    current: row.outcome === result.outcome,
    tone: OUTCOME_TONE[row.outcome],
  }));
  const banner = result.died
    ? { label: t(nameKey('life', 'dead')), tone: 'fumble' }
    : result.collapsed
      ? { label: t(nameKey('life', 'collapsed')), tone: 'failure' }
      : null;
  return {
    title,
    subtitle: request.triggers.length ? triggerWords(request.triggers, t) : '',
    die: result.face,
    automatic: result.automatic,
    table,
    outcome: { label: t(nameKey('resolveOutcome', result.outcome)), tone: OUTCOME_TONE[result.outcome] },
    rows: [
      {
        label: t('MANIFOLD.hitdice.card.resolve'),
        value: t('MANIFOLD.hitdice.card.fromTo', { from: result.resolveBefore, to: result.resolveAfter }),
      },
      { label: t('MANIFOLD.hitdice.card.stage'), value: t(nameKey('stage', stage.id)) },
    ],
    stageNote: t(nameKey('stagePenalties', stage.id)),
    banner,
  };
}
