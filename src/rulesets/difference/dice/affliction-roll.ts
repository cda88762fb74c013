/**
 * The end of a combatant's turn (rules/turns.ts endOfTurn): each Afflicted instance's dice, rolled
 * in order and dealt to its pool as direct damage (no Soak), resolved separately.
 */
import { localize } from '../../../foundry/i18n';
import { resolveWith, type ScriptedDice } from '../../../core';
import { DifferenceRoll } from './difference-roll';
import {
  activeConditions,
  endOfTurn,
  formatDamageDice,
  type ActorSnapshot,
  type HealthOptions,
  type TurnEnd,
} from '../rules';

export interface AfflictionRollRequest extends Record<string, unknown> {
  actor: ActorSnapshot;
  options: HealthOptions;
  actorName: string;
}

/** The dice of every Afflicted instance, in condition order (flat amounts roll no dice). */
export function afflictionFormula(actor: ActorSnapshot): string {
  const dice = activeConditions(actor.conditions)
    .afflictions.filter((a) => a.damage.count > 0)
    .map((a) => `${a.damage.count}d${a.damage.faces}`);
  return dice.length ? dice.join(' + ') : '0';
}

export class DifferenceAfflictionRoll extends DifferenceRoll<AfflictionRollRequest, TurnEnd> {
  static build(request: AfflictionRollRequest, actorUuid: string): DifferenceAfflictionRoll {
    return new DifferenceAfflictionRoll(
      afflictionFormula(request.actor),
      {},
      { ruleset: 'difference', request, actorUuid },
    );
  }

  protected interpret(dice: ScriptedDice) {
    return resolveWith(endOfTurn(this.request.actor, this.request.options), dice);
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
