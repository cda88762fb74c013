/**
 * REL-7 spending from the combatant's tracker. The check comes before any dialog (a refusal is
 * said at once, and a GM may override it); the spending is written only when the action happens.
 * Out of combat there is no tracker: nothing is written, and only REL-10 refuses (the Unconscious
 * and the Dying do not act, in combat or out of it).
 */
import { combatantOf, economyOf, reactionCheck, writeEconomy } from '../combat/turn-state';
import { conditionsOf } from '../data/snapshot';
import { downedRefusal, spendAction, type CoreActionId, type ReactionId, type Refusal, type Spent } from '../rules';
import { allowed } from './refusals';

/** A spending that passed the rules: `commit()` writes it. */
export interface Spending {
  /** Null out of combat. */
  spent: Spent<string> | null;
  commit(): Promise<void>;
}

const PASS = { ok: true } as const;

async function prepare(
  actor: Actor.Implementation,
  step: (combatant: Combatant.Implementation, gmOverride: boolean) => Spent<string> | Refusal,
): Promise<Spending | null> {
  const combatant = combatantOf(actor);
  if (!combatant) {
    const awake = await allowed((gmOverride) => (gmOverride ? null : downedRefusal(conditionsOf(actor))) ?? PASS);
    return awake ? { spent: null, commit: async () => {} } : null;
  }
  const spent = await allowed((gmOverride) => step(combatant, gmOverride));
  if (!spent) return null;
  return { spent, commit: () => writeEconomy(combatant, spent.after) };
}

/** A core action's printed cost (Swift Aid makes Aid cost 1). */
export function prepareAction(
  actor: Actor.Implementation,
  action: CoreActionId,
  options: { swiftAid?: boolean } = {},
): Promise<Spending | null> {
  return prepare(actor, (combatant, gmOverride) =>
    spendAction(economyOf(combatant), action, { ...options, gmOverride, conditions: conditionsOf(actor) }),
  );
}

/** The round's reaction, off-turn (§3.2). */
export function prepareReaction(actor: Actor.Implementation, reaction: ReactionId): Promise<Spending | null> {
  return prepare(actor, (combatant, gmOverride) => reactionCheck(actor, combatant, reaction, gmOverride));
}
