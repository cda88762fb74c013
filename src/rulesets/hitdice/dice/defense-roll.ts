/**
 * The defense against one attack (HD-4 … HD-6, HD-9): damage met one hit die at a time by the
 * outermost layer left. The dice are Foundry's, asked for one at a time because each die's size is
 * the layer the last one left. The card lists every step and, per layer, every die rolled and
 * every die lost.
 */
import { countKey, type Resolution } from '../../../core';
import { appearanceFor } from '../../../foundry/dice-so-nice';
import { hitdiceChatRoll, HitdiceRoll, type MadeHitdice } from './hitdice-roll';
import { nameKey, resolveDefense, type DefenseRequest, type DefenseResult } from '../rules';
import { triggerWords } from './action-roll';
import type { Localize } from './dice-view';

export const DEFENSE_CARD = 'systems/manifold/templates/hitdice/chat/defense-card.hbs';

export interface DefenseRollRequest extends DefenseRequest {
  actorName: string;
  targetUuid: string;
  attackMessageId?: string;
  attackLabel: string;
  attackerName: string;
}

export class HitdiceDefenseRoll extends HitdiceRoll<DefenseRollRequest, DefenseResult> {
  static override CHAT_TEMPLATE = DEFENSE_CARD;

  /** The chat roll of a defense made: its dice one at a time as the engine asked, each flavoured with its layer. */
  static of(made: MadeHitdice<DefenseRollRequest, DefenseResult>, actorUuid?: string): HitdiceDefenseRoll {
    return hitdiceChatRoll(HitdiceDefenseRoll, made, actorUuid, () => appearanceFor('hitdice', 'defense'));
  }

  get defense(): DefenseResult | undefined {
    return this.reading;
  }

  protected rules(request: DefenseRollRequest): Resolution<DefenseResult> {
    return resolveDefense(request);
  }

  protected card(request: DefenseRollRequest, result: DefenseResult | undefined, isPrivate: boolean, t: Localize) {
    return defenseCardContext(request, result, isPrivate, t);
  }
}

const STEP_TONE = { sustained: 'success', lost: 'failure', autoLost: 'failure', unabsorbed: 'fumble' } as const;

/** What the defense card shows (exported for the gallery and tests). */
export function defenseCardContext(
  request: DefenseRollRequest,
  result: DefenseResult | undefined,
  isPrivate: boolean,
  t: Localize,
) {
  const title = t('MANIFOLD.hitdice.card.defenseTitle', { name: request.actorName });
  if (isPrivate || !result) return { title, private: true };
  const subtitle = t('MANIFOLD.hitdice.card.defenseFrom', {
    damage: result.damage,
    attack: request.attackLabel,
    attacker: request.attackerName,
  });
  const steps = result.steps.map((s) => ({
    hd: s.hd,
    layer: s.layer ? t(nameKey('layer', s.layer)) : '',
    kind: s.layer ?? 'none',
    die: s.faces ? `d${s.faces}` : '',
    face: s.face,
    rolled: s.face !== null,
    outcome: t(nameKey('defenseOutcome', s.outcome)),
    tone: STEP_TONE[s.outcome],
  }));
  const layers = result.layers
    .filter((l) => l.before > 0)
    .map((l) => ({
      kind: l.kind,
      label: t(nameKey('layer', l.kind)),
      faces: l.faces,
      rolled: l.rolled.map((face) => ({ face, sustained: face >= result.sustainThreshold })),
      summary: t('MANIFOLD.hitdice.card.layerSummary', { before: l.before, after: l.after, lost: l.lost }),
      dice: Array.from({ length: l.before }, (_, i) => ({ present: i < l.after })),
    }));
  const byLayer = result.layers
    .filter((l) => l.lost > 0)
    .map((l) => t('MANIFOLD.hitdice.card.lostIn', { count: l.lost, layer: t(nameKey('layer', l.kind)) }))
    .join(', ');
  const outcome =
    result.lost === 0
      ? { label: t('MANIFOLD.hitdice.card.allSustained'), tone: 'success' }
      : {
          label: t(countKey('MANIFOLD.hitdice.card.diceLost', result.lost), { count: result.lost, layers: byLayer }),
          tone: result.layers.some((l) => l.kind === 'body' && l.lost > 0) ? 'failure' : 'partial',
        };
  return {
    title,
    subtitle,
    rows: [
      { label: t('MANIFOLD.hitdice.card.defenseRolls'), value: `${result.rollsUsed} / ${result.rolls}` },
      { label: t('MANIFOLD.hitdice.card.sustainOn'), value: `${result.sustainThreshold}+` },
      ...(result.sustained ? [{ label: t('MANIFOLD.hitdice.card.sustained'), value: String(result.sustained) }] : []),
      ...(result.unabsorbed
        ? [{ label: t('MANIFOLD.hitdice.card.unabsorbed'), value: String(result.unabsorbed) }]
        : []),
    ],
    steps,
    layers,
    outcome,
    life: result.life !== 'active' ? t(nameKey('life', result.life)) : '',
    lifeTone: result.life === 'dead' ? 'fumble' : 'failure',
    resolveNote: result.round.resolveCheck ? triggerWords(result.round.triggers, t) : '',
  };
}
