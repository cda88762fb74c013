/**
 * The base of every ruleset's item sheet: validated saving, the ruleset's look, and roll buttons
 * where an item is rollable on its own sheet (relics, powers, countdown dice).
 */
import { registry } from '../registry';
import { effectsContext } from '../effects/list';
import { EFFECT_ACTIONS, acceptEffectDrops, makeEffectsDraggable } from '../effects/sheet-actions';
import { ItemSheetBase, type SheetContext, type SheetRenderOptions } from './sheet-base';
import { limitedItemViewContext, limitedParts } from './limited-view';
import { applyRulesetLook, refuseInvalidSubmit } from './sheet-helpers';

export class ManifoldItemSheet extends ItemSheetBase {
  static override DEFAULT_OPTIONS: Record<string, unknown> = {
    classes: ['manifold', 'manifold-sheet', 'item'],
    position: { width: 520, height: 560 },
    window: { resizable: true },
    form: { submitOnChange: true },
    actions: { ...EFFECT_ACTIONS },
  };

  get ruleset() {
    return registry.rulesetOfType(this.document.type);
  }

  override async _prepareContext(options: SheetRenderOptions): Promise<SheetContext> {
    const context = await super._prepareContext(options);
    const item = this.document;
    return {
      ...context,
      item,
      system: item.system,
      source: item._source.system,
      rulesetId: this.ruleset?.id ?? '',
      editable: this.isEditable,
      limited: item.limited,
      effects: effectsContext(item, this.ruleset),
      ...(item.limited ? { limitedView: await limitedItemViewContext(item) } : {}),
    };
  }

  /** A LIMITED user gets the limited view only (image, name, public description), as on actor sheets. */
  override _configureRenderOptions(options: SheetRenderOptions): void {
    super._configureRenderOptions(options);
    if (Array.isArray(options.parts)) options.parts = limitedParts(options.parts, this.document.limited);
  }

  override async _onFirstRender(context: SheetContext, options: SheetRenderOptions): Promise<void> {
    await super._onFirstRender(context, options);
    acceptEffectDrops(
      this.element,
      () => this.document,
      () => this.isEditable,
    );
  }

  override async _onRender(context: SheetContext, options: SheetRenderOptions): Promise<void> {
    await super._onRender(context, options);
    applyRulesetLook(this.element, this.ruleset);
    makeEffectsDraggable(this.element, this.document);
  }

  override _prepareSubmitData(...args: Parameters<InstanceType<typeof ItemSheetBase>['_prepareSubmitData']>) {
    return refuseInvalidSubmit(this, () => super._prepareSubmitData(...args), args[2].object);
  }
}
