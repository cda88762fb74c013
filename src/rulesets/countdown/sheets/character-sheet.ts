/**
 * The countdown character sheet: a header with HP, Armor, the death clock and conditions; tabs
 * for stats and skills (each with its Difficulty), inventory (slots, countdown dice), features
 * (class, ancestry, background, spells, talents), creation and advancement, and notes. Class,
 * ancestry and background dropped from the compendiums grant what they grant.
 */
import { countdownText } from '../text';
import { EFFECTS_PART, EFFECTS_TAB } from '../../../foundry/effects/sheet-actions';
import { withLimitedView } from '../../../foundry/sheets/limited-view';
import { tryAskGM } from '../../../foundry/relay';
import { registry } from '../../../foundry/registry';
import { NOTES_PART, NOTES_TAB } from '../../../foundry/sheets/statblock';
import { ManifoldActorSheet } from '../../../foundry/sheets/actor-sheet';
import type { SheetContext, SheetRenderOptions } from '../../../foundry/sheets/sheet-base';
import { itemFromTarget } from '../../../foundry/sheets/sheet-helpers';
import { shouldSkipDialog } from '../../../foundry/settings';
import { classRow, STAT_IDS, type ConditionId, type SkillId, type StatId } from '../rules';
import { isCharacter, itemsOf, type CountdownCharacter } from '../data/snapshot';
import { TYPES, type GearSystem } from '../data/types';
import { itemOfType } from '../../../foundry/documents/of-type';
import { postCard } from '../chat/post';
import { checkPlan, skillCheck } from '../flows/check';
import { campfire } from '../flows/campfire';
import { applyStats, finishCreation, startingHpPlan, statsPlan, useArray } from '../flows/creation';
import { grantAncestry, grantBackground, grantClass, unpackCrawlingKit } from '../flows/grants';
import { craftPoultice, healingItemPlan, type GearItem } from '../flows/healing';
import { runRoll } from '../../../foundry/rolls/pipeline';
import { targetedCharacter } from '../flows/targets';
import { spendUse } from '../flows/uses';
import { warnRefusal } from '../flows/vitals';
import { characterContext } from './actor-context';
import { setCondition } from '../statuses';
import { reportLight } from '../flows/light';
import { endSpell, isSpell } from '../flows/spell-duration';

const TEMPLATE_DIR = 'systems/manifold/templates/countdown/character';

type Sheet = CountdownCharacterSheet;

export class CountdownCharacterSheet extends ManifoldActorSheet {
  static override DEFAULT_OPTIONS = {
    classes: ['countdown'],
    position: { width: 760, height: 820 },
    actions: {
      toggleTrained: CountdownCharacterSheet.onToggleTrained,
      toggleItem: CountdownCharacterSheet.onToggleItem,
      reload: CountdownCharacterSheet.onReload,
      defend: CountdownCharacterSheet.onDefend,
      toggleCondition: CountdownCharacterSheet.onToggleCondition,
      craftPoultice: CountdownCharacterSheet.onCraftPoultice,
      secondSight: CountdownCharacterSheet.onSecondSight,
      rollStats: CountdownCharacterSheet.onRollStats,
      useArray: CountdownCharacterSheet.onUseArray,
      applyStats: CountdownCharacterSheet.onApplyStats,
      rollHp: CountdownCharacterSheet.onRollHp,
      finishCreation: CountdownCharacterSheet.onFinishCreation,
      unpackKit: CountdownCharacterSheet.onUnpackKit,
      useHealing: CountdownCharacterSheet.onUseHealing,
      stabilizeTarget: CountdownCharacterSheet.onStabilizeTarget,
      campfire: CountdownCharacterSheet.onCampfire,
      endSpell: CountdownCharacterSheet.onEndSpell,
    },
  };

