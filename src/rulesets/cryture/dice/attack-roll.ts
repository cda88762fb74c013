/**
 * Using a power: one pool of d10s rolled once and read against each target's own difficulty and
 * pool (CRY-1, CRY-2), with Foundry's dice (recorded.ts). The request (snapshots taken when the
 * power was used) and the engine's result are stored in the roll, so a reloaded chat log shows the
 * same card and the Apply button settles the same result against the targets' state at that moment.
 */
import { localize } from '../../../foundry/i18n';
import { CARD_ICONS } from '../../../foundry/chat/card-marks';

import { ManifoldRoll } from '../../../foundry/rolls/manifold-roll';
import {
  outcomeKey,
  statusKey,
  type AttackRequest,
  type AttackResult,
  type Cell,
  type CombatantSnapshot,
  type PowerData,
  type SituationId,
  crytureKey,
} from '../rules';
import type { PowerLineView } from '../chat/power-card';
import { poolEntryText } from './pool-text';

export interface AttackRollTarget {
  snapshot: CombatantSnapshot;
  name: string;
  /** The target's token document UUID, when the power was used on a scene (forced movement). */
  tokenUuid?: string;
  situations: SituationId[];
  distance?: number;
  extraDice: number;
}

export interface AttackRollRequest extends Record<string, unknown> {
  userName: string;
  userTokenUuid?: string;
  /** The power item on the user (the GM reads the power from it again). */
  itemId?: string;
  power: PowerData;
  /** The power's card lines as they read when it was used. */
  lines: PowerLineView[];
  user: CombatantSnapshot;
  targets: AttackRollTarget[];
  originDistance?: number;
  /** A Ranged Blast's targeted space (the origin for pushes and pulls). */
  blastOrigin?: Cell;
  /** An opportunity attack (no action spent, CRY Opportunity Attacks). */
  opportunity?: boolean;
}

/** The power's use as the rules take it: the targets' snapshots, situations, distances and extra dice. */
export function engineRequest(request: AttackRollRequest): AttackRequest {
  return {
    user: request.user,
    power: request.power,
    targets: request.targets.map((target) => ({
      target: target.snapshot,
      situations: target.situations,
      ...(target.distance !== undefined ? { distance: target.distance } : {}),
      extraDice: target.extraDice,
    })),
    ...(request.originDistance !== undefined ? { originDistance: request.originDistance } : {}),
  };
}

const TONES = { hit: 'success', success: 'success', miss: 'failure', failure: 'failure', effect: 'neutral' } as const;

/**
 * A power's use in chat: the plan's dice (flows/use-power.ts), the request and the outcome. A pool
 * below 1 die rolls nothing (CRY-1): the roll is then a plain 0, with no dice to animate.
 */
export class CrytureAttackRoll extends ManifoldRoll<AttackRollRequest, AttackResult> {
  static override CHAT_TEMPLATE = 'systems/manifold/templates/cryture/attack-card.hbs';

  get request(): AttackRollRequest {
    return this.options.request;
  }

  get attack(): AttackResult {
    return this.outcome!;
  }

  protected cardContext(isPrivate: boolean) {
    const { request, attack: result } = this;
    const names = new Map(request.targets.map((x) => [x.snapshot.id, x.name]));
    const title = request.opportunity
      ? localize(crytureKey('card.opportunityTitle'), { power: request.power.name })
      : request.power.name;
    const base = { title, subtitle: request.userName, lines: request.lines };
    if (isPrivate) return { ...base, private: true };
    const critFace = (face: number) => (face === 10 ? 'critical' : 'neutral');
    return {
      ...base,
      kind: result.kind,
      dice: result.faces.map((face) => ({
        faces: 10,
        result: face,
        role: face === 10 ? 'crit' : 'die',
        roleLabel: localize(crytureKey(face === 10 ? 'card.critDie' : 'card.die')),
        tone: critFace(face),
      })),
      targets: result.targets.map((target) => {
        const s = target.settlement;
        return {
          name: names.get(target.targetId) ?? '',
          difficulty: target.difficulty,
          pool: target.pool.dice,
          poolParts: target.pool.entries.map(poolEntryText).join(', '),
          dice: target.dice.map((d) => ({
            faces: 10,
            result: d.face,
            role: d.role,
            roleLabel: localize(crytureKey(`card.role.${d.role}`)),
            tone: d.role === 'crit' ? 'critical' : d.role === 'hit' ? 'success' : 'failure',
          })),
          hits: target.hits,
          crits: target.crits,
          totalHits: s.totalHits,
          blocked: s.block.negated,
          landed: s.landedHits,
          damage: s.damage,
          healing: s.healing,
          statuses: s.statuses
            .filter((g) => g.to === 'target')
            .map((g) => `${localize(statusKey(g.status))} ${g.stacks}`)
            .join(', '),
          movement: s.movement
            .map((m) => localize(crytureKey(`power.summary.${m.kind}`), { spaces: m.spaces }))
            .join(', '),
          outcome: { label: localize(outcomeKey(s.outcome)), tone: TONES[s.outcome] },
        };
      }),
      clumsy:
        result.clumsy && result.clumsy.damage > 0
          ? localize(crytureKey('card.clumsy'), { damage: result.clumsy.damage })
          : '',
      userStatuses: result.userStatuses.map((g) => `${localize(statusKey(g.status))} ${g.stacks}`).join(', '),
      noTargets: result.targets.length === 0,
      buttons: [
        {
          action: 'cryture.applyHits',
          label: localize(
            crytureKey(
              result.kind === 'roll'
                ? 'card.applySuccesses'
                : result.kind === 'effect'
                  ? 'card.applyEffect'
                  : 'card.applyHits',
            ),
          ),
          icon: result.kind === 'roll' || result.kind === 'effect' ? CARD_ICONS.applyEffect : CARD_ICONS.applyDamage,
          data: {},
        },
      ],
    };
  }
}
