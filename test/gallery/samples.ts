/**
 * What the gallery shows for each ruleset. A ruleset adds `test/<id>/samples.ts` exporting
 * `samples: GallerySamples`: sample documents (ideally its fullest character) and chat cards.
 * Without one, the gallery shows a fresh document of each type.
 */
export interface SampleDocument {
  name: string;
  type: string;
  system?: Record<string, unknown>;
  items?: { name: string; type: string; system?: Record<string, unknown> }[];
  effects?: { name: string; statuses: string[] }[];
  /** Opens the sheet on this tab (of its `primary` group); the page is named `<type>-sheet-<tab>`. */
  tab?: string;
}

export interface SampleCard {
  /** Page name (kebab-case). */
  name: string;
  /** Renders the card's HTML exactly as the chat log would show it (a Roll's render(), a message template). */
  render(): Promise<string>;
}

export interface SampleDialog {
  name: string;
  /** Title i18n key or text. */
  title: string;
  /** The dialog's context (e.g. rollDialogContext(...)) and the templates of its parts, in order. */
  context(): Promise<Record<string, unknown>> | Record<string, unknown>;
  parts: string[];
}

/** An item's sheet opened from the actor that carries it (what the sheet shows only when owned). */
export interface SampleOwnedItem {
  actor: SampleDocument;
  /** The name of one of the actor's items; the page is named `<its type>-sheet-owned`. */
  item: string;
}

export interface GallerySamples {
  actors?: SampleDocument[];
  items?: SampleDocument[];
  ownedItems?: SampleOwnedItem[];
  cards?: SampleCard[];
  dialogs?: SampleDialog[];
}

/** The templates of an application's PARTS, in order: a gallery dialog renders exactly the parts the real one does. */
export function partTemplates(parts: Record<string, { template: string }>): string[] {
  return Object.values(parts).map((p) => p.template);
}
