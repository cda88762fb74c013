/**
 * The base of every ruleset's actor sheet: ApplicationV2 with Handlebars parts. It supplies what
 * all sheets share — validated saving, roll buttons with odds tooltips, item controls, the
 * ruleset's accent — and each ruleset adds its PARTS, TABS and context.
 */
import { registry } from '../registry';
import { effectReportOf, effectsContext } from '../effects/list';
import { attachEffectTooltips } from '../effects/number-tooltips';
import { EFFECT_ACTIONS, makeEffectsDraggable } from '../effects/sheet-actions';
import type { Rollable } from '../ruleset';
import { makeRollablesDraggable } from '../macros';
import { shouldSkipDialog } from '../settings';
import { ActorSheetBase, type SheetContext, type SheetRenderOptions } from './sheet-base';
import { dropRefusal } from './drop-guard';
import { limitedParts, limitedViewContext } from './limited-view';
import { attachOddsTooltips, applyRulesetLook, itemFromTarget, refuseInvalidSubmit } from './sheet-helpers';

export class ManifoldActorSheet extends ActorSheetBase {
  static override DEFAULT_OPTIONS: Record<string, unknown> = {
    classes: ['manifold', 'manifold-sheet', 'actor'],
    position: { width: 720, height: 760 },
    window: { resizable: true },
    form: { submitOnChange: true },
    actions: {
      roll: ManifoldActorSheet.onRoll,
      createItem: ManifoldActorSheet.onCreateItem,
      editItem: ManifoldActorSheet.onEditItem,
      deleteItem: ManifoldActorSheet.onDeleteItem,
      ...EFFECT_ACTIONS,
    },
  };

  /** The ruleset this sheet's actor belongs to. */
  get ruleset() {
    return registry.rulesetOfType(this.document.type);
  }

  /** Everything this actor can roll (from its ruleset), matched to buttons by `data-rollable`. */
  rollables(): Rollable[] {
    return this.ruleset?.rollables?.(this.document) ?? [];
  }

  override async _prepareContext(options: SheetRenderOptions): Promise<SheetContext> {
    const context = await super._prepareContext(options);
    const actor = this.document;
    return {
      ...context,
      actor,
      system: actor.system,
      source: actor._source.system,
      rulesetId: this.ruleset?.id ?? '',
      editable: this.isEditable,
      owner: actor.isOwner,
      limited: actor.limited,
      effects: effectsContext(actor, this.ruleset),
      ...(actor.limited ? { limitedView: await limitedViewContext(actor) } : {}),
    };
  }

  /** A LIMITED user gets the limited view only (portrait, name, public notes); others never see it. */
  override _configureRenderOptions(options: SheetRenderOptions): void {
    super._configureRenderOptions(options);
    if (Array.isArray(options.parts)) options.parts = limitedParts(options.parts, this.document.limited);
  }

  /** Refuses a drop the user may not make or the ruleset cannot hold, before anything is created. */
  override async _onDropItem(event: DragEvent, item: Item.Implementation): Promise<unknown> {
    const refusal = dropRefusal(this.document, item);
    if (refusal) {
      ui.notifications?.warn(refusal);
      return null;
    }
    return super._onDropItem(event, item);
  }

  override async _onRender(context: SheetContext, options: SheetRenderOptions): Promise<void> {
    await super._onRender(context, options);
    applyRulesetLook(this.element, this.ruleset);
    attachOddsTooltips(this.element, this.rollables());
    makeRollablesDraggable(this.element);
    makeEffectsDraggable(this.element, this.document);
    attachEffectTooltips(this.element, effectReportOf(this.document, this.ruleset));
  }

  override _prepareSubmitData(...args: Parameters<InstanceType<typeof ActorSheetBase>['_prepareSubmitData']>) {
    return refuseInvalidSubmit(this, () => super._prepareSubmitData(...args), args[2].object);
  }

  private static async onRoll(this: ManifoldActorSheet, event: PointerEvent, target: HTMLElement) {
    const rollable = this.rollables().find((r) => r.key === target.dataset.rollable);
    if (!rollable) return;
    await rollable.roll({ fastForward: shouldSkipDialog(event), event });
  }

  private static async onCreateItem(this: ManifoldActorSheet, _event: PointerEvent, target: HTMLElement) {
    const type = target.dataset.type;
    if (!type) return;
    const typeLabel = game.i18n!.localize((CONFIG.Item.typeLabels as Record<string, string>)[type] ?? type);
    const name = game.i18n!.format('MANIFOLD.item.new', { type: typeLabel });
    await this.document.createEmbeddedDocuments('Item', [{ name, type: type as Item.SubType }]);
  }

  private static async onEditItem(this: ManifoldActorSheet, _event: PointerEvent, target: HTMLElement) {
    await itemFromTarget(this.document, target)?.sheet?.render(true);
  }

  private static async onDeleteItem(this: ManifoldActorSheet, _event: PointerEvent, target: HTMLElement) {
    await itemFromTarget(this.document, target)?.deleteDialog();
  }
}
