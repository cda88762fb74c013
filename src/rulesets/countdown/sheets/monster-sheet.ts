/**
 * The monster sheet (GM-facing): HP, Armor, listed damage, Reflex, Zone, Priority, Weakness,
 * morale immunity and darkvision. Monsters never roll (CD-2): Attack turns into a defense
 * request for each targeted character; the morale check is the GM-side roll the document makes.
 */
import { countdownText } from '../text';
import { EFFECTS_PART } from '../../../foundry/effects/sheet-actions';
import { withLimitedView } from '../../../foundry/sheets/limited-view';
import { enrichedNotes } from '../../../foundry/sheets/enriched-html';
import { ManifoldActorSheet } from '../../../foundry/sheets/actor-sheet';
import type { SheetContext, SheetRenderOptions } from '../../../foundry/sheets/sheet-base';
import { countdownKey, MONSTER_PRIORITIES, MONSTER_ZONES } from '../rules';
import { isMonster, type CountdownMonster } from '../data/snapshot';
import { damageText } from '../chat/requests';
import { monsterAttack, moralePlan } from '../flows/gm';
import { runRoll } from '../../../foundry/rolls/pipeline';

export class CountdownMonsterSheet extends ManifoldActorSheet {
  static override DEFAULT_OPTIONS = {
    classes: ['countdown', 'countdown-monster'],
    position: { width: 640, height: 640 },
    actions: {
      monsterAttack: CountdownMonsterSheet.onAttack,
      morale: CountdownMonsterSheet.onMorale,
    },
  };

  static override PARTS = withLimitedView({
    body: { template: 'systems/manifold/templates/countdown/monster-sheet.hbs', scrollable: [''] },
    effects: EFFECTS_PART,
  });

  override async _prepareContext(options: SheetRenderOptions): Promise<SheetContext> {
    const context = await super._prepareContext(options);
    const monster = this.document as CountdownMonster;
    const s = monster.system;
    return {
      ...context,
      cd: {
        damage: damageText(s.damage),
        hpPercent: Math.round((s.hp.value / Math.max(1, s.hp.max)) * 100),
        zones: Object.fromEntries(MONSTER_ZONES.map((z) => [z, countdownKey(`zone.${z}`)])),
        priorities: Object.fromEntries(MONSTER_PRIORITIES.map((p) => [p, countdownKey(`priority.${p}`)])),
        zoneLabel: countdownText(`zone.${s.zone}`),
        priorityLabel: countdownText(`priority.${s.priority}`),
        isGM: !!game.user?.isGM,
      },
      notesHTML: await enrichedNotes(monster),
    };
  }

  private static async onAttack(this: CountdownMonsterSheet) {
    if (isMonster(this.document)) await monsterAttack(this.document);
  }

  private static async onMorale(this: CountdownMonsterSheet) {
    if (isMonster(this.document)) await runRoll(moralePlan([this.document]), { fastForward: true });
  }
}