  static override PARTS = withLimitedView({
    header: { template: `${TEMPLATE_DIR}/header.hbs` },
    tabs: { template: 'templates/generic/tab-navigation.hbs' },
    main: { template: `${TEMPLATE_DIR}/main.hbs`, scrollable: [''] },
    inventory: { template: `${TEMPLATE_DIR}/inventory.hbs`, scrollable: [''] },
    features: { template: `${TEMPLATE_DIR}/features.hbs`, scrollable: [''] },
    advancement: { template: `${TEMPLATE_DIR}/advancement.hbs`, scrollable: [''] },
    notes: NOTES_PART,
    effects: EFFECTS_PART,
  });

  static override TABS = {
    primary: {
      tabs: [
        { id: 'main', icon: 'fa-solid fa-dice-d20' },
        { id: 'inventory', icon: 'fa-solid fa-suitcase' },
        { id: 'features', icon: 'fa-solid fa-star' },
        { id: 'advancement', icon: 'fa-solid fa-stairs' },
        NOTES_TAB,
        EFFECTS_TAB,
      ],
      initial: 'main',
      labelPrefix: 'MANIFOLD.countdown.tab',
    },
  };

  get character(): CountdownCharacter {
    return this.document as CountdownCharacter;
  }

  override async _prepareContext(options: SheetRenderOptions): Promise<SheetContext> {
    const context = await super._prepareContext(options);
    return { ...context, ...characterContext(this.character) };
  }

  override async _onDropItem(event: DragEvent, item: Item.Implementation) {
    if (!this.isEditable || !isCharacter(this.document)) return null;
    const actor = this.character;
    switch (item.type) {
      case TYPES.class:
        return grantClass(actor, itemOfType<typeof TYPES.class>(item));
      case TYPES.ancestry:
        return grantAncestry(actor, itemOfType<typeof TYPES.ancestry>(item));
      case TYPES.background:
        return grantBackground(actor, itemOfType<typeof TYPES.background>(item));
      case TYPES.gear:
        if (itemOfType<typeof TYPES.gear>(item).system.kit === 'crawlingKit') return unpackCrawlingKit(actor);
    }
    return super._onDropItem(event, item);
  }

  private static async onToggleTrained(this: Sheet, _event: PointerEvent, target: HTMLElement) {
    const skill = target.dataset.skill as SkillId | undefined;
    const current = skill ? this.character.system.skills[skill] : undefined;
    if (!skill || !current) return;
    const next = current.trained
      ? { trained: false, source: '' as const }
      : { trained: true, source: 'chosen' as const };
    await this.document.update({ system: { skills: { [skill]: next } } });
  }

  /** Equip a weapon or shield, wear armor, light a light source: one Boolean per item. */
  private static async onToggleItem(this: Sheet, _event: PointerEvent, target: HTMLElement) {
    const item = itemFromTarget(this.document, target);
    const field = target.dataset.field;
    if (!item || (field !== 'equipped' && field !== 'worn' && field !== 'lit')) return;
    const on = !(item.system as Partial<Record<typeof field, boolean>>)[field];
    if (field === 'lit' && on) {
      const gear = itemOfType<typeof TYPES.gear>(item).system;
      if (gear.countdown.die === 0)
        return warnRefusal({ ok: false, reason: 'MANIFOLD.countdown.refusal.countdownExhausted' });
      if (gear.catalogueId === 'lantern' && !this.hasOilFlask())
        return warnRefusal({ ok: false, reason: 'MANIFOLD.countdown.refusal.lanternNeedsOil' });
    }
    await item.update({ system: { [field]: on } });
    // CD-8: lighting a source ends the darkness of a party out of light.
    if (field === 'lit' && on) await reportLight('lit');
  }

  /** The caster ends a running spell early (a Light spell's light goes out with it, CD-8). */
  private static async onEndSpell(this: Sheet, _event: PointerEvent, target: HTMLElement) {
    const item = itemFromTarget(this.document, target);
    if (isSpell(item)) await endSpell(item);
  }

  private hasOilFlask(): boolean {
    return itemsOf<GearSystem>(this.document, TYPES.gear).some(
      (i) => i.system.catalogueId === 'oilFlask' && i.system.quantity > 0,
    );
  }

