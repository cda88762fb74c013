/**
 * The cryture rules in Foundry's combat tracker: initiative (CRY-3) with roll-offs and mid-combat
 * joiners, a Major and a Minor Action per turn on each combatant (Stunned: no Minor), and the end
 * of each turn — Regenerating and Wounded, then 1-turn statuses counting down (CRY-4). All of it
 * runs on the active GM; players' initiative buttons ask the GM.
 */
import { localize } from '../../../foundry/i18n';
import { unsetKey } from '../../../foundry/compat';
import { askGM } from '../../../foundry/relay';
import { registry } from '../../../foundry/registry';
import type { CombatRules } from '../../../foundry/ruleset';
import { endEncounter, endTurn, startTurn, statusKey, crytureKey } from '../rules';
import {
  CrytureInitiativeRoll,
  initiativeOutcome,
  mostDiceOf,
  type InitiativeOutcome,
  type InitiativeRequest,
} from '../dice/initiative-roll';
import { crytureChatRoll } from '../dice/recorded';
import { noChoices, runRoll, type RollPlan } from '../../../foundry/rolls/pipeline';
import { economyOf, isTurnOf, writeEconomy } from './turn-state';
import { newRoundOfOpportunities } from './opportunity';
import { postNotice } from '../chat/post';
import { actorSnapshot, isCombatantActor, statusStateOf, systemOf } from '../data/snapshot';
import { statusesSource, syncStatusEffects } from '../statuses';
import { ACTS_NOW_FLAG, RANK_FLAG, entryOf, sortCombatants } from './turn-order';
import { onZeroHealth } from './zero-health';
import { escapeHTML } from '../text';
import { updateCombatantsQuietly } from '../../../foundry/combat';

const combatantsOf = (combat: Combat.Implementation) => [...combat.combatants];

function namesOf(combatants: Combatant.Implementation[]): Record<string, string> {
  return Object.fromEntries(combatants.map((c) => [c.id!, c.name ?? '']));
}

const statsOf = (c: Combatant.Implementation) => (isCombatantActor(c.actor) ? actorSnapshot(c.actor).stats : {});

/** The combatant updates that write initiative totals and the roll-off order (as ranks). */
function orderUpdates(combatants: Combatant.Implementation[], order: string[], totals: Map<string, number>) {
  const rank = new Map(order.map((id, i) => [id, i]));
  const updates: ({ _id: string } & Record<string, unknown>)[] = [];
  for (const c of combatants) {
    const changes: Record<string, unknown> = {};
    if (totals.has(c.id!) && c.initiative !== totals.get(c.id!)) changes.initiative = totals.get(c.id!);
    if (rank.has(c.id!) && entryOf(c).rank !== rank.get(c.id!))
      changes[`flags.manifold.${RANK_FLAG}`] = rank.get(c.id!);
    if (Object.keys(changes).length) updates.push({ _id: c.id!, ...changes });
  }
  return updates;
}

/**
 * What every initiative roll's plan shares: the GM's, asking nothing, its dice the request's pools.
 * Initiative is no one's roll: its message speaks as its title, not as the GM who rolled it.
 */
function initiativeRoll(kind: string, title: string, request: InitiativeRequest) {
  return {
    kind,
    actor: null,
    dialog: noChoices(crytureKey(title)),
    messageData: () => ({ speaker: { alias: localize(crytureKey(title)) } }),
    request: () => request,
    resolve: initiativeOutcome,
    mostDice: mostDiceOf(request),
  };
}

/**
 * A batch's initiative (CRY-3): the wanted combatants' pools, and roll-offs of every tie that
 * includes one of them; the totals and the order are written once the dice are known.
 */
