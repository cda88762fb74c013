/**
 * The character sheet: pools and wound tracks up top, then tabs for traits (every check a roll
 * button with its odds), gear, extended tasks, conditions with their brackets, and notes. The NPC's
 * sheet (npc-sheet.ts) is this one opening on the shared statblock.
 */
import { localize } from '../../../foundry/i18n';
import { EFFECTS_PART, EFFECTS_TAB } from '../../../foundry/effects/sheet-actions';
import { withLimitedView } from '../../../foundry/sheets/limited-view';
import { bindOnce } from '../../../foundry/sheets/bind-once';
import { ManifoldActorSheet } from '../../../foundry/sheets/actor-sheet';
import { NOTES_PART, NOTES_TAB } from '../../../foundry/sheets/statblock';
import type { SheetContext, SheetRenderOptions } from '../../../foundry/sheets/sheet-base';
import { SYSTEM_ID } from '../../../foundry/settings';
import { SYSTEM_PATH } from '../../../foundry/templates';
import { CONDITION_IDS, parseDamageDice, type ConditionId } from '../rules';
import { bracketsOf, conditionWithBrackets, effectData, FLAG } from '../data/conditions';
import { promptDamage, takeLongRest } from '../flows/health';
import { describeCondition } from '../statuses';
import { itemOfType } from '../../../foundry/documents/of-type';
import { actorSheetContext } from './actor-context';
import { abandon } from '../flows/roll-task';
import { useTalent } from '../flows/talents';

const part = (name: string) => ({ template: `${SYSTEM_PATH}/templates/difference/actor/${name}.hbs` });

export class DifferenceActorSheet extends ManifoldActorSheet {
  static override DEFAULT_OPTIONS: Record<string, unknown> = {
    classes: ['difference'],
    position: { width: 760, height: 820 },
    actions: {
      toggleCondition: DifferenceActorSheet.onToggleCondition,
      addCondition: DifferenceActorSheet.onAddCondition,
      removeEffect: DifferenceActorSheet.onRemoveEffect,
      takeDamage: DifferenceActorSheet.onTakeDamage,
      longRest: DifferenceActorSheet.onLongRest,
      useTalent: DifferenceActorSheet.onUseTalent,
      abandonTask: DifferenceActorSheet.onAbandonTask,
      toggleItemFlag: DifferenceActorSheet.onToggleItemFlag,
    },
  };

  static override PARTS: Record<string, { template: string; scrollable?: string[] }> = withLimitedView({
    header: part('header'),
    tabs: { template: 'templates/generic/tab-navigation.hbs' },
    traits: { ...part('traits'), scrollable: [''] },
    gear: { ...part('gear'), scrollable: [''] },
    tasks: { ...part('tasks'), scrollable: [''] },
    conditions: { ...part('conditions'), scrollable: [''] },
    notes: NOTES_PART,
    effects: EFFECTS_PART,
  });

  static override TABS = {
    primary: {
      tabs: [
        { id: 'traits', icon: 'fa-solid fa-dice-d20' },
        { id: 'gear', icon: 'fa-solid fa-suitcase' },
        { id: 'tasks', icon: 'fa-solid fa-list-check' },
        { id: 'conditions', icon: 'fa-solid fa-heart-pulse' },
        NOTES_TAB,
        EFFECTS_TAB,
      ],
      initial: 'traits',
      labelPrefix: 'MANIFOLD.difference.sheet.tab',
    },
  };

  override async _prepareContext(
    options: SheetRenderOptions,
  ): Promise<SheetContext & ReturnType<typeof actorSheetContext>> {
    const context = await super._prepareContext(options);
    return {
      ...context,
      ...actorSheetContext(this.document),
    };
  }

  override async _onRender(context: SheetContext, options: SheetRenderOptions): Promise<void> {
    await super._onRender(context, options);
    for (const input of this.element.querySelectorAll<HTMLInputElement | HTMLSelectElement>('[data-bracket]')) {
      if (bindOnce(input, 'bracket-save')) input.addEventListener('change', () => this.saveBracket(input));
    }
  }

