/**
 * The GM-side rolls the document itself makes (CD-2's exception): morale (d20 ≥ 15) and random
 * encounter checks (1 on a d6), and the monster side's initiative (CD-4).
 */
import { localize } from '../../../foundry/i18n';
import { countdownText } from '../text';
import type { Resolution } from '../../../core';
import {
  MORALE_DIFFICULTY,
  resolveEncounterCheck,
  resolveInitiative,
  resolveMorale,
  type DangerLevel,
  type EncounterCheckResult,
  type InitiativeRequest,
  type InitiativeResult,
  type MoraleResult,
  type Refusal,
} from '../rules';
import { dieView, type Card } from './card';
import { CountdownRoll } from './countdown-roll';

export interface MoraleRollRequest {
  names: string[];
  immune: boolean;
}

export class CountdownMoraleRoll extends CountdownRoll<MoraleRollRequest, MoraleResult> {
  static override resolve(request: unknown): Resolution<MoraleResult | Refusal> {
    return resolveMorale({ immune: (request as MoraleRollRequest).immune });
  }

  protected cardContext(): Card {
    const { request, resolved: result } = this;
    return {
      title: countdownText('card.moraleTitle'),
      subtitle: request.names.join(', '),
      dice: result.dice.map(dieView),
      rows: [{ label: countdownText('odds.moraleDifficulty'), value: MORALE_DIFFICULTY }],
      outcome: result.holds
        ? { label: countdownText('odds.moraleHolds'), tone: 'success' }
        : { label: countdownText('odds.moraleBreaks'), tone: 'failure' },
      buttons: [],
    };
  }
}

export interface EncounterRollRequest {
  danger: DangerLevel;
  turn: number;
  /** Rolled after a loud disturbance rather than at the cadence. */
  disturbance: boolean;
}

export class CountdownEncounterRoll extends CountdownRoll<EncounterRollRequest, EncounterCheckResult> {
  static override resolve(_request: unknown): Resolution<EncounterCheckResult> {
    return resolveEncounterCheck();
  }

  protected cardContext(): Card {
    const { request, resolved: result } = this;
    return {
      title: countdownText('card.encounterTitle'),
      subtitle: request.disturbance
        ? countdownText('card.disturbance')
        : countdownText('card.explorationTurn', {
            turn: request.turn,
            danger: countdownText(`danger.${request.danger}`),
          }),
      dice: result.dice.map(dieView),
      rows: [],
      outcome: result.encounter
        ? { label: countdownText('odds.encounter'), tone: 'failure' }
        : { label: countdownText('odds.noEncounter'), tone: 'success' },
      buttons: [],
    };
  }
}

export interface InitiativeRollRequest {
  initiative: InitiativeRequest;
  /** Display names by roll id (the monster side is MONSTER_SIDE). */
  names: Record<string, string>;
}

export class CountdownInitiativeRoll extends CountdownRoll<InitiativeRollRequest, InitiativeResult> {
  static override resolve(request: unknown): Resolution<InitiativeResult> {
    return resolveInitiative((request as InitiativeRollRequest).initiative);
  }

  protected cardContext(): Card {
    const { request, resolved: result } = this;
    return {
      title: countdownText('card.initiativeTitle'),
      dice: result.rolls.flatMap((r) => r.dice).map(dieView),
      rows: result.rolls.map((r) => ({
        label: request.names[r.id] ?? r.id,
        value: countdownText('card.initiativeTotal', { natural: r.natural, reflex: r.reflex, total: r.total }),
      })),
      notes: result.rolls.flatMap((r) =>
        r.advantages.map((a) =>
          countdownText('card.initiativeEdge', { name: request.names[r.id] ?? r.id, source: localize(a) }),
        ),
      ),
      buttons: [],
    };
  }
}
