/**
 * The system's ActiveEffect.
 * - An effect Foundry suppresses stays suppressed (on v14, an expired one). An item's effect
 *   applies to its owner only while the item says it does
 *   (`system.transfersEffects`: worn armor, a carried item — each ruleset's item models decide;
 *   Foundry's default is "always"), the way dnd5e and Draw Steel suppress an unequipped item's
 *   effects through `isSuppressed`.
 * - Ruleset keys (`relic.ac`) are applied by the ruleset's derived data, so Foundry's own
 *   application skips them; free keys (`system.…`) go through Foundry's, unless invalid for this
 *   actor, then they are skipped and reported.
 * - Statuses are registered with i18n keys for `name` and `description`; Foundry's
 *   ActiveEffect.fromStatusEffect localises only the name, so an effect toggled from the Token HUD
 *   would show the raw description key. It is localised here, where every status effect is built
 *   (the hook Draw Steel's DrawSteelActiveEffect also overrides).
 */
import { readChange, type EffectChange } from '../effects/changes';
import { isFreeKey } from '../effects/keys';
import { recordSkippedFreeKey } from '../effects/preparation';
import { freeKeyProblem } from '../effects/validate';

/** Whether an item lets its effects apply to its owner now (carried, equipped…). */
export function itemTransfersEffects(item: unknown): boolean {
  const system = (item as { system?: { transfersEffects?: unknown } } | null)?.system;
  return system?.transfersEffects !== false;
}

type Change = Parameters<ActiveEffect['apply']>[1];

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
    const read: EffectChange | null = readChange(change);
    if (!read || !isFreeKey(read.key)) return {};
    const reason = freeKeyProblem(actor, read);
    if (reason) {
      recordSkippedFreeKey(actor, {
        effectId: String(this.id ?? ''),
        effect: this.name,
        key: read.key,
        value: read.value,
        reason,
      });
      return {};
    }
    return super.apply(actor, change);
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
