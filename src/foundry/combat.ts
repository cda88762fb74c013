/**
 * Combat for every ruleset: one Combat and one Combatant class, each delegating ordering,
 * initiative and turn automation to the active ruleset's CombatRules (falling back to Foundry's
 * defaults); the tracker's per-ruleset extras; and writing combatants mid-combat without turn events.
 */
import { combatantInitiativeSlot, combatantNameSlot, combatantRows } from './compat';
import { expireEffects } from './effects/expiry';
import { registry } from './registry';
import type { CombatRules, TurnContext } from './ruleset';
import { activeRulesetId } from './settings';

function activeRules(): CombatRules | undefined {
  return registry.get(activeRulesetId()).combat;
}

/** Foundry passes {round, turn, skipped}; the stand-in and older callers may pass less. */
function turnContext(context: Partial<TurnContext> | undefined): TurnContext {
  return { round: Number(context?.round) || 0, turn: context?.turn ?? null, skipped: Boolean(context?.skipped) };
}

export class ManifoldCombat extends Combat {
  /** This combat as the rules see every combat. */
  private asCombat(): Combat.Implementation {
    // fvtt-types gap: a Combat subclass is not its own Combat.Implementation unless declared in DocumentClassConfig, which breaks Combat.Stored.
    return this as unknown as Combat.Implementation;
  }

  override async rollInitiative(ids: string | string[], options?: Combat.InitiativeOptions): Promise<this> {
    const rules = activeRules();
    if (!rules?.rollInitiative) return super.rollInitiative(ids, options);
    await rules.rollInitiative(this.asCombat(), typeof ids === 'string' ? [ids] : ids);
    return this;
  }

  // Foundry calls this unbound (as a sort comparator), so it must not use `this`.
  protected override _sortCombatants(a: Combatant.Implementation, b: Combatant.Implementation): number {
    const rules = activeRules();
    return rules?.sortCombatants ? rules.sortCombatants(a, b) : Combat.prototype['_sortCombatants'](a, b);
  }

  protected override async _onStartTurn(combatant: Combatant.Implementation, context: Combat.TurnEventContext) {
    await super._onStartTurn(combatant, context);
    await activeRules()?.onTurnStart?.(this.asCombat(), combatant, turnContext(context));
    // Effects counted in rounds/turns run out on their own (src/foundry/effects/expiry.ts).
    await expireEffects(this.asCombat());
  }

  protected override async _onEndTurn(combatant: Combatant.Implementation, context: Combat.TurnEventContext) {
    await super._onEndTurn(combatant, context);
    await activeRules()?.onTurnEnd?.(this.asCombat(), combatant, turnContext(context));
  }

  protected override async _onStartRound(context: Combat.RoundEventContext) {
    await super._onStartRound(context);
    await activeRules()?.onRoundStart?.(this.asCombat());
  }
}

export class ManifoldCombatant extends Combatant {}

/**
 * Adds each ruleset's per-combatant extras (action points, fast/slow, death clock…) to the tracker,
 * then lets the ruleset wire its buttons: drawn and wired in one hook, so no render leaves them dead.
 */
export function decorateCombatTracker(html: HTMLElement): void {
  const rules = activeRules();
  const combat = game.combat;
  if ((rules?.trackerExtras || rules?.initiativeHint) && combat) {
    for (const { row, id } of combatantRows(html)) {
      const combatant = combat.combatants.get(id);
      if (!combatant) continue;
      // An initiative that is not a plain roll says what it counts (plain text: no markup).
      const hint = rules.initiativeHint?.(combatant);
      const initiative = combatantInitiativeSlot(row);
      if (hint && initiative) initiative.dataset.tooltipText = hint;
      const extras = rules.trackerExtras?.(combatant);
      if (!extras) continue;
      const holder = document.createElement('div');
      holder.className = 'manifold-tracker-extras';
      holder.innerHTML = extras.html; // ruleset-rendered template output, escaped there
      combatantNameSlot(row)?.append(holder);
    }
  }
  rules?.wireTracker?.(html);
}

/*
 * Writing combatants mid-combat without Foundry's turn events. A combatant update that re-sorts
 * the turns keeps the turn *index*, so when another combatant lands on it Foundry ends the turn of
 * the one who had it and starts the newcomer's (Combat#_onUpdateDescendantDocuments →
 * _manageTurnEvents): action economies reset, guard dice stripped, 1-turn statuses counted down
 * early. Core's own rollInitiative passes `turnEvents: false`; so do we, and we keep the turn on
 * the combatant who has it (the GM stores the moved index; a player's clients are told it through
 * `combatTurn`, which Foundry applies on every client before it re-sorts).
 */

type Update = { _id: string } & Record<string, unknown>;

/** A combatant as it will read after `update` (initiative and flags), for sorting only. */
function previewOf(combatant: Combatant.Implementation, update: Update | undefined): Combatant.Implementation {
  if (!update) return combatant;
  const preview = Object.create(combatant) as Combatant.Implementation;
  const expanded = foundry.utils.expandObject(update) as { initiative?: number | null; flags?: object };
  if ('initiative' in expanded) Object.defineProperty(preview, 'initiative', { value: expanded.initiative });
  if (expanded.flags) {
    const flags = foundry.utils.mergeObject(structuredClone(combatant.flags ?? {}), expanded.flags, { inplace: false });
    Object.defineProperty(preview, 'flags', { value: flags });
    Object.defineProperty(preview, 'getFlag', {
      value: (scope: string, key: string) => (flags as Record<string, Record<string, unknown>>)[scope]?.[key],
    });
  }
  return preview;
}

/** Where the current combatant will stand once `updates` are written. */
function turnAfter(combat: Combat.Implementation, updates: Update[], currentId: string): number {
  const byId = new Map(updates.map((u) => [u._id, u]));
  const sort = combat['_sortCombatants']; // protected; called unbound, as Foundry does
  const sorted = combat.combatants.contents
    .map((c) => ({ id: c.id, preview: previewOf(c, byId.get(c.id!)) }))
    .sort((a, b) => sort(a.preview, b.preview));
  return sorted.findIndex((c) => c.id === currentId);
}

/** Writes these combatant updates in one batch, with no turn events and the turn kept where it is. */
export async function updateCombatantsQuietly(combat: Combat.Implementation, updates: Update[]): Promise<void> {
  if (!updates.length) return;
  const currentId = combat.started ? combat.combatant?.id : undefined;
  const gm = Boolean(game.user && combat.canUserModify(game.user, 'update'));
  const options: Record<string, unknown> = { turnEvents: false };
  if (currentId && !gm) options.combatTurn = turnAfter(combat, updates, currentId);
  await combat.updateEmbeddedDocuments('Combatant', updates, options);
  if (!currentId || !gm) return;
  const index = combat.turns.findIndex((t) => t.id === currentId);
  if (index >= 0 && index !== combat.turn) await combat.update({ turn: index }, { turnEvents: false });
}
