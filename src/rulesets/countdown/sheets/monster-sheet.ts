/**
 * The monster sheet (GM-facing). It opens on the shared statblock: zone and priority, Armor and
 * Reflex, HP, the listed damage with Attack and the morale check, weakness and senses. The Edit tab
 * behind it holds every field (HP, Armor, listed damage, Reflex, Zone, Priority, Weakness, morale
 * immunity, darkvision); then the shared Notes and Effects tabs. Monsters never roll (CD-2): Attack
 * turns into a defense request for each targeted character; the morale check is the GM-side roll
 * the document makes.
 */
import { countdownText } from '../text';
import { withLimitedView } from '../../../foundry/sheets/limited-view';
import { ManifoldActorSheet } from '../../../foundry/sheets/actor-sheet';
import type { SheetContext, SheetRenderOptions } from '../../../foundry/sheets/sheet-base';
import { EDIT_TAB, npcParts, npcTabs } from '../../../foundry/sheets/statblock';
import { countdownKey, MONSTER_PRIORITIES, MONSTER_ZONES } from '../rules';
import { isMonster, type CountdownMonster } from '../data/snapshot';
import { damageText } from '../chat/requests';
import { monsterAttack, moralePlan } from '../flows/gm';
import { runRoll } from '../../../foundry/rolls/pipeline';
import { monsterStatblock } from './statblock';

export class CountdownMonsterSheet extends ManifoldActorSheet {
  static override DEFAULT_OPTIONS = {
    classes: ['countdown', 'countdown-monster', 'manifold-npc-sheet'],
    position: { width: 640, height: 640 },
    actions: {
      monsterAttack: CountdownMonsterSheet.onAttack,
      morale: CountdownMonsterSheet.onMorale,
    },
  };

  static override PARTS = withLimitedView(
    npcParts(
      {},
      {
        edit: { template: 'systems/manifold/templates/countdown/monster-sheet.hbs', scrollable: [''] },
      },
    ),
  );

  static override TABS = npcTabs([EDIT_TAB], 'MANIFOLD.countdown.tab');

  override async _prepareContext(options: SheetRenderOptions): Promise<SheetContext> {
    const context = await super._prepareContext(options);
    const monster = this.document as CountdownMonster;
    const s = monster.system;
    return {
      ...context,
      statblock: monsterStatblock(monster),
      cd: {
        damage: damageText(s.damage),
        hpPercent: Math.round((s.hp.value / Math.max(1, s.hp.max)) * 100),
        zones: Object.fromEntries(MONSTER_ZONES.map((z) => [z, countdownKey(`zone.${z}`)])),
        priorities: Object.fromEntries(MONSTER_PRIORITIES.map((p) => [p, countdownKey(`priority.${p}`)])),
        zoneLabel: countdownText(`zone.${s.zone}`),
        priorityLabel: countdownText(`priority.${s.priority}`),
        isGM: !!game.user?.isGM,
      },
    };
  }

  private static async onAttack(this: CountdownMonsterSheet) {
    if (isMonster(this.document)) await monsterAttack(this.document);
  }

  private static async onMorale(this: CountdownMonsterSheet) {
    if (isMonster(this.document)) await runRoll(moralePlan([this.document]), { fastForward: true });
  }
}
