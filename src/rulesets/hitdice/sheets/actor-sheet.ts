/**
 * The base of the hitdice actor sheets: the view of the actor (actor-view.ts) and the buttons of
 * the game — dice marked there or gone, the universal actions, recovery, Affinity, the GM's
 * controls. Each button hands over to a flow; nothing here applies a rule itself.
 */
import { localize } from '../../../foundry/i18n';
import { EFFECTS_PART, EFFECTS_TAB } from '../../../foundry/effects/sheet-actions';
import { NOTES_PART, NOTES_TAB } from '../../../foundry/sheets/statblock';
import { ManifoldActorSheet } from '../../../foundry/sheets/actor-sheet';
import { itemFromTarget } from '../../../foundry/sheets/sheet-helpers';
import type { SheetContext, SheetRenderOptions } from '../../../foundry/sheets/sheet-base';
import { shouldSkipDialog } from '../../../foundry/settings';
import { raiseBarrier, toggleArmor, toggleDie, type LayerId } from '../flows/layers';
import { pendingCheckPlan } from '../flows/resolve';
import { actorView } from './actor-context';
import { itemOfType } from '../../../foundry/documents/of-type';
import {
  defendAction,
  enemyEffectAction,
  holdActionFor,
  newDayAction,
  recoverAction,
  restAction,
  rushAction,
  steadyAction,
  wakeAction,
} from '../flows/universal';
import { gainAffinityAction, shareAffinityAction } from '../flows/affinity';
import { stabilizePlan } from '../flows/stabilize';
import { runRoll } from '../../../foundry/rolls/pipeline';
import { startGroupRoll } from '../flows/group';

const TAB_ICONS: Record<string, string> = {
  combat: 'fa-solid fa-shield-halved',
  abilities: 'fa-solid fa-dice-d6',
  skills: 'fa-solid fa-compass',
  inventory: 'fa-solid fa-suitcase',
};

/** A tab of the primary group: Notes is the one every actor sheet shares. */
export const tabOf = (id: string) => (id === NOTES_TAB.id ? NOTES_TAB : { id, icon: TAB_ICONS[id] ?? '' });

/** The primary tab group of a hitdice actor sheet, with these tabs in order (the first shown first). */
export function primaryTabs(ids: string[]) {
  return {
    primary: {
      tabs: [...ids.map(tabOf), EFFECTS_TAB],
      initial: ids[0]!,
      labelPrefix: 'MANIFOLD.hitdice.tab',
    },
  };
}

/** The PART of each tab (one template a tab), after the header and the tab bar. */
export function actorParts(header: string, ids: string[]) {
  const TEMPLATE_DIR = 'systems/manifold/templates/hitdice/actor';
  return {
    header: { template: `${TEMPLATE_DIR}/${header}.hbs` },
    tabs: { template: 'templates/generic/tab-navigation.hbs' },
    ...Object.fromEntries(
      ids.map((id) => [id, id === 'notes' ? NOTES_PART : { template: `${TEMPLATE_DIR}/${id}.hbs`, scrollable: [''] }]),
    ),
    effects: EFFECTS_PART,
  };
}

type Handler = (this: HitdiceActorSheet, event: PointerEvent, target: HTMLElement) => Promise<unknown>;

const onActor = (fn: (actor: Actor.Implementation, event: PointerEvent) => Promise<unknown>): Handler =>
  async function (this: HitdiceActorSheet, event) {
    await fn(this.document, event);
  };

const gmOnly = (fn: (actor: Actor.Implementation) => Promise<unknown>): Handler =>
  async function (this: HitdiceActorSheet) {
    if (!game.user?.isGM) return ui.notifications?.warn(localize('MANIFOLD.hitdice.sheet.gmOnly'));
    await fn(this.document);
  };

export class HitdiceActorSheet extends ManifoldActorSheet {
  static override DEFAULT_OPTIONS: Record<string, unknown> = {
    classes: ['hitdice'],
    actions: {
      toggleDie: HitdiceActorSheet.onToggleDie,
      rest: onActor((actor) => restAction(actor)),
      recover: onActor((actor) => recoverAction(actor)),
      rush: onActor((actor) => rushAction(actor)),
      steady: onActor((actor) => steadyAction(actor)),
      defend: onActor((actor) => defendAction(actor)),
      hold: onActor((actor) => holdActionFor(actor)),
      stabilize: onActor(async (actor, event) =>
        runRoll(await stabilizePlan(actor), { fastForward: shouldSkipDialog(event) }),
      ),
      resolveCheck: onActor((actor, event) =>
        runRoll(pendingCheckPlan(actor), { fastForward: shouldSkipDialog(event) }),
      ),
      shareAffinity: onActor((actor) => shareAffinityAction(actor)),
      gainAffinity: gmOnly((actor) => gainAffinityAction(actor)),
      newDay: gmOnly((actor) => newDayAction(actor)),
      wake: gmOnly((actor) => wakeAction(actor)),
      enemyEffect: gmOnly((actor) => enemyEffectAction(actor)),
      groupRoll: gmOnly(() => startGroupRoll()),
      toggleArmor: HitdiceActorSheet.onItem(toggleArmor),
      raiseBarrier: HitdiceActorSheet.onItem(raiseBarrier),
      toggleUsed: HitdiceActorSheet.onItem(async (_actor, item) =>
        item.update({ system: { used: !itemOfType<'hitdice-ability'>(item).system.used } }),
      ),
    },
  };

  static onItem(fn: (actor: Actor.Implementation, item: Item.Implementation) => Promise<unknown>): Handler {
    return async function (this: HitdiceActorSheet, _event, target) {
      const item = itemFromTarget(this.document, target) as Item.Implementation | undefined;
      if (item) await fn(this.document, item);
    };
  }

  private static async onToggleDie(this: HitdiceActorSheet, _event: PointerEvent, target: HTMLElement) {
    if (!this.isEditable) return;
    await toggleDie(this.document, target.dataset.layer as LayerId, Number(target.dataset.index));
  }

  override async _prepareContext(
    options: SheetRenderOptions,
  ): Promise<SheetContext & { hd: ReturnType<typeof actorView> }> {
    const context = await super._prepareContext(options);
    // Its one tab group's `tabs` come from ApplicationV2's own context (character-sheet.ts, npc-sheet.ts).
    const hd = actorView(this.document, localize);
    return { ...context, hd };
  }
}
