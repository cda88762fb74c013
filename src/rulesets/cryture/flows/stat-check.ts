/**
 * A stat check (rules/check.ts): the dialog names the two stats and the difficulty, lists the pool
 * by its parts and shows the exact odds of the hits before rolling; the card shows each die read.
 */
import { localize } from '../../../foundry/i18n';
import type { RollDialogConfig, RollDialogValues } from '../../../foundry/rolls/roll-dialog';
import type { RollPlan } from '../../../foundry/rolls/pipeline';
import {
  CHECK_DIFFICULTY,
  checkDifficultyOf,
  MAX_POOL_DICE,
  resolveStatCheck,
  statCheckOdds,
  statCheckPool,
  type StatCheckRequest,
  type StatCheckResult,
  crytureKey,
} from '../rules';
import { CrytureCheckRoll, type CheckRollRequest } from '../dice/check-roll';
import { crytureChatRoll } from '../dice/recorded';
import { actorSnapshot, isCombatantActor, systemOf } from '../data/snapshot';
import { poolEntryText } from '../dice/pool-text';

/** Speed and Reflexes, then every other stat the world's combatants name (the game names its own, CRY-1). */
export function statNames(actors: Iterable<Actor.Implementation> = game.actors ?? []): string[] {
  const names = new Set(['Speed', 'Reflexes']);
  for (const actor of actors) {
    if (isCombatantActor(actor)) for (const name of Object.keys(systemOf(actor).stats ?? {})) names.add(name);
  }
  return [...names];
}

export function statCheckFields(names: string[], stats: readonly [string, string], difficulty: number) {
  const options = names.map((name) => ({ value: name, label: name }));
  return [
    { name: 'statA', label: crytureKey('check.statA'), kind: 'select' as const, value: stats[0], options },
    { name: 'statB', label: crytureKey('check.statB'), kind: 'select' as const, value: stats[1], options },
    {
      name: 'difficulty',
      label: crytureKey('check.difficulty'),
      kind: 'number' as const,
      value: difficulty,
      ...CHECK_DIFFICULTY,
      hint: crytureKey('check.difficultyHint'),
    },
  ];
}

export function requestOf(actor: Actor.Implementation, values: RollDialogValues): StatCheckRequest {
  return {
    user: actorSnapshot(actor),
    stats: [String(values.statA ?? 'Speed'), String(values.statB ?? 'Reflexes')],
    difficulty: checkDifficultyOf(values.difficulty),
    extraDice: values.extraDice,
  };
}

export function statCheckDialog(
  actor: Actor.Implementation,
  stats: readonly [string, string],
  difficulty: number,
): RollDialogConfig {
  const names = [...new Set([...statNames([actor]), ...stats])];
  return {
    title: localize(crytureKey('check.dialogTitle'), { name: actor.name ?? '' }),
    fields: [
      ...statCheckFields(names, stats, difficulty),
      { name: 'extraDice', label: crytureKey('check.extraDice'), kind: 'number', value: 0, min: -10, max: 10, step: 1 },
    ],
    evaluate(values) {
      const request = requestOf(actor, values);
      return {
        odds: statCheckOdds(request),
        notes: statCheckPool(request).entries.map((e) => ({ label: poolEntryText(e), value: String(e.dice) })),
      };
    },
  };
}

/**
 * A stat check (CRY-1): the pool of the two stats against the difficulty, rolled as the actor; a
 * GM's request presets (and locks) the stats and the difficulty (flows/requests.ts).
 */
export function statCheckPlan(
  actor: Actor.Implementation,
  stats: readonly [string, string],
  difficulty: number,
): RollPlan<CheckRollRequest, StatCheckResult> {
  return {
    kind: 'cryture.statCheck',
    actor,
    dialog: statCheckDialog(actor, stats, difficulty),
    request: (values) => ({ ...requestOf(actor, values), userName: actor.name ?? '' }),
    resolve: resolveStatCheck,
    mostDice: MAX_POOL_DICE,
    chatRoll: (made) => crytureChatRoll(CrytureCheckRoll, made, actor.uuid),
  };
}