  /** A bracket value edited on the sheet goes to its effect's flags (not the actor's data). */
  private async saveBracket(input: HTMLInputElement | HTMLSelectElement): Promise<void> {
    const effect = this.effect(input.dataset.effectId);
    const key = input.dataset.bracket;
    if (!effect || !key) return;
    const raw = input.value.trim();
    const numeric = key === 'value' || key === 'bonus';
    const bad = numeric ? !/^-?\d+$/.test(raw) : key === 'damage' && parseDamageDice(raw) === null;
    if (bad) {
      ui.notifications?.error(localize('MANIFOLD.difference.sheet.badBracket'));
      return void this.render();
    }
    await effect.setFlag(SYSTEM_ID, FLAG, { ...bracketsOf(effect), [key]: numeric ? Number(raw) : raw });
  }

  private effect(id: string | undefined): ActiveEffect.Implementation | undefined {
    return id ? this.document.effects.get(id) : undefined;
  }

  private static conditionId(target: HTMLElement): ConditionId | null {
    const id = target.closest<HTMLElement>('[data-condition]')?.dataset.condition;
    return CONDITION_IDS.includes(id as ConditionId) ? (id as ConditionId) : null;
  }

  private static async onToggleCondition(this: DifferenceActorSheet, _event: Event, target: HTMLElement) {
    const id = DifferenceActorSheet.conditionId(target);
    if (!id) return;
    const existing = this.document.effects.filter((e) => e.statuses.has(id));
    if (existing.length) {
      await this.document.deleteEmbeddedDocuments(
        'ActiveEffect',
        existing.map((e) => e.id!),
      );
    } else await DifferenceActorSheet.addEffect(this.document, id);
  }

  /** A further instance of a condition that stacks (Afflicted from another source, more Exhaustion). */
  private static async onAddCondition(this: DifferenceActorSheet, _event: Event, target: HTMLElement) {
    const id = DifferenceActorSheet.conditionId(target);
    if (id) await DifferenceActorSheet.addEffect(this.document, id);
  }

  /** A new instance with its brackets at their defaults, for the GM to fill in. */
  private static async addEffect(actor: Actor.Implementation, id: ConditionId) {
    const { name, img } = describeCondition(id);
    await actor.createEmbeddedDocuments('ActiveEffect', [effectData(conditionWithBrackets(id, {}), name, img)]);
  }

  private static async onRemoveEffect(this: DifferenceActorSheet, _event: Event, target: HTMLElement) {
    const id = target.closest<HTMLElement>('[data-effect-id]')?.dataset.effectId;
    if (id) await this.document.deleteEmbeddedDocuments('ActiveEffect', [id]);
  }

  private static async onTakeDamage(this: DifferenceActorSheet) {
    await promptDamage(this.document);
  }

  private static async onLongRest(this: DifferenceActorSheet) {
    await takeLongRest(this.document);
  }

  private static async onUseTalent(this: DifferenceActorSheet, _event: Event, target: HTMLElement) {
    const item = this.document.items.get(target.closest<HTMLElement>('[data-item-id]')?.dataset.itemId ?? '');
    if (!item) return;
    const use = await useTalent(this.document, item);
    if (!use.ok) ui.notifications?.warn(localize(use.reason));
  }

  private static async onAbandonTask(this: DifferenceActorSheet, _event: Event, target: HTMLElement) {
    const item = this.document.items.get(target.closest<HTMLElement>('[data-item-id]')?.dataset.itemId ?? '');
    if (item) await abandon(item);
  }

  /** Held (equipment) and equipped (armor) are switched from the list. */
  private static async onToggleItemFlag(this: DifferenceActorSheet, _event: Event, target: HTMLElement) {
    const item = this.document.items.get(target.closest<HTMLElement>('[data-item-id]')?.dataset.itemId ?? '');
    if (!item) return;
    const s = itemOfType<'difference-equipment' | 'difference-armor'>(item).system;
    const flag = target.dataset.flag;
    if (flag === 'held' && 'held' in s) await item.update({ system: { held: !s.held } });
    else if (flag === 'equipped' && 'equipped' in s) await item.update({ system: { equipped: !s.equipped } });
  }
}
