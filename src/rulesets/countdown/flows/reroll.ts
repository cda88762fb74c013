/**
 * Human, Adaptable: once per session, reroll any one check — a check, an attack, a defense or a
 * cast — and the new result must be used (the card's Reroll button, chat/card-actions.ts).
 */
import { noChoices } from '../../../foundry/rolls/pipeline';
import type { CheckResult, SpellCastResult } from '../rules';
import type { CountdownCharacter } from '../data/snapshot';
import { CountdownAttackRoll } from '../dice/attack-roll';
import { CountdownCheckRoll, type CheckRollRequest } from '../dice/check-roll';
import { CountdownDefenseRoll } from '../dice/defense-roll';
import { CountdownSpellRoll, type SpellRollRequest } from '../dice/spell-roll';
import type { CountdownRoll, CountdownRollClass } from '../dice/countdown-roll';
import { countdownText } from '../text';
import { itemByUuid } from '../../../foundry/documents/lookup';
import { registry } from '../../../foundry/registry';
import { tryAskGM } from '../../../foundry/relay';
import { afterCheck } from './check';
import { afterCast } from './spell';
import { isSpell } from './spell-duration';
import { spendUse } from './uses';
import { countdownPlan } from './plan';

/** The rolls a Human may reroll. */
export const REROLLABLE = [CountdownCheckRoll, CountdownAttackRoll, CountdownDefenseRoll, CountdownSpellRoll] as const;

/** The check a roll made (a check's own result, or the check inside an attack, defense or cast). */
export function checkOf(roll: { resolved: unknown }): CheckResult | undefined {
  const result = roll.resolved as { check?: CheckResult; kind?: string };
  return result.check ?? (result.kind === 'check' ? (result as CheckResult) : undefined);
}

/**
 * The reroll of the roll on `card` by its actor: the use is spent and the card marked rerolled
 * (by the GM, who alone writes marks) once the dice are known; after the new card is posted, a
 * dying roller's natural 20 stabilizes them (CD-10) and a rerolled cast decides whether the spell
 * runs (CD-8).
 */
export function rerollPlan(card: ChatMessage.Implementation, roll: CountdownRoll, actor: CountdownCharacter) {
  const Cls = roll.constructor as CountdownRollClass<CountdownRoll<object>>;
  // One of the REROLLABLE rolls' requests: the same request again, read for the two fields that matter after.
  const previous = roll.request as Pick<CheckRollRequest, 'dying'> & Pick<SpellRollRequest, 'spellUuid'>;
  const request =
    roll instanceof CountdownCheckRoll ? { ...previous, reroll: roll.resolved } : { ...previous, reroll: true };
  return countdownPlan(Cls, {
    kind: 'reroll',
    actor,
    dialog: noChoices(countdownText('card.humanReroll')),
    request: () => request,
    async commit() {
      if (!(await spendUse(actor, 'humanReroll')).ok) return false;
      await tryAskGM(registry, 'countdown', 'markDone', { messageId: card.id, key: 'rerolled' });
    },
    async posted({ result }) {
      const check = checkOf({ resolved: result });
      if (check && previous.dying) await afterCheck(actor, check);
      const spell = roll instanceof CountdownSpellRoll ? itemByUuid(previous.spellUuid) : null;
      if (roll instanceof CountdownSpellRoll && isSpell(spell))
        await afterCast(spell, result as SpellCastResult, roll.resolved as SpellCastResult);
    },
  });
}
