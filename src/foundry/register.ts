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
import { setDefaultItemImage } from './icons';
import type { RulesetRegistry } from './registry';
import { registerRelay } from './relay';
import { registerUndoQueries, registerUndoSetting } from './chat/undo';
import { registerCardStateSetting } from './chat/card-state';
import { registerRollRecords } from './chat/roll-record';
import { registerKeybindings } from './keybindings';
import { registerRequests } from './requests';
import { SHARED_CARDS } from './requests/card-model';
import type {
  AnyConstructor,
  DocumentTypeDescriptor,
  RulesetDescriptor,
  RulesetId,
  StatusEffectDescriptor,
} from './ruleset';
import { SYSTEM_ID } from './settings';
import { registerManifoldHelpers, SHARED_TEMPLATES, SYSTEM_PATH } from './templates';

/** Foundry's sheet registration for a type named at run time. */
function registerSheet(
  documentClass: typeof Actor | typeof Item,
  sheetClass: AnyConstructor,
  options: { types: string[]; makeDefault: boolean; label: string },
): void {
  const config = foundry.applications.apps.DocumentSheetConfig;
  // fvtt-types gap: registerSheet is typed per document class and subtype union; a descriptor names its type as a string.
  const register = config.registerSheet as unknown as (this: typeof config, ...args: unknown[]) => void;
  register.call(config, documentClass, SYSTEM_ID, sheetClass, options);
}

function registerTypes(doc: 'Actor' | 'Item', types: Record<string, DocumentTypeDescriptor>): void {
  const config = CONFIG[doc];
  const documentClass = doc === 'Actor' ? Actor : Item;
  for (const [type, t] of Object.entries(types)) {
    // The maps are typed by the declared subtypes; a descriptor names its type as a string.
    Object.assign(config.dataModels, { [type]: t.model });
    Object.assign(config.typeLabels, { [type]: t.label });
    // CONFIG.Item.typeIcons exists on v13 and v14; the 13.345 types declare it for Actor only.
    if (t.icon) Object.assign(((config as { typeIcons?: object }).typeIcons ??= {}), { [type]: t.icon });
    if (t.img && doc === 'Item') setDefaultItemImage(type, t.img);
    if (t.trackable && doc === 'Actor')
      Object.assign((CONFIG.Actor.trackableAttributes ??= {}), { [type]: t.trackable });
    if (t.sheet) {
      registerSheet(documentClass, t.sheet, { types: [type], makeDefault: true, label: t.label });
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

  // Every card kind's model (card-model.ts): the rulesets' and the shared request card.
  Object.assign(CONFIG.ChatMessage.dataModels, registry.cardTypes(), SHARED_CARDS);
  for (const d of registry.all()) {
    registerTypes('Actor', d.Actor);
    registerTypes('Item', d.Item);
    for (const roll of d.rolls ?? []) CONFIG.Dice.rolls.push(roll);
    for (const [denomination, term] of Object.entries(d.diceTerms ?? {})) CONFIG.Dice.terms[denomination] = term;
    d.init?.();
  }

  registerActiveStatusEffects(registry.get(active));

  registerRelay(registry);
  registerUndoQueries();
  registerUndoSetting();
  registerCardStateSetting();
  registerRollRecords();
  registerRequests(registry);
  registerKeybindings();
  registerManifoldHelpers(Handlebars);
  const templates = [...SHARED_TEMPLATES, ...registry.all().flatMap((d) => d.templates ?? [])];
  void foundry.applications.handlebars.loadTemplates(
    templates.map((t) => (t.startsWith('systems/') ? t : `${SYSTEM_PATH}/${t}`)),
  );
}