export function initiativePlan(
  combat: Combat.Implementation,
  wanted: Combatant.Implementation[],
): RollPlan<InitiativeRequest, InitiativeOutcome> {
  const all = combatantsOf(combat);
  const wantedIds = new Set(wanted.map((c) => c.id!));
  const existing = all
    .filter((c) => !wantedIds.has(c.id!) && entryOf(c).initiative !== null)
    .sort((a, b) => sortCombatants(a, b))
    .map((c) => ({ id: c.id!, total: entryOf(c).initiative! }));
  const request: InitiativeRequest = {
    mode: 'batch',
    names: namesOf(all),
    entrants: wanted.map((c) => ({ id: c.id!, stats: statsOf(c) })),
    existing,
  };
  return {
    ...initiativeRoll('cryture.initiative', 'initiative.title', request),
    async commit({ result }) {
      const totals = new Map([
        ...existing.map((e) => [e.id, e.total] as const),
        ...result.rolls.map((r) => [r.id, r.total] as const),
      ]);
      await updateCombatantsQuietly(combat, orderUpdates(all, result.order, totals));
      return true;
    },
    chatRoll: (made) => crytureChatRoll(CrytureInitiativeRoll, made),
  };
}

/** Rolls initiative for these combatants as the GM: a batch before the combat starts, joiners after. */
export async function rollInitiativeAsGM(combat: Combat.Implementation, ids: string[]): Promise<void> {
  const all = combatantsOf(combat);
  const wanted = ids.map((id) => all.find((c) => c.id === id)).filter((c): c is Combatant.Implementation => !!c);
  if (!wanted.length) return;
  if (combat.started) {
    for (const c of wanted) await joinCombat(combat, c);
    return;
  }
  await runRoll(initiativePlan(combat, wanted), { fastForward: true });
}

/**
 * A combatant entering a running combat rolls at once (CRY-3) and is placed by its total; if it
 * beats the combatant due next it acts right after the current turn, then keeps its own place.
 */
export function joinPlan(
  combat: Combat.Implementation,
  joiner: Combatant.Implementation,
): RollPlan<InitiativeRequest, InitiativeOutcome> {
  const turns = (combat.turns ?? []).filter((c) => c.id !== joiner.id && entryOf(c).initiative !== null);
  const current = combat.combatant;
  const index = current ? turns.findIndex((c) => c.id === current.id) : -1;
  const next = index >= 0 ? (turns[index + 1] ?? null) : (turns[0] ?? null);
  const request: InitiativeRequest = {
    mode: 'join',
    names: namesOf(combatantsOf(combat)),
    join: {
      order: turns.map((c) => ({ id: c.id!, total: entryOf(c).initiative! })),
      nextId: next?.id ?? null,
      joiner: { id: joiner.id!, stats: statsOf(joiner) },
    },
  };
  return {
    ...initiativeRoll('cryture.joinInitiative', 'initiative.joinTitle', request),
    async commit({ result }) {
      const totals = new Map([[joiner.id!, result.rolls[0]!.total]]);
      const updates = orderUpdates(combatantsOf(combat), result.order, totals);
      // "Acts now" goes in the same quiet batch: the joiner moves in after the current turn, and the
      // turn stays with whoever has it (no start or end of a turn for anyone).
      if (result.join?.actsNow && current && result.join.position <= index) {
        const actsNow = { [`flags.manifold.${ACTS_NOW_FLAG}`]: { round: combat.round, after: current.id } };
        const own = updates.find((u) => u._id === joiner.id);
        if (own) Object.assign(own, actsNow);
        else updates.push({ _id: joiner.id!, ...actsNow });
      }
      await updateCombatantsQuietly(combat, updates);
      return true;
    },
    chatRoll: (made) => crytureChatRoll(CrytureInitiativeRoll, made),
  };
}

/** A combatant joining a running combat: its initiative rolled by the GM at once. */
export async function joinCombat(combat: Combat.Implementation, joiner: Combatant.Implementation): Promise<void> {
  await runRoll(joinPlan(combat, joiner), { fastForward: true });
}

/** Start of a turn: a fresh Major and Minor Action; Stunned loses the Minor. */
export async function onTurnStart(_combat: Combat.Implementation, combatant: Combatant.Implementation): Promise<void> {
  const actor = combatant.actor;
  if (!isCombatantActor(actor)) return;
  const start = startTurn({ statuses: statusStateOf(actor) });
  await writeEconomy(combatant, start.economy);
  if (start.lostMinorToStun)
    await postNotice(
      localize(crytureKey('turn.stunnedTitle'), { name: combatant.name ?? '' }),
      [localize(crytureKey('turn.stunned'))],
      { actor },
    );
}

