/**
 * One sheet for every countdown item type: the printed row's fields (die, range, properties,
 * DR, slots, cost), a countdown die with its Trigger button and expected triggers left (CD-3),
 * and for class, ancestry and background the printed texts they grant.
 */
import { EFFECTS_PART } from '../../../foundry/effects/sheet-actions';
import { formatPercent } from '../../../foundry/odds/odds-view';
import { enrichedNotes } from '../../../foundry/sheets/enriched-html';
import { ManifoldItemSheet } from '../../../foundry/sheets/item-sheet';
import { withLimitedView } from '../../../foundry/sheets/limited-view';
import type { SheetContext, SheetRenderOptions } from '../../../foundry/sheets/sheet-base';
import {
  ancestryRow,
  BEASTKIN_ASPECTS,
  classRow,
  COIN_UNITS,
  DIE_SIZES,
  DISTANCES,
  i18nKey,
  WEAPON_PROPERTIES,
  WEAPON_TAGS,
  backgroundRow,
} from '../rules';
import { TYPES, type SpellSystem } from '../data/types';
import { RESOURCE_IDS } from '../data/items';
import { k } from '../dice/card';
import { cdText } from '../dice/countdown-die-roll';
import { countdownSummary, isCountdownItem, isTriggerable, triggerItem } from '../flows/countdown-dice';
import { endSpell, isSpell } from '../flows/spell-duration';
import { spellDuration } from './actor-context';
import { startingCountdown } from '../data/catalogue';
import { itemOfType } from '../../../foundry/documents/of-type';

/** The item types carried in the inventory (quantity, slots, cost). */
const CARRIED_TYPES: readonly string[] = [TYPES.weapon, TYPES.armor, TYPES.shield, TYPES.gear];

const dieChoices = (prefix: string, withNone: string | null) =>
  Object.fromEntries([...(withNone !== null ? [[0, withNone]] : []), ...DIE_SIZES.map((d) => [d, `${prefix}${d}`])]);

export class CountdownItemSheet extends ManifoldItemSheet {
  static override DEFAULT_OPTIONS = {
    classes: ['countdown'],
    actions: {
      trigger: CountdownItemSheet.onTrigger,
      endSpell: CountdownItemSheet.onEndSpell,
      resetCountdown: CountdownItemSheet.onResetCountdown,
    },
  };

  static override PARTS = withLimitedView({
    body: { template: 'systems/manifold/templates/countdown/item-sheet.hbs', scrollable: [''] },
    effects: EFFECTS_PART,
  });

