/**
 * What every relic roll's plan shares: its chat roll is built from the dice the rules asked for,
 * with the request and the outcome in its options, and a roll that used up a Restoration bonus
 * removes it when it is paid for (§8.2: the bonus is for the next roll only).
 */
import { dressDice } from '../../../foundry/dice-so-nice';
import { rollOfRecordedDice } from '../../../foundry/rolls/foundry-dice';
import type { MadeRoll } from '../../../foundry/rolls/pipeline';
import type { AnyRelicRoll, RelicRollContext } from '../dice/relic-roll';
import { deleteSpentEffects } from './surges';
import type { Spending } from './spend';
import type { DieRecord, SpentEffect } from '../rules';

/** The most dice one relic resolution asks for (Execution: d20 + two weapon dice, then Backlash). */
export const MOST_RELIC_DICE = 16;

interface RelicRollClass<R> {
  name: string;
  fromData(data: never): unknown;
  prototype: R;
}

/** The total Foundry shows for a relic roll: the d20 total the outcome reads, else the dice. */
function totalOf(outcome: { total?: number; dice?: DieRecord[] }): number {
  return outcome.total ?? (outcome.dice ?? []).reduce((t, d) => t + d.result, 0);
}

/** The chat roll of what a relic plan made. */
export function relicChatRoll<R extends AnyRelicRoll>(
  cls: RelicRollClass<R>,
  actor: Actor.Implementation | null,
  made: MadeRoll<unknown, object>,
  relic: RelicRollContext,
): R {
  const options = {
    ruleset: 'relic',
    request: made.request,
    outcome: made.result,
    ...(actor ? { actorUuid: actor.uuid } : {}),
    relic,
  };
  const roll = rollOfRecordedDice<R>(cls, made.dice, options, totalOf(made.result));
  // Relic's dice roles have no colours of their own: every die wears relic's accent.
  dressDice(roll);
  return roll;
}

/**
 * A relic roll's commit step: the action it costs is paid (spend.ts; none for a test), then the
 * Restoration bonus it used up is removed.
 */
export function payFor(actor: Actor.Implementation, spending: Spending | null) {
  return async (made: MadeRoll<unknown, object>): Promise<boolean> => {
    if (spending && !(await spending.commit())) return false;
    const spent = (made.result as { spentEffects?: SpentEffect[] }).spentEffects ?? [];
    await deleteSpentEffects(actor, spent);
    return true;
  };
}
