/**
 * Hotbar macros. Any roll button on a sheet can be dragged to the hotbar; the macro then rolls
 * the same thing for the selected token's actor, or the user's character, and says clearly when
 * there is neither or when that actor cannot make that roll. An item its actor can roll, dragged
 * from the sheet, becomes a macro that rolls that item.
 */
import { rollRollable } from './rolls/pipeline';
import type { RulesetRegistry } from './registry';
import type { Rollable } from './ruleset';
import { shouldSkipDialog } from './settings';
import { bindOnce } from './sheets/bind-once';
import { MACRO_ICON } from './icons';

export const ROLLABLE_DRAG_TYPE = 'manifold.rollable';

export interface RollableDragData {
  type: typeof ROLLABLE_DRAG_TYPE;
  key: string;
  label: string;
  img?: string;
}

/** The script a rollable's macro runs. Only the key and label are embedded, as JSON. */
export function macroCommand(data: RollableDragData): string {
  return `game.manifold.rollFromMacro(${JSON.stringify(data.key)}, ${JSON.stringify(data.label)}, event);`;
}

/** Which actor a macro acts for: the controlled token's, else the user's assigned character. */
export function macroActor(): Actor.Implementation | null {
  const token = canvas?.ready ? canvas.tokens?.controlled[0] : undefined;
  return (
    (token?.actor as Actor.Implementation | undefined) ?? (game.user?.character as Actor.Implementation | null) ?? null
  );
}

export async function rollFromMacro(
  registry: RulesetRegistry,
  key: string,
  label: string,
  event?: Event,
): Promise<unknown> {
  const actor = macroActor();
  if (!actor) {
    ui.notifications?.warn('MANIFOLD.macro.noActor', { localize: true });
    return null;
  }
  const rollable = registry.rollablesOf(actor).find((r) => r.key === key);
  if (!rollable) {
    ui.notifications?.warn(game.i18n!.format('MANIFOLD.macro.cannotRoll', { actor: actor.name ?? '', roll: label }));
    return null;
  }
  return rollRollable(rollable, { fastForward: shouldSkipDialog(event as MouseEvent | undefined), event });
}

/** Handles a drop on the hotbar; returns false (handled) for our rollables so Foundry does nothing else. */
export function onHotbarDrop(data: unknown, slot: number): boolean | void {
  const drag = data as Partial<RollableDragData>;
  if (drag?.type !== ROLLABLE_DRAG_TYPE || typeof drag.key !== 'string' || typeof drag.label !== 'string') return;
  void createRollableMacro(drag as RollableDragData, slot);
  return false;
}

async function createRollableMacro(data: RollableDragData, slot: number): Promise<void> {
  const command = macroCommand(data);
  const existing = game.macros?.find((m) => m.command === command && m.isAuthor);
  const macro =
    existing ??
    (await Macro.implementation.create({
      name: data.label,
      type: 'script',
      img: data.img ?? MACRO_ICON,
      command,
    }));
  if (macro) await game.user?.assignHotbarMacro(macro, slot);
}

/** Makes every `[data-rollable]` button of a sheet draggable to the hotbar. */
export function makeRollablesDraggable(element: HTMLElement): void {
  for (const button of element.querySelectorAll<HTMLElement>('[data-rollable]')) {
    if (!bindOnce(button, 'rollable-drag')) continue;
    button.draggable = true;
    button.addEventListener('dragstart', (event) => {
      const data: RollableDragData = {
        type: ROLLABLE_DRAG_TYPE,
        key: button.dataset.rollable ?? '',
        // An icon-only control (the statblock's roll control) is named by its aria-label.
        label: button.dataset.rollLabel ?? (button.textContent?.trim() || button.getAttribute('aria-label') || ''),
      };
      event.dataTransfer?.setData('text/plain', JSON.stringify(data));
    });
  }
}

/*
 * Items. An item row dragged from an actor sheet carries Foundry's own drag data (`{type: 'Item',
 * uuid}`); dropped on the hotbar, an item its actor can roll (a weapon's attack, a spell, a
 * power…) becomes a macro that rolls it. Any other item drop is left to Foundry, whose default
 * macro opens the item's sheet.
 */

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
  return rollRollable(rollable, { fastForward: shouldSkipDialog(event as MouseEvent | undefined), event });
}