  override async _prepareContext(options: SheetRenderOptions): Promise<SheetContext> {
    const context = await super._prepareContext(options);
    const item = this.document;
    const type = item.type as string;
    const flags = <T extends string>(ids: readonly T[], group: string) =>
      ids.map((id) => ({ id, label: i18nKey(`${group}.${id}`) }));
    const cd: Record<string, unknown> = {
      isWeapon: type === TYPES.weapon,
      isArmor: type === TYPES.armor,
      isShield: type === TYPES.shield,
      isGear: type === TYPES.gear,
      isSpell: type === TYPES.spell,
      isClass: type === TYPES.class,
      isAncestry: type === TYPES.ancestry,
      isBackground: type === TYPES.background,
      carried: CARRIED_TYPES.includes(type),
      typeLabel: k(`itemType.${type.replace('countdown-', '')}`),
      dice: dieChoices('d', null),
      versatileDice: dieChoices('d', i18nKey('item.none')),
      countdownDice: dieChoices('cd', i18nKey('countdown.exhausted')),
      coinUnits: Object.fromEntries(COIN_UNITS.map((u) => [u, i18nKey(`coin.${u}`)])),
      ranges: flags(DISTANCES, 'distance'),
      properties: flags(WEAPON_PROPERTIES, 'property'),
      tags: flags(WEAPON_TAGS, 'weaponTag'),
      resources: Object.fromEntries(RESOURCE_IDS.map((r) => [r, i18nKey(`resource.${r}`)])),
      lights: { '': i18nKey('item.none'), near: i18nKey('distance.near'), far: i18nKey('distance.far') },
      ammunition: {
        '': i18nKey('item.none'),
        arrows: i18nKey('ammunition.arrows'),
        bolts: i18nKey('ammunition.bolts'),
      },
      aspects: {
        '': i18nKey('item.chooseOnDrop'),
        ...Object.fromEntries(BEASTKIN_ASPECTS.map((a) => [a, i18nKey(`aspect.${a}.name`)])),
      },
      lists: { invoker: i18nKey('class.invoker.name'), seer: i18nKey('class.seer.name') },
    };
    if (isCountdownItem(item)) {
      const summary = countdownSummary(item.system);
      cd.countdown = {
        die: cdText(summary.state),
        exhausted: summary.state.die === null,
        expected: summary.expected,
        holds: formatPercent(summary.odds.headline.probability),
        owned: !!item.actor && item.isOwner,
      };
    }
    if (isSpell(item)) {
      const system = item.system as SpellSystem;
      if (system.duration > 0) cd.duration = { ...spellDuration(system), owned: !!item.actor && item.isOwner };
      else if (system.light) cd.lightNeedsDuration = true;
    }
    if (type === TYPES.spell) {
      const casting = classRow(itemOfType<'countdown-spell'>(item).system.list)?.features.spellcasting;
      if (casting)
        cd.spellCheck = k('item.spellCheck', { stat: k(`stat.${casting.stat}`), skill: k(`skill.${casting.skill}`) });
    }
    if (type === TYPES.class) {
      const row = classRow(itemOfType<'countdown-class'>(item).system.classId);
      // An unknown id (a corrupted world) shows no printed texts rather than breaking the sheet.
      if (row)
        cd.texts = {
          identity: k(`class.${row.id}.identity`),
          ability: k(`class.${row.id}.ability`),
          abilityText: k(`class.${row.id}.abilityText`),
          hpDie: `d${row.hpDie}`,
          skills: [
            ...row.trainedSkills.map((s) => k(`skill.${s}`)),
            ...(row.skillOfChoice ? [k('item.skillOfChoice', { stat: k(`stat.${row.skillOfChoice}`) })] : []),
          ].join(', '),
          gear: k(`classGear.${row.id}`),
        };
    }
    if (type === TYPES.ancestry) {
      const row = ancestryRow(itemOfType<'countdown-ancestry'>(item).system.ancestryId);
      // An unknown id (a corrupted world) shows no printed texts rather than breaking the sheet.
      if (row)
        cd.texts = {
          innate: k(`ancestry.${row.id}.innate`),
          innateText: k(`ancestry.${row.id}.innateText`),
          languages: row.languages.map((l) => k(`language.${l}`)).join(', '),
          hasAspects: !!row.features.aspects,
          aspectTexts: BEASTKIN_ASPECTS.map((a) => ({ name: k(`aspect.${a}.name`), text: k(`aspect.${a}.text`) })),
        };
    }
    if (type === TYPES.background) {
      const row = backgroundRow(itemOfType<'countdown-background'>(item).system.backgroundId);
      // An unknown id (a corrupted world) shows no printed texts rather than breaking the sheet.
      if (row)
        cd.texts = {
          hook: k(`background.${row.id}.hook`),
          skill: k(`skill.${row.trainedSkill}`),
          gear: k(`backgroundGear.${row.id}`),
        };
    }
    return { ...context, cd, notesHTML: await enrichedNotes(item) };
  }

  private static async onTrigger(this: CountdownItemSheet) {
    if (isTriggerable(this.document)) await triggerItem(this.document);
  }

  private static async onEndSpell(this: CountdownItemSheet) {
    if (isSpell(this.document)) await endSpell(this.document);
  }

  /** CD-6: the starting die for the quantity carried, counted from the resource's own die. */
  private static async onResetCountdown(this: CountdownItemSheet) {
    const s = itemOfType<'countdown-gear'>(this.document).system;
    await this.document.update({
      system: { countdown: { die: startingCountdown(s.countdown.resource, s.quantity, s.bundle) } },
    });
  }
}
