/**
 * Creation and advancement rolls: the stats (3d6 six times, all six rerolled when none is 7+),
 * the class HP die (starting HP, +2 for a Dwerrow; each level up) and a background's extra coin.
 */
import { countdownText } from '../text';
import type { Resolution } from '../../../core';
import {
  levelUp,
  rollBackgroundExtras,
  rollStats,
  startingHp,
  STAT_ROLL,
  type AdvancingCharacter,
  type BackgroundExtras,
  type LevelUpChoices,
  type Refusal,
  type RolledDie,
  type StartingHpMethod,
  type StatRollResult,
  type Transition,
  type LevelUpState,
} from '../rules';
import { dieView, type Card } from './card';
import { CountdownRoll } from './countdown-roll';

export class CountdownStatsRoll extends CountdownRoll<Record<string, never>, StatRollResult> {
  static override resolve(_request: unknown): Resolution<StatRollResult> {
    return rollStats();
  }

  protected cardContext(): Card {
    const result = this.resolved;
    return {
      title: countdownText('card.statsTitle'),
      subtitle: countdownText('card.statsRule', { needs: STAT_ROLL.needsOneAtLeast }),
      dice: [],
      rows: [],
      sets: result.sets.map((s) => ({ values: s.values, discarded: s.discarded })),
      notes: result.sets.some((s) => s.discarded) ? [countdownText('card.statsRerolled')] : [],
      outcome: { label: countdownText('card.statsKept', { values: result.values.join(', ') }), tone: 'success' },
      buttons: [],
    };
  }
}

export type HpRollRequest =
  | { kind: 'starting'; classId: string; ancestryId: string; method: StartingHpMethod }
  | { kind: 'levelUp'; character: AdvancingCharacter; choices: LevelUpChoices };

export type HpOutcome =
  | { kind: 'starting'; dice: RolledDie[]; maxHp: number; bonus: number }
  | ({ kind: 'levelUp' } & Extract<
      Transition<LevelUpState, { dice: RolledDie[]; hpGained: number; fromList: boolean }>,
      { ok: true }
    >);

export class CountdownHpRoll extends CountdownRoll<HpRollRequest, HpOutcome> {
  static override *resolve(request: unknown): Resolution<HpOutcome | Refusal> {
    const r = request as HpRollRequest;
    if (r.kind === 'starting') {
      const hp = yield* startingHp(r.classId, r.ancestryId, r.method);
      return 'ok' in hp ? hp : { kind: 'starting', ...hp };
    }
    const up = yield* levelUp(r.character, r.choices);
    return up.ok ? { kind: 'levelUp', ...up } : up;
  }

  protected cardContext(): Card {
    const { request, resolved: result } = this;
    if (result.kind === 'starting') {
      return {
        title: countdownText('card.startingHpTitle'),
        dice: result.dice.map(dieView),
        rows: result.bonus ? [{ label: countdownText('card.dwerrowBonus'), value: `+${result.bonus}` }] : [],
        notes: result.dice.length ? [] : [countdownText('card.hpMaximum')],
        outcome: { label: countdownText('card.maxHp', { hp: result.maxHp }), tone: 'success' },
        buttons: [],
      };
    }
    const choices = request.kind === 'levelUp' ? request.choices : undefined;
    const rows = [
      { label: countdownText('card.hpGained'), value: `+${result.hpGained}` },
      ...(choices
        ? [
            {
              label: countdownText('card.statRaised'),
              value: `${countdownText(`stat.${choices.stat}`)} → ${result.state.stats[choices.stat]}`,
            },
          ]
        : []),
      ...(choices
        ? [{ label: countdownText('card.skillTrained'), value: countdownText(`skill.${choices.skill}`) }]
        : []),
      ...(choices?.talent ? [{ label: countdownText('card.talent'), value: choices.talent }] : []),
    ];
    return {
      title: countdownText('card.levelUpTitle', { level: result.state.level }),
      dice: result.dice.map(dieView),
      rows,
      notes: result.fromList ? [] : [countdownText('card.skillNotFromList')],
      outcome: { label: countdownText('card.maxHp', { hp: result.state.maxHp }), tone: 'success' },
      buttons: [],
    };
  }
}

export interface CoinRollRequest {
  backgroundId: string;
}

export class CountdownCoinRoll extends CountdownRoll<CoinRollRequest, BackgroundExtras> {
  static override resolve(request: unknown): Resolution<BackgroundExtras | Refusal> {
    return rollBackgroundExtras((request as CoinRollRequest).backgroundId);
  }

  protected cardContext(): Card {
    const { request, resolved: result } = this;
    const rows = [];
    if (result.coins.gp)
      rows.push({ label: countdownText('card.extraCoin'), value: `${result.coins.gp} ${countdownText('coin.gp')}` });
    if (result.loreEntries !== null) rows.push({ label: countdownText('card.loreEntries'), value: result.loreEntries });
    return {
      title: countdownText('card.backgroundTitle', { name: countdownText(`background.${request.backgroundId}.name`) }),
      dice: result.dice.map(dieView),
      rows,
      buttons: [],
    };
  }
}
