/**
 * The sheet of every cryture combatant (trainer, NPC, cryture): stats, Health/Stamina/Mana, the
 * twelve statuses with their stacks, the turn's actions with the basic actions as buttons, and for
 * a trainer its crytures with Summon, Recall and Transfer Mana; the powers as cards in the
 * document's format on their own tab, as the other rulesets list their items on tabs of their own.
 * The NPC's sheet (npc-sheet.ts) is this one opening on the shared statblock.
 */
import { localize } from '../../../foundry/i18n';
import { unsetKey } from '../../../foundry/compat';
import { withLimitedView } from '../../../foundry/sheets/limited-view';
import { EFFECTS_PART, EFFECTS_TAB } from '../../../foundry/effects/sheet-actions';
import { ManifoldActorSheet } from '../../../foundry/sheets/actor-sheet';
import { NOTES_PART, NOTES_TAB } from '../../../foundry/sheets/statblock';
import type { SheetContext, SheetRenderOptions } from '../../../foundry/sheets/sheet-base';
import { shouldSkipDialog } from '../../../foundry/settings';
import { rollRollable, runRoll } from '../../../foundry/rolls/pipeline';
import { applyStatus, isStatusId, removeStacks, crytureKey, DEFAULT_CHECK_DIFFICULTY } from '../rules';
import { STAT_NAME } from '../data/common';
import { combatantOf, isTurnOf } from '../combat/turn-state';
import { crytureList, economyView, powersView, statsView, statusesView, tracksView } from './actor-context';
import { kindOf, statusStateOf, systemOf } from '../data/snapshot';
import { statusesUpdate, syncStatusEffects } from '../statuses';
import { basicAttackPlan, crytureAction, move, shift } from '../flows/basic-actions';
import { basicAttackOf } from '../flows/use-power';
import { statCheckPlan, statNames } from '../flows/stat-check';

const PART = (name: string) => `systems/manifold/templates/cryture/actor/${name}.hbs`;

export class CrytureActorSheet extends ManifoldActorSheet {
  static override DEFAULT_OPTIONS: Record<string, unknown> = {
    classes: ['cryture'],
    position: { width: 760, height: 820 },
    actions: {
      statusStep: CrytureActorSheet.onStatusStep,
      basicAction: CrytureActorSheet.onBasicAction,
      crytureAction: CrytureActorSheet.onCrytureAction,
      openCryture: CrytureActorSheet.onOpenCryture,
      addStat: CrytureActorSheet.onAddStat,
      removeStat: CrytureActorSheet.onRemoveStat,
      statCheck: CrytureActorSheet.onStatCheck,
    },
  };

  static override PARTS = withLimitedView({
    header: { template: PART('header') },
    tabs: { template: 'templates/generic/tab-navigation.hbs' },
    main: { template: PART('main'), scrollable: [''] },
    powers: { template: PART('powers'), scrollable: [''] },
    notes: NOTES_PART,
    effects: EFFECTS_PART,
  });

  static override TABS = {
    primary: {
      tabs: [
        { id: 'main', icon: 'fa-solid fa-hand-fist' },
        { id: 'powers', icon: 'fa-solid fa-burst' },
        NOTES_TAB,
        EFFECTS_TAB,
      ],
      initial: 'main',
      labelPrefix: 'MANIFOLD.cryture.sheet.tab',
    },
  };

  override async _prepareContext(options: SheetRenderOptions): Promise<SheetContext> {
    const context = await super._prepareContext(options);
    const actor = this.document;
    const kind = kindOf(actor);
    const system = systemOf(actor);
    const statuses = statusesView(actor);
    return {
      ...context,
      kind,
      kindLabel: localize(`TYPES.Actor.${actor.type}`),
      stats: statsView(actor),
      tracks: tracksView(actor),
      statuses,
      activeStatuses: statuses.filter((s) => s.active),
      economy: economyView(actor),
      powers: powersView(actor),
      hasBasicAttack: Boolean(basicAttackOf(actor)),
      isTrainer: kind === 'trainer',
      isCryture: kind === 'cryture',
      crytures: kind === 'trainer' ? crytureList(actor) : [],
      derived: system.derived ?? { move: 0, slowed: false, initiativeDice: 0 },
      // Dice effects add to its pools (shown only while an effect gives some).
      effectDice: system.bonuses?.dice ?? { all: 0, attack: 0 },
      trainerName: kind === 'cryture' && system.trainer ? (game.actors?.get(system.trainer)?.name ?? '') : '',
      trainerChoices:
        kind === 'cryture'
          ? Object.fromEntries(
              [...(game.actors ?? [])].filter((a) => a.type === 'cryture-trainer').map((a) => [a.id, a.name]),
            )
          : {},
    };
  }

