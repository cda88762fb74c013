/**
 * One Combat and one Combatant class for every ruleset: each delegates ordering, initiative and
 * turn automation to the active ruleset's CombatRules, and falls back to Foundry's defaults.
 */
import { combatantNameSlot, combatantRows } from './compat';
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
  if (rules?.trackerExtras && combat) {
    for (const { row, id } of combatantRows(html)) {
      const combatant = combat.combatants.get(id);
      const extras = combatant ? rules.trackerExtras(combatant) : null;
      if (!extras) continue;
      const holder = document.createElement('div');
      holder.className = 'manifold-tracker-extras';
      holder.innerHTML = extras.html; // ruleset-rendered template output, escaped there
      combatantNameSlot(row)?.append(holder);
    }
  }
  rules?.wireTracker?.(html);
}
