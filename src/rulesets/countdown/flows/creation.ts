/**
 * Character creation on the sheet: roll 3d6 six times (all six rerolled when none is 7+) or take
 * the array 8/7/6/5/4/3; assign the values to stats; roll starting HP from the class die (+2 for
 * a Dwerrow). The engine checks every step.
 */
import { noChoices } from '../../../foundry/rolls/pipeline';
import { assignStats, STAT_ARRAY, STAT_IDS, type StatId } from '../rules';
import { derivedOf, type CountdownCharacter } from '../data/snapshot';
import { CountdownHpRoll, CountdownStatsRoll } from '../dice/creation-rolls';
import { countdownText } from '../text';
import { countdownPlan } from './plan';
import { countdownSetting, SETTING } from '../settings';
import { warnRefusal } from './vitals';
import { countdownKey, type StartingHpMethod } from '../rules';

/** The stats rolled for creation: the six values become the pool to assign. */
export function statsPlan(actor: CountdownCharacter) {
  return countdownPlan(CountdownStatsRoll, {
    kind: 'stats',
    actor,
    dialog: noChoices(countdownText('card.statsTitle')),
    request: () => ({}),
    async commit({ result }) {
      await actor.update({ system: { creation: { pool: result.values, method: 'roll' } } });
    },
  });
}

export async function useArray(actor: CountdownCharacter) {
  await actor.update({ system: { creation: { pool: [...STAT_ARRAY], method: 'array' } } });
}

/**
 * Assigns the pool: `choice[stat]` is the index of the pool value the player put on that stat.
 * Refused (with the engine's reason) unless each value is used once and the set is legal.
 */
export async function applyStats(actor: CountdownCharacter, choice: Partial<Record<StatId, number>>) {
  const { pool, method } = actor.system.creation;
  if (!method) return warnRefusal({ ok: false, reason: countdownKey('refusal.statsNeedSix') });
  const indexes = STAT_IDS.map((s) => choice[s]);
  if (
    indexes.some((i) => i === undefined || !Number.isInteger(i) || i < 0 || i >= pool.length) ||
    new Set(indexes).size !== STAT_IDS.length
  ) {
    return warnRefusal({ ok: false, reason: countdownKey('refusal.statsEachOnce') });
  }
  const assigned = assignStats(
    indexes.map((i) => pool[i!]!),
    [...STAT_IDS],
    method,
  );
  if (!assigned.ok) return warnRefusal(assigned);
  await actor.update({ system: { stats: { ...assigned.state } } });
  return assigned;
}

/** Starting HP: the class HP die (rolled, or its maximum by world setting), +2 for a Dwerrow. */
export function startingHpPlan(actor: CountdownCharacter) {
  const d = derivedOf(actor);
  const method: StartingHpMethod = countdownSetting<string>(SETTING.startingHp) === 'max' ? 'max' : 'roll';
  return countdownPlan(CountdownHpRoll, {
    kind: 'startingHp',
    actor,
    dialog: noChoices(countdownText('card.startingHpTitle')),
    request: () => ({ kind: 'starting' as const, classId: d.classId, ancestryId: d.ancestryId, method }),
    async commit({ result }) {
      if (result.kind !== 'starting') return false;
      await actor.update({ system: { hp: { max: result.maxHp, value: result.maxHp }, creation: { hpRolled: true } } });
    },
  });
}

export async function finishCreation(actor: CountdownCharacter) {
  await actor.update({ system: { creation: { done: true } } });
}
