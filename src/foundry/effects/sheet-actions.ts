/**
 * The Effects tab's buttons, shared by every actor and item sheet: create (in the group the
 * button sits in), enable/disable, edit (Foundry's effect sheet, with the ruleset's keys offered:
 * editor.ts), delete, and drag to copy an effect onto another document (Foundry's sheets create
 * a dropped ActiveEffect on their document).
 */
import { generation, trackerDurationData } from '../compat';
import { changesData } from './changes';
import { bindOnce } from '../sheets/bind-once';
import { NEW_EFFECT_ICON } from '../icons';

/** A document with an Effects tab or part. */
type Holder = Actor.Implementation | Item.Implementation;

/** The effect a row's button belongs to: the document's own, or one an item of the actor holds. */
export function effectFromTarget(document: Holder, target: HTMLElement): ActiveEffect.Implementation | null {
  const row = target.closest<HTMLElement>('[data-effect-id]');
  const id = row?.dataset.effectId ?? '';
  const itemId = row?.dataset.itemId ?? '';
  const holder = itemId ? ('items' in document ? document.items.get(itemId) : undefined) : document;
  return holder?.effects.get(id) ?? null;
}

/** New effect data for a group: temporary lasts one round from now on the tracker; inactive starts disabled. */
export function newEffectData(group: string, holder: Holder): ActiveEffect.CreateData {
  const combat = game.combat;
  return {
    name: game.i18n!.localize('MANIFOLD.Effects.new'),
    img: NEW_EFFECT_ICON,
    // The running generation's shape: `changes` on v13, `system.changes` on v14.
    ...changesData([], generation()),
    disabled: group === 'inactive',
    // On an item, the effect applies to its owner (Foundry's transfer); on an actor, to itself.
    transfer: holder.documentName === 'Item',
    // v13: duration.{rounds, startRound, startTurn}; v14: duration.{value, units} and start.{round, turn}.
    ...(group === 'temporary' ? trackerDurationData(1, combat?.round ?? null, combat?.turn ?? null) : {}),
  };
}

export async function createEffect(document: Holder, target: HTMLElement): Promise<void> {
  const data = [newEffectData(target.dataset.group ?? 'passive', document)];
  // Two calls, not one: the union of Actor's and Item's generic signatures is not callable.
  if (document.documentName === 'Actor') await document.createEmbeddedDocuments('ActiveEffect', data);
  else await document.createEmbeddedDocuments('ActiveEffect', data);
}

export async function toggleEffect(document: Holder, target: HTMLElement): Promise<void> {
  const effect = effectFromTarget(document, target);
  if (effect) await effect.update({ disabled: !effect.disabled });
}

export async function editEffect(document: Holder, target: HTMLElement): Promise<void> {
  await effectFromTarget(document, target)?.sheet?.render(true);
}

export async function deleteEffect(document: Holder, target: HTMLElement): Promise<void> {
  await effectFromTarget(document, target)?.delete();
}

/** Drag an effect row: Foundry's drop on another actor or item sheet copies it there. */
export function makeEffectsDraggable(element: HTMLElement, document: Holder): void {
  for (const row of element.querySelectorAll<HTMLElement>('.manifold-effect[data-effect-id]')) {
    if (!bindOnce(row, 'effect-drag')) continue;
    row.addEventListener('dragstart', (event) => {
      const effect = effectFromTarget(document, row);
      const data = effect?.toDragData() ?? { type: 'ActiveEffect', uuid: row.dataset.uuid };
      event.dataTransfer?.setData('text/plain', JSON.stringify(data));
    });
  }
}

/** The effect a drag payload names (Foundry's drag data of an ActiveEffect), or null. */
async function droppedEffect(event: DragEvent): Promise<ActiveEffect.Implementation | null> {
  const data = foundry.applications.ux.TextEditor.implementation.getDragEventData(event);
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
  const { type, uuid } = data as { type?: unknown; uuid?: unknown };
  if (type !== 'ActiveEffect' || typeof uuid !== 'string') return null;
  const effect = await ActiveEffect.implementation.fromDropData({ uuid });
  return effect?.documentName === 'ActiveEffect' ? effect : null;
}

/**
 * An effect dropped on an item's sheet is copied onto the item, as one dropped on an actor sheet
 * is by Foundry's ActorSheetV2 (`_onDropActiveEffect`). ItemSheetV2 takes no drops itself (only
 * ActorSheetV2 binds a DragDrop), so the item sheet listens for this one. The copy transfers to the
 * item's owner, as an effect created on the item's own sheet does; one of this item is left alone.
 */
export async function dropEffectOnItem(
  item: Item.Implementation,
  editable: boolean,
  event: DragEvent,
): Promise<ActiveEffect.Implementation | null> {
  const effect = await droppedEffect(event);
  if (!effect || effect.parent === item) return null;
  if (!editable) {
    ui.notifications?.warn(game.i18n!.format('MANIFOLD.drop.notEditable', { actor: item.name ?? '' }));
    return null;
  }
  const data = { ...(effect.toObject() as ActiveEffect.CreateData), transfer: true };
  const created = await item.createEmbeddedDocuments('ActiveEffect', [data]);
  return created?.[0] ?? null;
}

/** Lets an item sheet take effects dragged from any Effects tab (bound once: the element outlives renders). */
export function acceptEffectDrops(
  element: HTMLElement,
  item: () => Item.Implementation,
  editable: () => boolean,
): void {
  element.addEventListener('dragover', (event) => event.preventDefault());
  element.addEventListener('drop', (event) => {
    event.preventDefault();
    return dropEffectOnItem(item(), editable(), event);
  });
}

type SheetThis = { document: Holder };
const bound = (fn: (document: Holder, target: HTMLElement) => Promise<void>) =>
  function (this: SheetThis, _event: PointerEvent, target: HTMLElement) {
    return fn(this.document, target);
  };

/** The actions an actor or item sheet registers for its Effects tab (`data-action="…"`). */
export const EFFECT_ACTIONS = {
  createEffect: bound(createEffect),
  toggleEffect: bound(toggleEffect),
  editEffect: bound(editEffect),
  deleteEffect: bound(deleteEffect),
};

/** The Effects PART every actor and item sheet adds (a tab where the sheet has tabs, a section otherwise). */
export const EFFECTS_PART = { template: 'systems/manifold/templates/shared/effects-tab.hbs', scrollable: [''] };
/** The Effects tab of a tabbed actor sheet. */
export const EFFECTS_TAB = { id: 'effects', icon: 'fa-solid fa-bolt' };
