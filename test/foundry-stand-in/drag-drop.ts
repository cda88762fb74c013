/**
 * Drag and drop as Foundry v13 runs it on an actor sheet (README: the ActorSheetV2 drag rows):
 * - `DragDrop#bind`: ActorSheetV2 binds one with `dragSelector: ".draggable"` on every render;
 *   where `_canDragStart` allows, those elements get `draggable` and a dragstart handler, and
 *   where `_canDragDrop` allows, the sheet element gets the drop handler (else a drop does nothing);
 * - the payload is JSON in `text/plain` (`TextEditor.getDragEventData` reads it back);
 * - `performIntegerSort`: the sort keys a re-order writes, as `foundry.utils.performIntegerSort`.
 * Callbacks are async and not awaited by the browser; tests await `dragDropSettled()`.
 */

/** The browser's DataTransfer, as much of it as drag data needs. */
export class DataTransferStandIn {
  private readonly data = new Map<string, string>();
  dropEffect = 'none';
  effectAllowed = 'all';
  setData(type: string, value: string): void {
    this.data.set(type, value);
  }
  getData(type: string): string {
    return this.data.get(type) ?? '';
  }
  get types(): string[] {
    return [...this.data.keys()];
  }
}

export interface Modifiers {
  shiftKey?: boolean;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

/** A DragEvent of happy-dom's window carrying a DataTransfer and the modifier keys held. */
export function dragEvent(type: string, dataTransfer: DataTransferStandIn, modifiers: Modifiers = {}): DragEvent {
  const event = new Event(type, { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'dataTransfer', { value: dataTransfer });
  for (const [key, value] of Object.entries(modifiers)) Object.defineProperty(event, key, { value });
  return event as DragEvent;
}

/** TextEditor.getDragEventData: the JSON in `text/plain`, or {} when there is none. */
export function getDragEventData(event: DragEvent): Record<string, unknown> {
  try {
    return JSON.parse(event.dataTransfer?.getData('text/plain') || '{}') as Record<string, unknown>;
  } catch {
    return {};
  }
}

let pending: Promise<unknown> = Promise.resolve();
/** Resolves when the last drag or drop callback the stand-in's DragDrop started has finished. */
export function dragDropSettled(): Promise<unknown> {
  return pending;
}

interface DragDropSheet {
  element: HTMLElement;
  _canDragStart(selector: string): boolean;
  _canDragDrop(selector: string): boolean;
  _onDragStart(event: DragEvent): unknown;
  _onDrop(event: DragEvent): Promise<unknown>;
}

/**
 * DragDrop#bind for `{dragSelector: ".draggable", dropSelector: null}`: the permission callbacks
 * are asked once per bind, and the currentTarget of a dragstart is the `.draggable` element.
 */
export function bindDragDrop(sheet: DragDropSheet, dragSelector = '.draggable'): void {
  const root = sheet.element;
  if (sheet._canDragStart(dragSelector)) {
    for (const el of root.querySelectorAll<HTMLElement>(dragSelector)) {
      el.setAttribute('draggable', 'true');
      el.ondragstart = (event) => {
        Object.defineProperty(event, 'currentTarget', { value: el, configurable: true });
        pending = Promise.resolve(sheet._onDragStart(event));
      };
    }
  }
  if (sheet._canDragDrop('')) {
    root.ondragover = (event) => event.preventDefault();
    root.ondrop = (event) => {
      event.preventDefault();
      pending = sheet._onDrop(event);
    };
  } else {
    root.ondragover = root.ondrop = null;
  }
}

/** CONST.SORT_INTEGER_DENSITY. */
export const SORT_INTEGER_DENSITY = 100000;

type Sortable = Record<string, unknown>;

/**
 * foundry.utils.performIntegerSort: the updates (`{target, update: {[sortKey]: n}}`) that place
 * `source` before or after `target` among `siblings` (sorted by the key first): one update when
 * there is room between the neighbours, else every sibling renumbered by the density.
 */
export function performIntegerSort(
  source: Sortable,
  {
    target = null,
    siblings = [],
    sortKey = 'sort',
    sortBefore,
  }: { target?: Sortable | null; siblings?: Sortable[]; sortKey?: string; sortBefore?: boolean } = {},
): { target: Sortable; update: Record<string, number> }[] {
  const key = (o: Sortable | undefined) => Number(o?.[sortKey] ?? 0);
  const before = sortBefore ?? key(source) > key(target ?? undefined);
  const ordered = [...siblings].sort((a, b) => key(a) - key(b));
  if (!ordered.length) return [{ target: source, update: { [sortKey]: SORT_INTEGER_DENSITY } }];
  const index = target ? ordered.indexOf(target) : before ? ordered.length : 0;
  const [lo, hi] = before ? [ordered[index - 1], ordered[index]] : [ordered[index], ordered[index + 1]];
  if (!lo && hi) return [{ target: source, update: { [sortKey]: key(hi) - SORT_INTEGER_DENSITY } }];
  if (lo && !hi) return [{ target: source, update: { [sortKey]: key(lo) + SORT_INTEGER_DENSITY } }];
  if (lo && hi && Math.abs(key(hi) - key(lo)) > 1)
    return [{ target: source, update: { [sortKey]: Math.round((key(lo) + key(hi)) / 2) } }];
  ordered.splice(index + (before ? 0 : 1), 0, source);
  return ordered.map((sibling, i) => ({ target: sibling, update: { [sortKey]: (i + 1) * SORT_INTEGER_DENSITY } }));
}
