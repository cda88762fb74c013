/**
 * The system's ActiveEffect.
 * - An effect Foundry suppresses stays suppressed (on v14, an expired one). An item's effect
 *   applies to its owner only while the item says it does
 *   (`system.transfersEffects`: worn armor, a carried item — each ruleset's item models decide;
 *   Foundry's default is "always"), the way dnd5e and Draw Steel suppress an unequipped item's
 *   effects through `isSuppressed`.
 * - Foundry applies every change, through the instance's `apply` on v13 and through the static
 *   `applyChange` on v14 (in two phases, with `change.effect` attached, as Shadowdark's and Draw
 *   Steel's effect classes override it): both let a change to an actor apply only where it can
 *   stand, and record it with its reason where it cannot (effects/application.ts).
 * - Statuses are registered with i18n keys for `name` and `description`; Foundry's
 *   ActiveEffect.fromStatusEffect localises only the name, so an effect toggled from the Token HUD
 *   would show the raw description key. It is localised here, where every status effect is built
 *   (the hook Draw Steel's DrawSteelActiveEffect also overrides).
 */
import { coreApplyChange } from '../compat';
import { applyGuarded } from '../effects/application';

/** Whether an item lets its effects apply to its owner now (carried, equipped…). */
export function itemTransfersEffects(item: unknown): boolean {
  const system = (item as { system?: { transfersEffects?: unknown } } | null)?.system;
  return system?.transfersEffects !== false;
}

type Change = Parameters<ActiveEffect['apply']>[1];
type AppliedChange = Parameters<typeof coreApplyChange>[2];

export class ManifoldActiveEffect extends ActiveEffect {
  /**
   * Core's reading first (v14: the effect's system data, else its expired duration — v14's default
   * expiry action only marks it), then ours: an item's effect waits while the item does not pass
   * it on.
   */
  override get isSuppressed(): boolean {
    if (super.isSuppressed) return true;
    const parent = this.parent as { documentName?: string } | null;
    return parent?.documentName === 'Item' ? !itemTransfersEffects(parent) : false;
  }

  override apply(actor: Actor.Implementation, change: Change): ReturnType<ActiveEffect['apply']> {
    return applyGuarded(this, actor, change, () => super.apply(actor, change));
  }

  /** v14's application of one change (fvtt-types' v13 class lacks it, hence no `override`). */
  static applyChange(targetDoc: unknown, change: AppliedChange, options?: object): Record<string, unknown> {
    const effect = change.effect as { id?: string | null; name?: string } | undefined;
    return applyGuarded(effect, targetDoc, change, () => coreApplyChange(this, targetDoc, change, options));
  }

  static override async _fromStatusEffect(
    statusId: string,
    effectData: ActiveEffect.CreateData,
    options?: ActiveEffect.Database.CreateOperation<boolean>,
  ) {
    const described = effectData as { description?: string };
    if (described.description) described.description = game.i18n!.localize(described.description);
    return super._fromStatusEffect(statusId, effectData, options);
  }
}
