/**
 * Dragging on actor sheets in the stand-in, as a user's mouse does: a dragstart on an item row
 * (Foundry's DragDrop fills the DataTransfer), then a drop on a row or on a sheet, with the
 * modifier keys held. Shared by the drag tests and the permissions inventory.
 */
import { registry } from '../../src/foundry/registry';
import { DataTransferStandIn, dragDropSettled, dragEvent, type Modifiers } from '../foundry-stand-in/drag-drop';
import { showAllTabs } from './sheet-tabs';

export interface OpenSheet {
  element: HTMLElement;
  isEditable: boolean;
  render(options?: unknown): Promise<unknown>;
  clickAction(target: HTMLElement, event?: object): Promise<void>;
}

/** The actor's registered sheet, rendered for the current user and placed in the page. */
export async function openSheet(actor: Actor.Implementation): Promise<OpenSheet> {
  const Sheet = registry.rulesetOfType(actor.type)!.Actor[actor.type]!.sheet as unknown as new (
    o: unknown,
  ) => OpenSheet;
  const sheet = new Sheet({ document: actor });
  await sheet.render(true);
  // The rows a user drags are on tabs they have opened.
  await showAllTabs(sheet);
  document.body.append(sheet.element);
  return sheet;
}

export function rowOf(sheet: OpenSheet, itemId: string): HTMLElement {
  const row = sheet.element.querySelector<HTMLElement>(`[data-item-id="${itemId}"]:not([data-effect-id])`);
  if (!row) throw new Error(`No row for item ${itemId}`);
  return row;
}

/** Starts a drag on the item's row; the DataTransfer then holds what Foundry's drop targets read. */
export async function dragRow(sheet: OpenSheet, itemId: string): Promise<DataTransferStandIn> {
  const transfer = new DataTransferStandIn();
  rowOf(sheet, itemId).dispatchEvent(dragEvent('dragstart', transfer));
  await dragDropSettled();
  return transfer;
}

/** A DataTransfer carrying Foundry's drag data of a document (as the sidebar or a compendium gives). */
export function dragDataOf(document: { toDragData(): object }): DataTransferStandIn {
  const transfer = new DataTransferStandIn();
  transfer.setData('text/plain', JSON.stringify(document.toDragData()));
  return transfer;
}

/** Drops on a row of the sheet, or on the sheet itself, and waits for the sheet to finish. */
export async function dropOn(
  sheet: OpenSheet,
  transfer: DataTransferStandIn,
  { onItem, modifiers }: { onItem?: string; modifiers?: Modifiers } = {},
): Promise<void> {
  const target = onItem ? rowOf(sheet, onItem) : sheet.element;
  target.dispatchEvent(dragEvent('drop', transfer, modifiers));
  await dragDropSettled();
}

/** The item ids of the rows in the same list as this item's row, in the order shown. */
export function listOrder(sheet: OpenSheet, itemId: string): string[] {
  return [...(rowOf(sheet, itemId).parentElement?.children ?? [])].flatMap((el) => {
    const id = (el as HTMLElement).dataset.itemId;
    return id ? [id] : [];
  });
}
