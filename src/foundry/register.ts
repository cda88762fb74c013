/**
 * Init-time registration. Every ruleset's types, models, sheets, rolls and dice terms are
 * registered whatever is active, so documents and chat messages of any ruleset keep working; the
 * active ruleset alone decides what is offered (status effects, create dialogs, combat rules).
 */
import { ManifoldCombat, ManifoldCombatant } from './combat';
import { registerStatusEffects } from './compat';
import { ManifoldActiveEffect } from './documents/active-effect';
import { ManifoldActor } from './documents/actor';
import { ManifoldItem } from './documents/item';
import type { RulesetRegistry } from './registry';
import { registerRelay } from './relay';
import { registerUndoQueries, registerUndoSetting } from './chat/undo';
import { registerKeybindings } from './keybindings';
import type { DocumentTypeDescriptor, RulesetDescriptor, RulesetId, StatusEffectDescriptor } from './ruleset';
import { SYSTEM_ID } from './settings';
import { registerManifoldHelpers, SHARED_TEMPLATES, SYSTEM_PATH } from './templates';

type Registrable = Record<string, unknown>;

function registerTypes(doc: 'Actor' | 'Item', types: Record<string, DocumentTypeDescriptor>): void {
  // fvtt-types gap: CONFIG.Actor/Item maps are keyed by the declared subtypes; descriptors carry their types as strings.
  const config = CONFIG[doc] as unknown as {
    dataModels: Registrable;
    typeLabels: Registrable;
    typeIcons: Registrable;
    trackableAttributes?: Registrable;
  };
  const documentClass = doc === 'Actor' ? Actor : Item;
  for (const [type, t] of Object.entries(types)) {
    config.dataModels[type] = t.model;
    config.typeLabels[type] = t.label;
    if (t.icon) config.typeIcons[type] = t.icon;
    if (t.trackable && doc === 'Actor') (config.trackableAttributes ??= {})[type] = t.trackable;
    if (t.sheet) {
      foundry.applications.apps.DocumentSheetConfig.registerSheet(
        documentClass as never, // fvtt-types gap: registerSheet's document class is a union the Actor|Item pick does not meet
        SYSTEM_ID,
        t.sheet as never, // fvtt-types gap: our DocumentSheetClass is not the mixin's exact constructor type
        {
          types: [type],
          makeDefault: true,
          label: t.label,
        } as never, // fvtt-types gap: registerSheet's options want the sheet's SubType union, our types are strings
      );
    }
  }
}

/** The status effects Foundry offers on tokens: the active ruleset's, in Foundry's shape. */
export function statusEffectConfig(effects: StatusEffectDescriptor[]) {
  return effects.map((e) => ({
    id: e.id,
    // A fixed 16-character id keeps one instance of each status per actor.
    _id: `mf${e.id}`
      .replace(/[^a-zA-Z0-9]/g, '')
      .padEnd(16, '0')
      .slice(0, 16),
    name: e.name,
    img: e.img,
    description: e.description ?? '',
    ...(e.statuses ? { statuses: e.statuses } : {}),
  }));
}

/** The active ruleset's status effects, beside core's `dead` (registered the running generation's way). */
export function registerActiveStatusEffects(descriptor: RulesetDescriptor): void {
  registerStatusEffects(statusEffectConfig(descriptor.statusEffects ?? []));
}

export function registerRulesets(registry: RulesetRegistry, active: RulesetId): void {
  CONFIG.Actor.documentClass = ManifoldActor;
  CONFIG.Item.documentClass = ManifoldItem;
  CONFIG.ActiveEffect.documentClass = ManifoldActiveEffect;
  CONFIG.Combat.documentClass = ManifoldCombat as never; // fvtt-types gap: Combat subclasses are only assignable when declared in DocumentClassConfig, which breaks Combat.Stored
  CONFIG.Combatant.documentClass = ManifoldCombatant as never; // fvtt-types gap: as for Combat, the Combatant subclass is not assignable undeclared
  // Item effects apply from the item (Actor#allApplicableEffects), never copied onto the actor.
  CONFIG.ActiveEffect.legacyTransferral = false;

  // fvtt-types gap: CONFIG.Dice.rolls/terms are typed to core classes; our Roll subclasses and terms are registered by name.
  const diceConfig = CONFIG.Dice as unknown as { rolls: unknown[]; terms: Registrable };
  for (const d of registry.all()) {
    registerTypes('Actor', d.Actor);
    registerTypes('Item', d.Item);
    for (const roll of d.rolls ?? []) diceConfig.rolls.push(roll);
    for (const [denomination, term] of Object.entries(d.diceTerms ?? {})) diceConfig.terms[denomination] = term;
    d.init?.();
  }

  registerActiveStatusEffects(registry.get(active));

  registerRelay(registry);
  registerUndoQueries();
  registerUndoSetting();
  registerKeybindings();
  registerManifoldHelpers(Handlebars);
  const templates = [...SHARED_TEMPLATES, ...registry.all().flatMap((d) => d.templates ?? [])];
  void foundry.applications.handlebars.loadTemplates(
    templates.map((t) => (t.startsWith('systems/') ? t : `${SYSTEM_PATH}/${t}`)),
  );
}
