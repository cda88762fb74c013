/**
 * The end of a combatant's turn (rules/turns.ts endOfTurn): each Afflicted instance's dice, rolled
 * in order and dealt to its pool as direct damage (no Soak), resolved separately.
 */
import { localize } from '../../../foundry/i18n';
import { type Resolution } from '../../../core';
import { DifferenceRoll } from './difference-roll';
import { endOfTurn, formatDamageDice, type ActorSnapshot, type HealthOptions, type TurnEnd } from '../rules';

export interface AfflictionRollRequest extends Record<string, unknown> {
  actor: ActorSnapshot;
  options: HealthOptions;
  actorName: string;
}

export class DifferenceAfflictionRoll extends DifferenceRoll<AfflictionRollRequest, TurnEnd> {
  /** Each Afflicted instance's dice, in condition order (flat amounts roll no dice). */
  static resolve(request: AfflictionRollRequest): Resolution<TurnEnd> {
    return endOfTurn(request.actor, request.options);
  }

  protected cardContext() {
    const r = this.resolved;
    const dice = r.afflictions.flatMap((a) =>
      a.rolls.map((result) => ({
        faces: a.damage.faces,
        result,
        role: 'damage',
        roleLabel: localize('MANIFOLD.difference.condition.afflicted.name'),
        tone: 'failure',
      })),
    );
    const rows = r.afflictions.map((a) => {
      const pool = localize(`MANIFOLD.difference.pool.${a.pool}`);
      const wound = a.result.wound
        ? ` · ${localize('MANIFOLD.difference.damage.wound', { track: localize(`MANIFOLD.difference.wound.${a.result.wound}`) })}`
        : '';
      return {
        label: `${localize('MANIFOLD.difference.condition.afflicted.name')} [${formatDamageDice(a.damage)} ${pool}]`,
        value: `−${a.total} (${a.result.before} → ${a.result.after})${wound}`,
      };
    });
    const defeated = r.afflictions.some((a) => a.result.newlyDefeated);
    return {
      title: localize('MANIFOLD.difference.turnEnd.title'),
      subtitle: this.request.actorName,
      dice,
      rows,
      ...(defeated ? { outcome: { label: localize('MANIFOLD.difference.damage.defeated'), tone: 'fumble' } } : {}),
      buttons: [],
    };
  }
}
