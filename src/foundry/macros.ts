/**
 * Hotbar macros. Any roll button on a sheet can be dragged to the hotbar; the macro then rolls
 * the same thing for the selected token's actor, or the user's character, and says clearly when
 * there is neither or when that actor cannot make that roll.
 */
import type { RulesetRegistry } from './registry';
import { shouldSkipDialog } from './settings';
import { bindOnce } from './sheets/bind-once';

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
  return rollable.roll({ fastForward: shouldSkipDialog(event as MouseEvent | undefined), ...(event ? { event } : {}) });
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
      img: data.img ?? 'icons/svg/d20-grey.svg',
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
        label: button.dataset.rollLabel ?? button.textContent?.trim() ?? '',
      };
      event.dataTransfer?.setData('text/plain', JSON.stringify(data));
    });
  }
}
