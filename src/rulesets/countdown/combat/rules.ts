/**
 * Combat by the countdown rules: initiative d20 + Reflex for each character and one roll for the
 * monster side with the highest Reflex (CD-4), Scouts with advantage; highest first. The start of
 * a character's turn ends Defend (CD-7), ticks the death clock of the dying (CD-5) and asks for
 * the countdown dice that trigger on their turn. The tracker shows death clocks.
 */
import { countdownText } from '../text';
import type { CombatRules } from '../../../foundry/ruleset';
import { MONSTER_SIDE, type InitiativeCharacter } from '../rules';
import {
  edgeSubject,
  isCharacter,
  isMonster,
  itemsOf,
  vitalsOf,
  type CountdownCharacter,
  type CountdownMonster,
} from '../data/snapshot';
import { TYPES, type GearSystem } from '../data/types';
import { CountdownInitiativeRoll } from '../dice/gm-rolls';
import { countdownPlan } from '../flows/plan';
import { noChoices, runRoll } from '../../../foundry/rolls/pipeline';
import type { CountdownItem } from '../flows/countdown-dice';
import { requestTriggers } from '../chat/requests';
import { deathClockView, tickDeathClock } from '../flows/vitals';
import { renderPartialSync } from '../../../foundry/templates';
import { updateCombatantsQuietly } from '../../../foundry/combat';

type AnyCombatant = Combatant.Implementation;

/** Highest initiative first; the monster side together; then by name and id so every client agrees. */
export function sortCombatants(a: AnyCombatant, b: AnyCombatant): number {
  const ia = typeof a.initiative === 'number' ? a.initiative : -Infinity;
  const ib = typeof b.initiative === 'number' ? b.initiative : -Infinity;
  if (ia !== ib) return ib - ia;
  const ma = isMonster(a.actor) ? 1 : 0;
  const mb = isMonster(b.actor) ? 1 : 0;
  if (ma !== mb) return ma - mb;
  return (a.name ?? '').localeCompare(b.name ?? '', 'en') || (a.id! > b.id! ? 1 : -1);
}

/**
 * One initiative roll (CD-4): a character's d20 + Reflex, or the monster side's with the highest
 * Reflex (`actor` null: no one speaks for the side). The combatants are updated together after.
 */
export function initiativePlan(
  characters: InitiativeCharacter[],
  monsterReflexes: number[],
  names: Record<string, string>,
  actor: Actor.Implementation | null,
) {
  return countdownPlan(CountdownInitiativeRoll, {
    kind: 'initiative',
    actor,
    dialog: noChoices(countdownText('card.initiativeTitle')),
    request: () => ({ initiative: { characters, monsterReflexes }, names }),
  });
}

/** The total of one initiative roll, or null when it stopped (a module's hook). */
async function rollFor(...args: Parameters<typeof initiativePlan>): Promise<number | null> {
  const rolled = await runRoll(initiativePlan(...args), { fastForward: true });
  return rolled ? rolled.made.result.rolls[0]!.total : null;
}

/** Rolls initiative for the given combatants: one roll each for characters, one for all monsters. */
export async function rollInitiative(combat: Combat.Implementation, ids: string[]): Promise<void> {
  const all = [...combat.combatants];
  const chosen = all.filter((c) => ids.includes(c.id!));
  const updates: { _id: string; initiative: number }[] = [];
  for (const combatant of chosen) {
    const actor = combatant.actor;
    if (!isCharacter(actor)) continue;
    const total = await rollFor(
      [{ id: combatant.id!, reflex: actor.system.stats.reflex, ...edgeSubject(actor) }],
      [],
      { [combatant.id!]: combatant.name ?? '' },
      actor,
    );
    if (total !== null) updates.push({ _id: combatant.id!, initiative: total });
  }
  if (chosen.some((c) => isMonster(c.actor))) {
    const monsters = all.filter((c) => isMonster(c.actor));
    const reflexes = monsters.map((c) => (c.actor as CountdownMonster).system.reflex);
    const total = await rollFor([], reflexes, { [MONSTER_SIDE]: countdownText('combat.monsterSide') }, null);
    if (total !== null) for (const c of monsters) updates.push({ _id: c.id!, initiative: total });
  }
  await updateCombatantsQuietly(combat, updates);
}

/** Start of a character's turn: Defend ends, the death clock ticks, turn-triggered dice are asked for. */
export async function onTurnStart(_combat: Combat.Implementation, combatant: AnyCombatant): Promise<void> {
  const actor = combatant.actor;
  if (!isCharacter(actor)) return;
  if (actor.statuses.has('defending')) await actor.toggleStatusEffect('defending', { active: false });
  if (vitalsOf(actor).status === 'dying') await tickDeathClock(actor);
  const onTurn = itemsOf<GearSystem>(actor, TYPES.gear).filter(
    (g) => g.system.countdown.enabled && g.system.countdown.onTurn && g.system.countdown.die > 0,
  );
  await requestTriggers(
    'turnStart',
    onTurn.map((item) => ({ actor, item: item as CountdownItem })),
    actor.name ?? '',
  );
}

/** The death clock (and Defend) beside a character's name in the tracker. */
export function trackerExtras(combatant: AnyCombatant): { html: string } | null {
  const actor = combatant.actor;
  if (!isCharacter(actor)) return null;
  const clock = deathClockView(actor as CountdownCharacter);
  const defending = actor.statuses.has('defending');
  if (!clock && !defending) return null;
  return {
    html: renderPartialSync('systems/manifold/templates/countdown/parts/tracker-extras.hbs', {
      clock,
      defending,
      defendingLabel: countdownText('condition.defending'),
    }),
  };
}

export const countdownCombat: CombatRules = { sortCombatants, rollInitiative, onTurnStart, trackerExtras };
