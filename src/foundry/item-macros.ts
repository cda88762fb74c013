/**
 * Hotbar macros for items. An item row dragged from an actor sheet carries
 * Foundry's own drag data (`{type: 'Item', uuid}`); dropped on the hotbar, an item its actor can
 * roll (a weapon's attack, a spell, a power…) becomes a macro that rolls it. Any other item drop
 * is left to Foundry, whose default macro opens the item's sheet.
 */
import type { RulesetRegistry } from './registry';
import type { Rollable } from './ruleset';
import { shouldSkipDialog } from './settings';

/** The roll an owned item offers on its actor's sheet (the first, e.g. an attack before a snap shot). */
export function itemRollable(registry: RulesetRegistry, item: Item.Implementation | null): Rollable | undefined {
  const actor = item?.actor;
  if (!item || !actor) return undefined;
  return registry.rollablesOf(actor).find((r) => r.itemId === item.id);
}

/** The script an item's macro runs: only the item's uuid is embedded, as JSON. */
export function itemMacroCommand(uuid: string): string {
  return `game.manifold.rollItemFromMacro(${JSON.stringify(uuid)}, event);`;
}

/** Handles an Item dropped on the hotbar; returns false (handled) when it makes the macro. */
export function onItemHotbarDrop(registry: RulesetRegistry, data: unknown, slot: number): false | void {
  const drag = data as { type?: unknown; uuid?: unknown } | null;
  if (drag?.type !== 'Item' || typeof drag.uuid !== 'string') return;
  // Hooks.call needs the answer now: an owned item is in memory, so the synchronous lookup finds it.
  const item = fromUuidSync(drag.uuid) as Item.Implementation | null;
  if (!item?.isOwner || !itemRollable(registry, item)) return;
  void createItemMacro(item, slot);
  return false;
}

async function createItemMacro(item: Item.Implementation, slot: number): Promise<void> {
  const command = itemMacroCommand(item.uuid);
  const existing = game.macros?.find((m) => m.command === command && m.isAuthor);
  const macro =
    existing ??
    (await Macro.implementation.create({ name: item.name ?? '', type: 'script', img: item.img ?? undefined, command }));
  if (macro) await game.user?.assignHotbarMacro(macro, slot);
}

/** What an item's macro does: rolls that item for its actor, or says why it cannot. */
export async function rollItemFromMacro(registry: RulesetRegistry, uuid: string, event?: Event): Promise<unknown> {
  const item = (await fromUuid(uuid)) as Item.Implementation | null;
  const rollable = item?.isOwner ? itemRollable(registry, item) : undefined;
  if (!item) {
    ui.notifications?.warn('MANIFOLD.macro.itemGone', { localize: true });
    return null;
  }
  if (!rollable) {
    ui.notifications?.warn(game.i18n!.format('MANIFOLD.macro.cannotRollItem', { item: item.name ?? '' }));
    return null;
  }
  return rollable.roll({ fastForward: shouldSkipDialog(event as MouseEvent | undefined), ...(event ? { event } : {}) });
}
