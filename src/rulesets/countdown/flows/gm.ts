/**
 * The GM's side: a monster's attack (a defense request, CD-2), morale checks (d20 ≥ 15, prompted
 * at half strength), random encounter checks at the danger cadence, the exploration-turn counter
 * that burns light and checks for encounters together, and the start of a new session.
 */
import { countdownText } from '../text';
import { moraleDue } from '../rules';
import { isCharacter, itemsOf, type CountdownMonster } from '../data/snapshot';
import { TYPES, type GearSystem, type SpellSystem } from '../data/types';
import { CountdownEncounterRoll, CountdownMoraleRoll } from '../dice/gm-rolls';
import { postCard } from '../chat/post';
import { runRoll, noChoices } from '../../../foundry/rolls/pipeline';
import { countdownPlan } from './plan';
import { passTurn, saveTrackerState, trackerState } from '../apps/world-panel-state';
import type { CountdownItem } from './countdown-dice';
import type { DurationSpell } from './spell-duration';
import { requestTriggers, type TriggerEntry } from '../chat/requests';
import { registry } from '../../../foundry/registry';
import { postRequest } from '../../../foundry/requests/card';
import { defenseNote, defenseRequest } from './requests';
import { regainedUses } from './uses';

/**
 * The monster attacks the targeted characters (or those given): one defense request card listing
 * each defender, whose player dodges or blocks from their row (CD-2). The card, or null.
 */
export async function monsterAttack(
  monster: CountdownMonster,
  defenders?: Actor.Implementation[],
): Promise<ChatMessage.Implementation | null> {
  const targets =
    defenders ??
    [...(game.user?.targets ?? [])].map((tk) => tk.actor).filter((a): a is Actor.Implementation => isCharacter(a));
  if (!targets.length) {
    ui.notifications?.warn(countdownText('gm.noTarget'));
    return null;
  }
  const request = defenseRequest(monster);
  return postRequest(registry, 'countdown', request, targets, { note: defenseNote(request), raised: true });
}

/** A morale check for these monsters (d20 ≥ 15): a GM-side roll the GM alone sees (CD-2). */
export function moralePlan(monsters: CountdownMonster[]) {
  const immune = monsters.length > 0 && monsters.every((m) => m.system.moraleImmune);
  return countdownPlan(CountdownMoraleRoll, {
    kind: 'morale',
    actor: null,
    dialog: noChoices(countdownText('card.moraleTitle')),
    gmOnly: true,
    request: () => ({ names: monsters.map((m) => m.name ?? ''), immune }),
  });
}

/** A random encounter check (1 on a d6) at the current danger and turn, for the GM alone (CD-2). */
export function encounterPlan(disturbance: boolean) {
  const { exploration } = trackerState();
  return countdownPlan(CountdownEncounterRoll, {
    kind: 'encounter',
    actor: null,
    dialog: noChoices(countdownText('card.encounterTitle')),
    gmOnly: true,
    request: () => ({ danger: exploration.danger, turn: exploration.turn, disturbance }),
  });
}

/**
 * Every lit light source carried by a character: torches and lanterns burn each exploration turn,
 * and so does a running Light spell's duration die (CD-8: like any light's countdown die).
 */
export function litLights(actors: Iterable<Actor.Implementation>): TriggerEntry[] {
  const out: TriggerEntry[] = [];
  for (const actor of actors) {
    if (!isCharacter(actor)) continue;
    for (const item of itemsOf<GearSystem>(actor, TYPES.gear)) {
      if (item.system.lit && item.system.countdown.enabled && item.system.countdown.die > 0)
        out.push({ actor, item: item as CountdownItem });
    }
    for (const spell of itemsOf<SpellSystem>(actor, TYPES.spell)) {
      if (spell.system.light && spell.system.running > 0) out.push({ actor, item: spell as DurationSpell });
    }
  }
  return out;
}

/** CD-9 every character's rations with food left: a day of overland travel triggers them. */
export function partyRations(actors: Iterable<Actor.Implementation>): TriggerEntry[] {
  const out: TriggerEntry[] = [];
  for (const actor of actors) {
    if (!isCharacter(actor)) continue;
    const rations = itemsOf<GearSystem>(actor, TYPES.gear).find(
      (i) => i.system.countdown.enabled && i.system.countdown.resource === 'rations' && i.system.countdown.die > 0,
    );
    if (rations) out.push({ actor, item: rations as CountdownItem });
  }
  return out;
}

/**
 * One exploration turn passes: the counter advances; if the cadence comes round the encounter
 * check is rolled; every lit light source is triggered (as a request to its holder, or at once);
 * overland, the hour that ends a day of travel triggers the party's rations (CD-9).
 */
export async function advanceExplorationTurn() {
  const step = passTurn(trackerState());
  if (!step.ok) return step;
  await saveTrackerState(step.state);
  if (step.encounterCheck) await runRoll(encounterPlan(false), { fastForward: true });
  if (step.triggerLight) {
    await requestTriggers(
      'explorationTurn',
      litLights(game.actors ?? []),
      countdownText('card.explorationTurn', {
        turn: step.state.exploration.turn,
        danger: countdownText(`danger.${step.state.exploration.danger}`),
      }),
    );
  }
  if (step.triggerRations) await requestTriggers('travelDay', partyRations(game.actors ?? []));
  return step;
}

/** A new session: every character regains their once-per-session uses (Human reroll). */
export async function newSession() {
  for (const actor of game.actors ?? []) {
    if (isCharacter(actor)) await actor.update({ system: { uses: regainedUses(actor, 'session') } });
  }
  await postCard({
    title: countdownText('gm.newSession'),
    rows: [],
    notes: [countdownText('gm.newSessionNote')],
    buttons: [],
  });
}

/**
 * Should the GM be prompted for morale? Groups: at most half of a combat's monsters still stand;
 * a solo monster: at half HP. Once per combat (the combat's flag records it).
 */
export function moraleDueIn(monsters: CountdownMonster[], checked: boolean) {
  if (!monsters.length || monsters.every((m) => m.system.moraleImmune)) return false;
  if (monsters.length === 1) {
    const m = monsters[0]!;
    return moraleDue({
      solo: true,
      hp: m.system.hp.value,
      maxHp: m.system.hp.max,
      checked,
      immune: m.system.moraleImmune,
    });
  }
  const standing = monsters.filter((m) => m.system.hp.value > 0).length;
  return moraleDue({ startingCount: monsters.length, currentCount: standing, checked });
}
