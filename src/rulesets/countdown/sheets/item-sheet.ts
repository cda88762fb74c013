/**
 * One sheet for every countdown item type: the printed row's fields (die, range, properties,
 * DR, slots, cost), a countdown die with its Trigger button and expected triggers left (CD-3),
 * and for class, ancestry and background the printed texts they grant.
 */
import { countdownText } from '../text';
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
  countdownKey,
  WEAPON_PROPERTIES,
  WEAPON_TAGS,
  backgroundRow,
} from '../rules';
import { TYPES, type SpellSystem } from '../data/types';
import { RESOURCE_IDS } from '../data/items';
import { cdText } from '../dice/countdown-die-roll';
import { countdownSummary, isCountdownItem, isTriggerable, triggerPlan } from '../flows/countdown-dice';
import { runRoll } from '../../../foundry/rolls/pipeline';
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
      ids.map((id) => ({ id, label: countdownKey(`${group}.${id}`) }));
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
      typeLabel: countdownText(`itemType.${type.replace('countdown-', '')}`),
      dice: dieChoices('d', null),
      versatileDice: dieChoices('d', countdownKey('item.none')),
      countdownDice: dieChoices('cd', countdownKey('countdown.exhausted')),
      coinUnits: Object.fromEntries(COIN_UNITS.map((u) => [u, countdownKey(`coin.${u}`)])),
      ranges: flags(DISTANCES, 'distance'),
      properties: flags(WEAPON_PROPERTIES, 'property'),
      tags: flags(WEAPON_TAGS, 'weaponTag'),
      resources: Object.fromEntries(RESOURCE_IDS.map((r) => [r, countdownKey(`resource.${r}`)])),
      lights: { '': countdownKey('item.none'), near: countdownKey('distance.near'), far: countdownKey('distance.far') },
      ammunition: {
        '': countdownKey('item.none'),
        arrows: countdownKey('ammunition.arrows'),
        bolts: countdownKey('ammunition.bolts'),
      },
      aspects: {
        '': countdownKey('item.chooseOnDrop'),
        ...Object.fromEntries(BEASTKIN_ASPECTS.map((a) => [a, countdownKey(`aspect.${a}.name`)])),
      },
      lists: { invoker: countdownKey('class.invoker.name'), seer: countdownKey('class.seer.name') },
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
        cd.spellCheck = countdownText('item.spellCheck', {
          stat: countdownText(`stat.${casting.stat}`),
          skill: countdownText(`skill.${casting.skill}`),
        });
    }
    if (type === TYPES.class) {
      const row = classRow(itemOfType<'countdown-class'>(item).system.classId);
      // An unknown id (a corrupted world) shows no printed texts rather than breaking the sheet.
      if (row)
        cd.texts = {
          identity: countdownText(`class.${row.id}.identity`),
          ability: countdownText(`class.${row.id}.ability`),
          abilityText: countdownText(`class.${row.id}.abilityText`),
          hpDie: `d${row.hpDie}`,
          skills: [
            ...row.trainedSkills.map((s) => countdownText(`skill.${s}`)),
            ...(row.skillOfChoice
              ? [countdownText('item.skillOfChoice', { stat: countdownText(`stat.${row.skillOfChoice}`) })]
              : []),
          ].join(', '),
          gear: countdownText(`classGear.${row.id}`),
        };
    }
    if (type === TYPES.ancestry) {
      const row = ancestryRow(itemOfType<'countdown-ancestry'>(item).system.ancestryId);
      // An unknown id (a corrupted world) shows no printed texts rather than breaking the sheet.
      if (row)
        cd.texts = {
          innate: countdownText(`ancestry.${row.id}.innate`),
          innateText: countdownText(`ancestry.${row.id}.innateText`),
          languages: row.languages.map((l) => countdownText(`language.${l}`)).join(', '),
          hasAspects: !!row.features.aspects,
          aspectTexts: BEASTKIN_ASPECTS.map((a) => ({
            name: countdownText(`aspect.${a}.name`),
            text: countdownText(`aspect.${a}.text`),
          })),
        };
    }
    if (type === TYPES.background) {
      const row = backgroundRow(itemOfType<'countdown-background'>(item).system.backgroundId);
      // An unknown id (a corrupted world) shows no printed texts rather than breaking the sheet.
      if (row)
        cd.texts = {
          hook: countdownText(`background.${row.id}.hook`),
          skill: countdownText(`skill.${row.trainedSkill}`),
          gear: countdownText(`backgroundGear.${row.id}`),
        };
    }
    return { ...context, cd, notesHTML: await enrichedNotes(item) };
  }

  private static async onTrigger(this: CountdownItemSheet) {
    if (isTriggerable(this.document)) await runRoll(triggerPlan(this.document), { fastForward: true });
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
