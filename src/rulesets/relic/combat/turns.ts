/**
 * Start-of-round and start-of-turn automation (active GM only): the round's reactions back, two
 * actions at a turn's start (REL-7), Unconscious (1 round) ending (§6.4), the burner's surges
 * ending (REL-4), and surprised combatants skipping round 1 (§3.1).
 */
import { economyOf, writeEconomies, writeEconomy } from './turn-state';
import { expireSurgesOf } from '../flows/surges';
import { healthOf, writeHealth } from '../flows/health';
import { isRelicActor } from '../data/types';
import { startRoundEconomy, startTurnEconomy, startTurnHealth } from '../rules';
import { surpriseSkipsRound } from '../settings';
import { skipsTurn } from './surprise';

export async function onRoundStart(combat: Combat.Implementation): Promise<void> {
  const combatants = combat.combatants.contents as Combatant.Implementation[];
  await writeEconomies(combat, new Map(combatants.map((c) => [c.id!, startRoundEconomy(economyOf(c))])));
}

export async function onTurnStart(combat: Combat.Implementation, combatant: Combatant.Implementation): Promise<void> {
  if (skipsTurn(combat, String(combatant.id), surpriseSkipsRound())) {
    await combat.nextTurn();
    return;
  }
  await writeEconomy(combatant, startTurnEconomy(economyOf(combatant)));
  const actor = combatant.actor as Actor.Implementation | null;
  if (!actor || !isRelicActor(actor)) return;
  const change = startTurnHealth(healthOf(actor));
  if (change.added.length || change.removed.length) await writeHealth(actor, change);
  const actors = (combat.combatants.contents as Combatant.Implementation[])
    .map((c) => c.actor as Actor.Implementation | null)
    .filter((a): a is Actor.Implementation => Boolean(a));
  await expireSurgesOf(actor.uuid, actors);
}
