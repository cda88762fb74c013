/**
 * The item sheets: talent, equipment, armor and extended task, each one part on the shared base
 * (validated saving, the ruleset's look). The task sheet shows its exact outlook and rolls.
 */
import { localize } from '../../../foundry/i18n';
import { EFFECTS_PART } from '../../../foundry/effects/sheet-actions';
import { oddsView } from '../../../foundry/odds/odds-view';
import { oddsVisible, shouldSkipDialog } from '../../../foundry/settings';
import { ManifoldItemSheet } from '../../../foundry/sheets/item-sheet';
import { withLimitedView } from '../../../foundry/sheets/limited-view';
import type { SheetContext, SheetRenderOptions } from '../../../foundry/sheets/sheet-base';
import { SYSTEM_PATH } from '../../../foundry/templates';
import { expertTraitsApply, extendedTaskOdds, readTaskState, taskState } from '../rules';
import { attributeName, readTraits, skillName } from '../data/traits';
import { EDGE_SIZES, TALENT_ACTIONS } from '../data/items';
import { SHEET_BOUNDS } from '../data/bounds';
import { TASK_MODELS, TIME_UNITS } from '../data/task';
import { isDifferenceActor, systemOf } from '../data/snapshot';
import { extendedTask, storedState, taskSystem } from '../flows/task';
import { abandon, taskPlan } from '../flows/roll-task';
import { runRoll } from '../../../foundry/rolls/pipeline';
import { itemOfType } from '../../../foundry/documents/of-type';

type DifferenceItemType = 'difference-talent' | 'difference-equipment' | 'difference-armor' | 'difference-task';

const template = (name: string) => ({ template: `${SYSTEM_PATH}/templates/difference/item/${name}.hbs` });
const localized = (choices: Record<string, string>) =>
  Object.fromEntries(Object.entries(choices).map(([k, v]) => [k, localize(v)]));

function traitChoices() {
  const traits = readTraits();
  return {
    attributeChoices: Object.fromEntries(traits.attributes.map((a) => [a.id, attributeName(a.id, traits)])),
    skillChoices: Object.fromEntries(traits.skills.map((s) => [s.id, skillName(s.id, traits)])),
  };
}

class DifferenceItemSheet extends ManifoldItemSheet {
  static override DEFAULT_OPTIONS: Record<string, unknown> = { classes: ['difference'] };

  override async _prepareContext(options: SheetRenderOptions): Promise<SheetContext> {
    const context = await super._prepareContext(options);
    const owner = this.document.actor;
    const expertise = owner && isDifferenceActor(owner) ? systemOf(owner).derived.expertiseList : [];
    const system = itemOfType<DifferenceItemType>(this.document).system;
    const required = 'expertise' in system ? system.expertise : undefined;
    return {
      ...context,
      ...traitChoices(),
      bounds: SHEET_BOUNDS,
      actionChoices: localized(TALENT_ACTIONS),
      edgeChoices: localized(EDGE_SIZES),
      owned: Boolean(owner),
      expertActive: expertTraitsApply(required, expertise),
    };
  }
}

export class DifferenceTalentSheet extends DifferenceItemSheet {
  static override PARTS = withLimitedView({ main: template('talent'), effects: EFFECTS_PART });
}

export class DifferenceEquipmentSheet extends DifferenceItemSheet {
  static override PARTS = withLimitedView({ main: template('equipment'), effects: EFFECTS_PART });
}

export class DifferenceArmorSheet extends DifferenceItemSheet {
  static override PARTS = withLimitedView({ main: template('armor'), effects: EFFECTS_PART });
}

export class DifferenceTaskSheet extends DifferenceItemSheet {
  static override DEFAULT_OPTIONS = {
    position: { width: 580, height: 760 },
    actions: {
      rollTask: DifferenceTaskSheet.onRoll,
      abandonTask: DifferenceTaskSheet.onAbandon,
      resetTask: DifferenceTaskSheet.onReset,
    },
  };

  static override PARTS = withLimitedView({ main: template('task'), effects: EFFECTS_PART });

  override async _prepareContext(options: SheetRenderOptions): Promise<SheetContext> {
    const context = await super._prepareContext(options);
    const item = this.document;
    const actor = item.actor;
    const base = {
      ...context,
      modelChoices: localized(TASK_MODELS),
      unitChoices: localized(TIME_UNITS),
      model: taskSystem(item).model,
    };
    if (!actor || !isDifferenceActor(actor)) return base;
    const task = extendedTask(item, actor);
    const state = taskState(task, storedState(item));
    return {
      ...base,
      status: localize(`MANIFOLD.difference.status.${state.status}`),
      ongoing: state.status === 'ongoing',
      odds: oddsVisible() ? oddsView(extendedTaskOdds(task, state), localize) : null,
    };
  }

  private static async onRoll(this: DifferenceTaskSheet, event: Event) {
    await runRoll(await taskPlan(this.document), { fastForward: shouldSkipDialog(event as MouseEvent), event });
  }

  private static async onAbandon(this: DifferenceTaskSheet) {
    await abandon(this.document);
  }

  /** Starts the task over (the GM's correction, ALL-2). */
  private static async onReset(this: DifferenceTaskSheet) {
    await this.document.update({ system: { state: readTaskState(undefined) } });
  }
}