  /**
   * A stat's roll control: the rules roll two named stats together (CRY-1), never one, so it opens
   * the check's dialog with this stat chosen first and the player picks the other (never skipped).
   */
  private static async onStatCheck(this: CrytureActorSheet, event: PointerEvent, target: HTMLElement) {
    const stat = target.dataset.stat;
    const actor = this.document;
    if (!stat) return;
    const other = statNames([actor]).find((name) => name !== stat) ?? stat;
    await rollRollable(
      {
        key: `statCheck.${stat}`,
        label: target.dataset.rollLabel ?? stat,
        plan: () => statCheckPlan(actor, [stat, other], DEFAULT_CHECK_DIFFICULTY),
      },
      { fastForward: false, event },
    );
  }

  /** +1 applies a stack through the engine (negation, caps, durations: CRY-4); −1 removes one. */
  private static async onStatusStep(this: CrytureActorSheet, _event: PointerEvent, target: HTMLElement) {
    const status = target.dataset.status;
    if (!isStatusId(status)) return;
    const actor = this.document;
    const state = statusStateOf(actor);
    const combatant = combatantOf(actor);
    const next =
      target.dataset.step === 'down'
        ? removeStacks(state, status, 1).state
        : applyStatus(state, status, 1, { duringOwnTurn: Boolean(combatant && isTurnOf(combatant)) }).state;
    await actor.update(statusesUpdate(next));
    await syncStatusEffects(actor);
  }

  private static async onBasicAction(this: CrytureActorSheet, event: PointerEvent, target: HTMLElement) {
    const actor = this.document;
    const fastForward = shouldSkipDialog(event);
    switch (target.dataset.basic) {
      case 'basicAttack':
        await runRoll(await basicAttackPlan(actor), { fastForward, event });
        break;
      case 'move':
        await move(actor);
        break;
      case 'shift':
        await shift(actor);
        break;
    }
  }

  private static async onCrytureAction(this: CrytureActorSheet, _event: PointerEvent, target: HTMLElement) {
    const action = target.dataset.crytureAction;
    const id = target.closest<HTMLElement>('[data-cryture-id]')?.dataset.crytureId;
    if (!id || (action !== 'summon' && action !== 'recall' && action !== 'transferMana')) return;
    await crytureAction(action, this.document, id);
    void this.render();
  }

  private static async onOpenCryture(this: CrytureActorSheet, _event: PointerEvent, target: HTMLElement) {
    const id = target.closest<HTMLElement>('[data-cryture-id]')?.dataset.crytureId;
    await game.actors?.get(id ?? '')?.sheet?.render(true);
  }

  /** Adds a stat by name (ALL-3: the game's own stat names); a name a pool line cannot read is refused. */
  private static async onAddStat(this: CrytureActorSheet) {
    const answer = (await foundry.applications.api.DialogV2.input({
      window: { title: localize(crytureKey('sheet.addStat')) },
      content: `<label>${localize(crytureKey('sheet.statName'))} <input name="name" type="text" autofocus></label>`,
    })) as { name?: unknown } | null;
    const name = String(answer?.name ?? '').trim();
    if (!name) return;
    if (!STAT_NAME.test(name) || ['speed', 'reflexes'].includes(name.toLowerCase())) {
      ui.notifications?.warn(localize(crytureKey('sheet.badStatName'), { name }));
      return;
    }
    if (name in (systemOf(this.document).stats ?? {})) return;
    await this.document.update({ [`system.stats.${name}`]: 0 });
  }

  private static async onRemoveStat(this: CrytureActorSheet, _event: PointerEvent, target: HTMLElement) {
    const name = target.dataset.stat;
    if (!name || !(name in (systemOf(this.document).stats ?? {}))) return;
    await this.document.update(unsetKey(`system.stats.${name}`));
  }
}