/** End of a turn: Regenerating / Wounded, then 1-turn statuses count the turn end (CRY-4). */
export async function onTurnEnd(_combat: Combat.Implementation, combatant: Combatant.Implementation): Promise<void> {
  const actor = combatant.actor;
  if (!isCombatantActor(actor)) return;
  const before = systemOf(actor).health.value;
  const end = endTurn({ health: systemOf(actor).health, statuses: statusStateOf(actor) });
  const statuses = statusesSource(end.statuses);
  const counted = JSON.stringify(statuses) !== JSON.stringify(statusesSource(statusStateOf(actor)));
  if (!end.regenerated && !end.wounded && !counted) return;
  await actor.update({ system: { health: { value: end.health.value }, statuses } });
  await syncStatusEffects(actor);
  const lines = [
    ...(end.regenerated ? [localize(crytureKey('turn.regenerated'), { n: end.regenerated })] : []),
    ...(end.wounded ? [localize(crytureKey('turn.wounded'), { n: end.wounded })] : []),
    ...(end.expired.length
      ? [localize(crytureKey('turn.expired'), { statuses: end.expired.map((s) => localize(statusKey(s))).join(', ') })]
      : []),
  ];
  if (lines.length)
    await postNotice(localize(crytureKey('turn.endTitle'), { name: combatant.name ?? '' }), lines, { actor });
  if (end.health.value === 0 && before > 0) await onZeroHealth(actor);
}

/** A new round: last round's "acts now" placements and opportunity-attack counts are cleared. */
export async function onRoundStart(combat: Combat.Implementation): Promise<void> {
  const updates: ({ _id: string } & Record<string, unknown>)[] = [];
  for (const c of combatantsOf(combat)) {
    const changes: Record<string, unknown> = {};
    if (c.getFlag('manifold', ACTS_NOW_FLAG)) Object.assign(changes, unsetKey(`flags.manifold.${ACTS_NOW_FLAG}`));
    if (Object.keys(changes).length) updates.push({ _id: c.id!, ...changes });
  }
  await updateCombatantsQuietly(combat, updates);
  await newRoundOfOpportunities(combat);
  combat.setupTurns();
}

/** "5 minutes … the length of the combat encounter": every status ends with the combat (CRY-4). */
export async function onCombatEnded(combat: Combat.Implementation): Promise<void> {
  for (const c of combatantsOf(combat)) {
    const actor = c.actor;
    if (!isCombatantActor(actor)) continue;
    const ended = endEncounter(statusStateOf(actor));
    if (!ended.expired.length) continue;
    await actor.update({ system: { statuses: statusesSource(ended.state) } });
    await syncStatusEffects(actor);
  }
}

/** The tracker shows each combatant's Major and Minor Action on its turn, and a joiner acting now. */
export function trackerExtras(combatant: Combatant.Implementation): { html: string } | null {
  if (!isCombatantActor(combatant.actor)) return null;
  const economy = economyOf(combatant);
  const pip = (kind: 'major' | 'minor', available: boolean) =>
    `<span class="cryture-pip pip-${kind}${available ? '' : ' spent'}" data-tooltip="${escapeHTML(localize(crytureKey(`actionKind.${kind}`)))}: ${escapeHTML(
      localize(crytureKey(available ? 'tracker.available' : 'tracker.spent')),
    )}">${escapeHTML(localize(crytureKey(`tracker.${kind}`)))}</span>`;
  const parts = isTurnOf(combatant) ? [pip('major', economy.major), pip('minor', economy.minor)] : [];
  const actsNow = combatant.getFlag('manifold', ACTS_NOW_FLAG);
  if (actsNow) parts.push(`<span class="cryture-badge">${escapeHTML(localize(crytureKey('tracker.actsNow')))}</span>`);
  return parts.length ? { html: `<span class="cryture-tracker">${parts.join('')}</span>` } : null;
}

/** Rolls initiative: the GM at once, a player through the GM (who checks they own every combatant). */
export async function rollInitiative(combat: Combat.Implementation, ids: string[]): Promise<void> {
  if (game.user?.isGM) return rollInitiativeAsGM(combat, ids);
  await askGM(registry, 'cryture', 'rollInitiative', { combatId: combat.id, ids });
}

export const crytureCombat: CombatRules = {
  sortCombatants,
  rollInitiative,
  onTurnStart,
  onTurnEnd,
  onRoundStart,
  trackerExtras,
};