  /** Loading: forgo moving to reload. */
  private static async onReload(this: Sheet, _event: PointerEvent, target: HTMLElement) {
    await itemFromTarget(this.document, target)?.update({ system: { loaded: true } });
  }

  /** Defend (CD-7): advantage on your defense rolls until your next turn. */
  private static async onDefend(this: Sheet) {
    await setCondition(this.document, 'defending', !this.document.statuses.has('defending'));
  }

  private static async onToggleCondition(this: Sheet, _event: PointerEvent, target: HTMLElement) {
    const id = target.dataset.condition as ConditionId | undefined;
    if (id) await setCondition(this.document, id, !this.document.statuses.has(id));
  }

  private static async onCraftPoultice(this: Sheet) {
    await craftPoultice(this.character);
  }

  /** Seer, once per rest: one yes-or-no question the GM answers truthfully (whispered to the GM). */
  private static async onSecondSight(this: Sheet) {
    const spent = await spendUse(this.character, 'seerSecondSight');
    if (!spent.ok) return warnRefusal(spent);
    await postCard(
      {
        title: countdownText('use.seerSecondSight'),
        rows: [],
        notes: [countdownText('sheet.secondSightNote', { name: this.document.name ?? '' })],
        buttons: [],
      },
      { actor: this.document, whisperGM: true },
    );
  }

  /**
   * Stabilize the targeted dying ally (CD-5): a Surgeon without a check (through the GM), anyone
   * else with a Medicine check whose card offers to stabilize on a pass.
   */
  private static async onStabilizeTarget(this: Sheet, event: PointerEvent) {
    const target = targetedCharacter();
    if (!target || target.id === this.document.id || target.system.derived.vitals.status !== 'dying') {
      return ui.notifications?.warn(countdownText('gm.noTarget'));
    }
    if (classRow(this.character.system.derived.classId)?.features.fieldSurgery?.stabilizeWithoutCheck) {
      await tryAskGM(registry, 'countdown', 'fieldSurgeryStabilize', {
        healerUuid: this.document.uuid,
        targetUuid: target.uuid,
      });
      return;
    }
    const base = {
      ...skillCheck(this.character, 'medicine'),
      subject: { kind: 'medicine' as const },
      stabilizeTarget: { uuid: target.uuid, name: target.name ?? '' },
    };
    await runRoll(checkPlan(this.character, base), { fastForward: shouldSkipDialog(event) });
  }

  /** A use of a healing item on the targeted character, or on oneself. */
  private static async onUseHealing(this: Sheet, _event: PointerEvent, target: HTMLElement) {
    const item = itemFromTarget(this.document, target) as GearItem | undefined;
    if (!item) return;
    await runRoll(healingItemPlan(this.character, item, targetedCharacter() ?? this.character), { fastForward: true });
  }

  private static async onCampfire(this: Sheet) {
    await campfire(this.character);
  }

  private static async onRollStats(this: Sheet) {
    await runRoll(statsPlan(this.character), { fastForward: true });
  }

  private static async onUseArray(this: Sheet) {
    await useArray(this.character);
  }

  /** Reads the assignment selects (not form fields: nothing is saved until the engine accepts it). */
  private static async onApplyStats(this: Sheet) {
    const choice: Partial<Record<StatId, number>> = {};
    for (const stat of STAT_IDS) {
      const select = this.element.querySelector<HTMLSelectElement>(`[data-assign="${stat}"]`);
      if (select && select.value !== '') choice[stat] = Number(select.value);
    }
    await applyStats(this.character, choice);
  }

  private static async onRollHp(this: Sheet) {
    await runRoll(startingHpPlan(this.character), { fastForward: true });
  }

  private static async onFinishCreation(this: Sheet) {
    await finishCreation(this.character);
  }

  private static async onUnpackKit(this: Sheet, _event: PointerEvent, target: HTMLElement) {
    const kit = itemFromTarget(this.document, target);
    if (!kit) return;
    await unpackCrawlingKit(this.character);
    await this.document.deleteEmbeddedDocuments('Item', [kit.id!]);
  }
}
