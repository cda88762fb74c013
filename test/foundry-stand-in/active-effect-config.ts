/**
 * Foundry's ActiveEffectConfig: core's parts in core's order (header, tab navigation, details,
 * duration, changes, footer) with its one tab group (details first); the changes tab (a row per
 * change: key input, mode select, value input, priority) rendered from the effect's source, and
 * the `renderActiveEffectConfig` hook every render fires (ApplicationV2 fires `render<Class>` for
 * each class in the chain). The header shows the name and image; the details and duration tabs'
 * fields are not modelled. References in README.md ("ActiveEffectConfig").
 */
import { DocumentSheetV2, HandlebarsApplicationMixin } from './applications';
import { standInGeneration } from './generation';

/** CONST.ACTIVE_EFFECT_MODES with core's labels, in the order of the select. */
const MODES = { 0: 'CUSTOM', 1: 'MULTIPLY', 2: 'ADD', 3: 'DOWNGRADE', 4: 'UPGRADE', 5: 'OVERRIDE' } as const;

const Base = HandlebarsApplicationMixin(DocumentSheetV2);

export class ActiveEffectConfig extends Base {
  static override DEFAULT_OPTIONS: Record<string, unknown> = {
    classes: ['sheet', 'active-effect-config'],
    position: { width: 560 },
    form: { submitOnChange: true },
  };

  static override PARTS = {
    header: { template: 'templates/sheets/active-effect/header.hbs' },
    tabs: { template: 'templates/generic/tab-navigation.hbs' },
    details: { template: 'templates/sheets/active-effect/details.hbs', scrollable: [''] },
    duration: { template: 'templates/sheets/active-effect/duration.hbs' },
    changes: { template: 'templates/sheets/active-effect/changes.hbs', scrollable: ['ol[data-changes]'] },
    footer: { template: 'templates/generic/form-footer.hbs' },
  };

  static override TABS = {
    sheet: {
      tabs: [
        { id: 'details', icon: 'fa-solid fa-book' },
        { id: 'duration', icon: 'fa-solid fa-clock' },
        { id: 'changes', icon: 'fa-solid fa-gears' },
      ],
      initial: 'details',
      labelPrefix: 'EFFECT.TABS',
    },
  };

  /** A tab part's context names its tab (core's `partContext.tab = partContext.tabs[partId]`). */
  override async _preparePartContext(
    partId: string,
    context: Record<string, unknown>,
    options: Record<string, unknown>,
  ) {
    const partContext = await super._preparePartContext(partId, context, options);
    const tabs = partContext.tabs as Record<string, unknown> | undefined;
    if (tabs && partId in tabs) partContext.tab = tabs[partId];
    return partContext;
  }

  override async _prepareContext(options: Record<string, unknown>) {
    const context = await super._prepareContext(options);
    const source = this.document._source as { changes?: unknown[]; system?: { changes?: unknown[] } };
    const v14 = standInGeneration() >= 14;
    // v14 keeps the changes in the effect's system (system.changes), each with a string `type` in
    // place of the numeric `mode`, and names the rows after them (effect-changes-v14.ts).
    const key = (n: string, id: string) => (v14 ? id.toLowerCase() : n);
    return {
      ...context,
      source: { changes: v14 ? (source.system?.changes ?? []) : (source.changes ?? []) },
      prefix: v14 ? 'system.changes' : 'changes',
      modeField: v14 ? 'type' : 'mode',
      buttons: [{ type: 'submit', icon: 'fa-solid fa-floppy-disk', label: 'EFFECT.Submit' }],
      modes: Object.fromEntries(Object.entries(MODES).map(([n, id]) => [key(n, id), `EFFECT.MODE_${id}`])),
      // A mode's default priority is ten times its v13 number (ActiveEffect#apply sorts by it).
      priorities: Object.fromEntries(Object.entries(MODES).map(([n, id]) => [key(n, id), Number(n) * 10])),
    };
  }
}
