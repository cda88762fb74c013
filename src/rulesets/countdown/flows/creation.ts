/**
 * Character creation on the sheet: roll 3d6 six times (all six rerolled when none is 7+) or take
 * the array 8/7/6/5/4/3; assign the values to stats; roll starting HP from the class die (+2 for
 * a Dwerrow). The engine checks every step.
 */
import { assignStats, STAT_ARRAY, STAT_IDS, type StatId } from '../rules';
import { derivedOf, type CountdownCharacter } from '../data/snapshot';
import { CountdownHpRoll, CountdownStatsRoll } from '../dice/creation-rolls';
import { rollCountdown } from '../dice/countdown-roll';
import { postRoll } from '../chat/post';
import { countdownSetting, SETTING } from '../settings';
import { warnRefusal } from './vitals';
import { countdownKey } from '../rules';

export async function rollStatsFor(actor: CountdownCharacter) {
  const roll = await rollCountdown(CountdownStatsRoll, {}, actor.uuid);
  await actor.update({ system: { creation: { pool: roll.resolved.values, method: 'roll' } } });
  return postRoll(roll, actor);
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
export async function rollStartingHp(actor: CountdownCharacter) {
  const d = derivedOf(actor);
  const method = countdownSetting<string>(SETTING.startingHp) === 'max' ? 'max' : 'roll';
  const roll = await rollCountdown(
    CountdownHpRoll,
    { kind: 'starting', classId: d.classId, ancestryId: d.ancestryId, method },
    actor.uuid,
  );
  const result = roll.resolved;
  if (result.kind !== 'starting') return null;
  await actor.update({ system: { hp: { max: result.maxHp, value: result.maxHp }, creation: { hpRolled: true } } });
  return postRoll(roll, actor);
}

export async function finishCreation(actor: CountdownCharacter) {
  await actor.update({ system: { creation: { done: true } } });
}
