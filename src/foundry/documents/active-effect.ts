/**
 * The system's ActiveEffect. Statuses are registered with i18n keys for `name` and `description`;
 * Foundry's ActiveEffect.fromStatusEffect localises only the name, so an effect toggled from the
 * Token HUD would show the raw description key. It is localised here, where every status effect
 * is built (the hook Draw Steel's DrawSteelActiveEffect also overrides).
 */
export class ManifoldActiveEffect extends ActiveEffect {
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
