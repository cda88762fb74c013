/**
 * The base of every ruleset's actor sheet: ApplicationV2 with Handlebars parts. It supplies what
 * all sheets share — validated saving, roll buttons with odds tooltips, item controls, the
 * ruleset's accent — and each ruleset adds its PARTS, TABS and context.
 */
import { rollRollable } from '../rolls/pipeline';
import { registry } from '../registry';
import { effectReportOf, effectsContext } from '../effects/list';
import { attachEffectTooltips } from '../effects/number-tooltips';
import { EFFECT_ACTIONS, makeEffectsDraggable } from '../effects/sheet-actions';
import type { Rollable } from '../ruleset';
import { makeRollablesDraggable } from '../macros';
import { shouldSkipDialog } from '../settings';
import { ActorSheetBase, type SheetContext, type SheetRenderOptions } from './sheet-base';
import { dropRefusal } from './drop-guard';
import { dropBehaviour, moveItemRow } from './item-order';
import { limitedParts, limitedViewContext } from './limited-view';
import { enrichedNotes } from './enriched-html';
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
      moveItemUp: ManifoldActorSheet.onMoveItemUp,
      moveItemDown: ManifoldActorSheet.onMoveItemDown,
      ...EFFECT_ACTIONS,
    },
  };

  /** The ruleset this sheet's actor belongs to. */
  get ruleset() {
    return registry.rulesetOfType(this.document.type);
  }

  /** Everything this actor can roll (from its ruleset), matched to buttons by `data-rollable`. */
  rollables(): Rollable[] {
    return registry.rollablesOf(this.document);
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
      // The shared Notes tab's text: enriched, GM secrets kept for the owner only.
      notesHTML: actor.limited ? '' : await enrichedNotes(actor),
      ...(actor.limited ? { limitedView: await limitedViewContext(actor) } : {}),
    };
  }

  /** A LIMITED user gets the limited view only (portrait, name, public notes); others never see it. */
  override _configureRenderOptions(options: SheetRenderOptions): void {
    super._configureRenderOptions(options);
    if (Array.isArray(options.parts)) options.parts = limitedParts(options.parts, this.document.limited);
  }

  /** A tab panel's part gets its tab (`tab.cssClass` marks the active one), as every ruleset's panel template reads it. */
  override async _preparePartContext(partId: string, context: SheetContext, options: SheetRenderOptions) {
    const part = await super._preparePartContext(partId, context, options);
    const tab = (part.tabs as Record<string, unknown> | undefined)?.[partId];
    return tab ? { ...part, tab } : part;
  }

  /** Anyone who sees the rows may drag them out: to their own sheet (a copy), the hotbar, the sidebar. */
  override _canDragStart(_selector: string): boolean {
    return true;
  }

  /** Foundry binds no drop on a sheet the user cannot edit; we take it, to say why nothing happens. */
  override _canDragDrop(_selector: string): boolean {
    return true;
  }

  override async _onDrop(event: DragEvent): Promise<unknown> {
    if (!this.isEditable) {
      ui.notifications?.warn(game.i18n!.format('MANIFOLD.drop.notEditable', { actor: this.document.name ?? '' }));
      return null;
    }
    return super._onDrop(event);
  }

  /**
   * Refuses a drop the user may not make or the ruleset cannot hold, before anything is created.
   * Otherwise Foundry re-orders an item of this actor and creates a copy of any other; a move
   * (another actor's item the user owns, no copy key) then deletes the original.
   */
  override async _onDropItem(event: DragEvent, item: Item.Implementation): Promise<unknown> {
    const refusal = dropRefusal(this.document, item);
    if (refusal) {
      ui.notifications?.warn(refusal);
      return null;
    }
    // Read before anything is awaited: the event's modifier keys are those held at the drop.
    const behaviour = dropBehaviour(event, this.document, item);
    const created = await super._onDropItem(event, item);
    if (created && behaviour === 'move') await item.delete();
    return created;
  }

  /**
   * A folder of items: Foundry's default creates them all at once, past `_onDropItem`; here each
   * goes through it, so what this actor cannot hold is refused one by one, with its message.
   */
  override async _onDropFolder(event: DragEvent, folder: unknown): Promise<unknown> {
    const given = folder as { type?: string; uuid?: string; contents?: { uuid: string }[] } | null;
    // A drop's uuid is a plain string here; fvtt-types wants a `Doc.id` template literal.
    const lookup = fromUuid as (uuid: string) => Promise<unknown>;
    const resolved = given?.contents ? given : ((await lookup(given?.uuid ?? '')) as typeof given);
    if (resolved?.type !== 'Item' || !resolved.contents) return super._onDropFolder(event, folder);
    const created: unknown[] = [];
    for (const entry of resolved.contents) {
      const item = (await lookup(entry.uuid)) as Item.Implementation | null;
      const result = item ? await this._onDropItem(event, item) : null;
      if (result) created.push(result);
    }
    return created;
  }

  override async _onRender(context: SheetContext, options: SheetRenderOptions): Promise<void> {
    await super._onRender(context, options);
    applyRulesetLook(this.element, this.ruleset);
    makeRollablesDraggable(this.element);
    makeEffectsDraggable(this.element, this.document);
    attachEffectTooltips(this.element, effectReportOf(this.document, this.ruleset));
    attachOddsTooltips(this.element, this.rollables());
  }

  override _prepareSubmitData(...args: Parameters<InstanceType<typeof ActorSheetBase>['_prepareSubmitData']>) {
    return refuseInvalidSubmit(this, () => super._prepareSubmitData(...args), args[2].object);
  }

  private static async onRoll(this: ManifoldActorSheet, event: PointerEvent, target: HTMLElement) {
    const rollable = this.rollables().find((r) => r.key === target.dataset.rollable);
    if (!rollable) return;
    await rollRollable(rollable, { fastForward: shouldSkipDialog(event), event });
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

  private static async onMoveItemUp(this: ManifoldActorSheet, _event: PointerEvent, target: HTMLElement) {
    await this.moveItem(target, -1);
  }

  private static async onMoveItemDown(this: ManifoldActorSheet, _event: PointerEvent, target: HTMLElement) {
    await this.moveItem(target, 1);
  }

  /** The keyboard's re-order: one place up or down, then focus back on the same button of the moved row. */
  private async moveItem(button: HTMLElement, step: -1 | 1): Promise<void> {
    const row = button.closest<HTMLElement>('[data-item-id]');
    if (!row || !this.isEditable || !(await moveItemRow(this.document, row, step))) return;
    await this.render();
    const action = button.dataset.action ?? '';
    this.element
      .querySelector<HTMLElement>(`[data-item-id="${row.dataset.itemId}"] [data-action="${action}"]`)
      ?.focus();
  }

  private static async onDeleteItem(this: ManifoldActorSheet, _event: PointerEvent, target: HTMLElement) {
    await itemFromTarget(this.document, target)?.deleteDialog();
  }
}
