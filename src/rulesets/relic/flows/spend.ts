/**
 * REL-7 spending from the combatant's tracker. The check comes before any dialog (a refusal is
 * said at once, and a GM may override it); the spending is written only when the action happens,
 * by the GM (a player's through the GM relay, checked again there: turn-state.ts).
 * Out of combat there is no tracker: nothing is written, and only REL-10 refuses (the Unconscious
 * and the Dying do not act, in combat or out of it).
 */
import { combatantOf, commitSpending, spendingCheck, type EconomySpend } from '../combat/turn-state';
import { conditionsOf } from '../data/snapshot';
import { downedRefusal, type CoreActionId, type ReactionId, type Spent } from '../rules';
import { allowed } from './refusals';

/** A spending that passed the rules: `commit()` writes it, false when it could not (the reason said). */
export interface Spending {
  /** Null out of combat. */
  spent: Spent<string> | null;
  commit(): Promise<boolean>;
}

const PASS = { ok: true } as const;

async function prepare(actor: Actor.Implementation, what: EconomySpend): Promise<Spending | null> {
  const combatant = combatantOf(actor);
  if (!combatant) {
    const awake = await allowed((gmOverride) => (gmOverride ? null : downedRefusal(conditionsOf(actor))) ?? PASS);
    return awake ? { spent: null, commit: async () => true } : null;
  }
  const spent = await allowed((gmOverride) => spendingCheck(actor, combatant, what, gmOverride));
  if (!spent) return null;
  return { spent, commit: () => commitSpending(actor, combatant, what, spent.after) };
}

/** A core action's printed cost. */
export function prepareAction(actor: Actor.Implementation, action: CoreActionId): Promise<Spending | null> {
  return prepare(actor, { action });
}

/** The round's reaction, off-turn (§3.2). */
export function prepareReaction(actor: Actor.Implementation, reaction: ReactionId): Promise<Spending | null> {
  return prepare(actor, { reaction });
}
