/**
 * The ApplicationV2 document-sheet classes our sheets extend, seen through the narrow surface we
 * use. The classes are Foundry's own (HandlebarsApplicationMixin over ActorSheetV2/ItemSheetV2);
 * only their static type is narrowed: fvtt-types 13.345's fully generic ActorSheetV2 makes tsc
 * give up (TS2589) on any `_prepareContext` override, and minutes of checking for every sheet.
 */

export type SheetContext = Record<string, unknown>;

export interface SheetRenderOptions {
  force?: boolean;
  parts?: string[];
  tab?: string;
  [key: string]: unknown;
}

export interface DocumentSheetSurface<D> {
  readonly document: D;
  readonly element: HTMLElement;
  readonly isEditable: boolean;
  readonly options: Record<string, unknown>;
  tabGroups: Record<string, string>;
  render(options?: SheetRenderOptions | boolean): Promise<unknown>;
  close(options?: Record<string, unknown>): Promise<unknown>;
  _configureRenderOptions(options: SheetRenderOptions): void;
  _prepareContext(options: SheetRenderOptions): Promise<SheetContext>;
  _preparePartContext(partId: string, context: SheetContext, options: SheetRenderOptions): Promise<SheetContext>;
  _onRender(context: SheetContext, options: SheetRenderOptions): Promise<void>;
  _onFirstRender(context: SheetContext, options: SheetRenderOptions): Promise<void>;
  _prepareTabs(group: string): Record<string, { id: string; active: boolean; cssClass: string; label: string }>;
  _prepareSubmitData(
    event: Event,
    form: HTMLFormElement,
    formData: { object: Record<string, unknown> },
    updateData?: Record<string, unknown>,
  ): Record<string, unknown>;
  _processSubmitData(
    event: Event,
    form: HTMLFormElement,
    submitData: Record<string, unknown>,
    options?: Record<string, unknown>,
  ): Promise<void>;
  _canDragStart(selector: string): boolean;
  _canDragDrop(selector: string): boolean;
  _onDrop(event: DragEvent): Promise<unknown>;
  _onDropItem(event: DragEvent, item: Item.Implementation): Promise<unknown>;
  _onDropFolder(event: DragEvent, folder: unknown): Promise<unknown>;
}

export interface DocumentSheetClass<D> {
  new (options?: Record<string, unknown>): DocumentSheetSurface<D>;
  DEFAULT_OPTIONS: Record<string, unknown>;
  PARTS: Record<string, { template: string; templates?: string[]; scrollable?: string[]; classes?: string[] }>;
  TABS: Record<
    string,
    { tabs: { id: string; icon?: string; label?: string }[]; initial: string; labelPrefix?: string }
  >;
}

const { HandlebarsApplicationMixin } = foundry.applications.api;

// fvtt-types gap: the mixed-in sheet class's generics cannot name our context and parts; DocumentSheetClass does.
export const ActorSheetBase = HandlebarsApplicationMixin(
  foundry.applications.sheets.ActorSheetV2,
) as unknown as DocumentSheetClass<Actor.Implementation>; // fvtt-types gap: as above

export const ItemSheetBase = HandlebarsApplicationMixin(
  foundry.applications.sheets.ItemSheetV2,
) as unknown as DocumentSheetClass<Item.Implementation>; // fvtt-types gap: as above
