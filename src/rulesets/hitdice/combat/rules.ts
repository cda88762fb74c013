/**
 * The hitdice combat tracker: initiative by successes (HD-8), the turn's economy kept per
 * combatant, the Guard layer gone at the start of the defender's turn (HD-5), a dying character's
 * Resolve check raised each round, an unused Stabilize lapsing at the round's end, and held
 * actions whose trigger never came falling back to Basic at initiative 0. These run on the active
 * GM's client.
 */
import { localize } from '../../../foundry/i18n';
import type { CombatRules } from '../../../foundry/ruleset';
import { shouldSkipDialog } from '../../../foundry/settings';
import { applyChanges, isHitdiceActor, snapshotOf } from '../data/snapshot';
import { postNotice } from '../chat/post';
import { initiativePlan } from './initiative';
import { runRoll } from '../../../foundry/rolls/pipeline';
import { raiseRoundEvent } from '../flows/resolve';
import { dyingCheckDue, endOwnRound, endTurn, startOwnTurn, startTurn } from '../rules';
import { carriedIntoRound, roundNumber, roundStateOfCombatant, saveRoundState, storeRound } from './turn-state';
import { initiativeHint, trackerExtras } from './tracker';

const actorOf = (combatant: Combatant.Implementation) => {
  const actor = combatant.actor as Actor.Implementation | null;
  return actor && isHitdiceActor(actor) ? actor : null;
};

/** Initiative descending, unrolled last; equal values keep a fixed order until the GM edits one (HD-8). */
export function sortCombatants(a: Combatant.Implementation, b: Combatant.Implementation): number {
  const ia = typeof a.initiative === 'number' ? a.initiative : -Infinity;
  const ib = typeof b.initiative === 'number' ? b.initiative : -Infinity;
  if (ia !== ib) return ib - ia;
  return String(a.id) < String(b.id) ? -1 : String(a.id) > String(b.id) ? 1 : 0;
}

export const hitdiceCombat: CombatRules = {
  sortCombatants,

  async rollInitiative(combat, ids) {
    for (const id of ids) {
      const combatant = combat.combatants.get(id) as Combatant.Implementation | undefined;
      if (!combatant?.isOwner || !actorOf(combatant)) continue;
      // The GM rolling for NPCs skips the dialog; players see the odds and choose exertion (unless they skip dialogs).
      const npc = !(combatant.actor as Actor.Implementation).hasPlayerOwner;
      await runRoll(initiativePlan(combat, combatant), {
        fastForward: (npc && Boolean(game.user?.isGM)) || shouldSkipDialog(),
      });
    }
  },

  async onTurnStart(combat, combatant) {
    const actor = actorOf(combatant);
    if (!actor) return;
    const state = roundStateOfCombatant(combat, combatant);
    const started = startTurn(state.economy ?? undefined);
    // Held actions carried from last round lapse once the character's own turn comes again.
    await saveRoundState(state, { economy: { ...started, held: started.held.filter((h) => !h.basicOnly) } });
    const guardGone = startOwnTurn(snapshotOf(actor));
    if ('guard' in guardGone) await applyChanges(actor, guardGone, { guard: { max: 0 } });
    if (dyingCheckDue(snapshotOf(actor))) await raiseRoundEvent(actor, { dying: true });
  },

  async onTurnEnd(combat, combatant, context) {
    if (!actorOf(combatant)) return;
    // The turn's own round: when the last turn ends, the combat already shows the next one.
    const state = roundStateOfCombatant(combat, combatant, Math.max(1, context.round));
    await saveRoundState(state, { economy: endTurn(state.economy ?? undefined) });
  },

  async onRoundStart(combat) {
    const round = roundNumber(combat);
    const held: string[] = [];
    for (const combatant of combat.combatants as Iterable<Combatant.Implementation>) {
      const actor = actorOf(combatant);
      if (!actor) continue;
      const lapse = endOwnRound(snapshotOf(actor));
      if (round > 1 && 'stabilized' in lapse) await applyChanges(actor, lapse);
      const carried = carriedIntoRound(combatant, round);
      if (!carried) continue;
      await storeRound(combatant, carried);
      for (const h of carried.economy.held)
        held.push(localize('MANIFOLD.hitdice.card.heldLine', { name: combatant.name ?? '', trigger: h.trigger }));
    }
    if (held.length)
      await postNotice(null, { title: localize('MANIFOLD.hitdice.card.heldTitle', { round: round - 1 }), lines: held });
  },

  trackerExtras,
  initiativeHint,
};
