/**
 * Item sheets of the relic ruleset, one small class per type over a shared base that supplies
 * the localised choices and the enriched description. Each type has one template (one page).
 */
import { EFFECTS_PART } from '../../../foundry/effects/sheet-actions';
import { ManifoldItemSheet } from '../../../foundry/sheets/item-sheet';
import { withLimitedView } from '../../../foundry/sheets/limited-view';
import type { SheetContext, SheetRenderOptions } from '../../../foundry/sheets/sheet-base';
import {
  AID_CHOICES,
  ARMOR_CHOICES,
  ATTRIBUTE_CHOICES,
  RELIC_TYPE_CHOICES,
  STRAIN_KIND_CHOICES,
  WEAPON_CLASS_CHOICES,
  WEAPON_TAG_CHOICES,
} from '../data/choices';
import { STRAIN_FACES } from '../data/relic';
import { ACTIVATION_TIERS, RELIC_TYPES, readWeapon, type ActivationTier } from '../rules';
import { relicText, optionsOf } from '../text';
import { enrichedNotes } from '../../../foundry/sheets/enriched-html';
import { itemOfType } from '../../../foundry/documents/of-type';

const templatePath = (name: string) => `systems/manifold/templates/relic/items/${name}.hbs`;

abstract class RelicItemSheet extends ManifoldItemSheet {
  static override DEFAULT_OPTIONS: Record<string, unknown> = { classes: ['relic', 'relic-item-sheet'] };

  override async _prepareContext(options: SheetRenderOptions): Promise<SheetContext> {
    const context = await super._prepareContext(options);
    const source = this.document._source.system as Record<string, unknown>;
    return {
      ...context,
      descriptionHTML: await enrichedNotes(this.document, 'description'),
      typeLabel: game.i18n!.localize(`TYPES.Item.${String(this.document.type)}`),
      ...this.extraContext(source),
    };
  }

  /** What this type's template needs beyond the common context. */
  protected extraContext(_source: Record<string, unknown>): Record<string, unknown> {
    return {};
  }
}

export class WeaponSheet extends RelicItemSheet {
  static override PARTS = withLimitedView({ main: { template: templatePath('weapon') }, effects: EFFECTS_PART });
  protected override extraContext(source: Record<string, unknown>) {
    const weapon = readWeapon({ tag: source.tag, weaponClass: source.weaponClass });
    return {
      tagOptions: optionsOf(WEAPON_TAG_CHOICES, String(source.tag)),
      classOptions: optionsOf(WEAPON_CLASS_CHOICES, String(source.weaponClass)),
      reading: relicText('sheet.weaponReading', {
        attribute: relicText(`attribute.${weapon.attribute}`),
        reach: relicText(`reach.${weapon.reach}`),
        die: `d${weapon.faces}`,
      }),
    };
  }
}

export class ArmorSheet extends RelicItemSheet {
  static override PARTS = withLimitedView({ main: { template: templatePath('armor') }, effects: EFFECTS_PART });
  protected override extraContext(source: Record<string, unknown>) {
    return { kindOptions: optionsOf(ARMOR_CHOICES, String(source.kind)) };
  }
}

export class ShieldSheet extends RelicItemSheet {
  static override PARTS = withLimitedView({ main: { template: templatePath('shield') }, effects: EFFECTS_PART });
}

export class RelicSheet extends RelicItemSheet {
  static override DEFAULT_OPTIONS = { position: { width: 600, height: 720 } };
  static override PARTS = withLimitedView({
    main: { template: templatePath('relic'), scrollable: [''] },
    effects: EFFECTS_PART,
  });
  protected override extraContext(source: Record<string, unknown>) {
    const tiers = source.tiers as Record<ActivationTier, { text: string; heal: number }>;
    const strain = source.strain as Record<string, { kind: string; text: string }>;
    const bands = ACTIVATION_TIERS.rows;
    return {
      typeOptions: optionsOf(RELIC_TYPE_CHOICES, String(source.relicType)),
      attributeOptions: optionsOf(ATTRIBUTE_CHOICES, String(source.attribute)),
      tiers: bands.map((band) => ({
        id: band.value,
        label: relicText(`tier.${band.value}`),
        range:
          band.min === undefined ? `≤${band.max}` : band.max === undefined ? `${band.min}+` : `${band.min}–${band.max}`,
        text: tiers[band.value]?.text ?? '',
        heal: tiers[band.value]?.heal ?? 0,
        heals: band.value !== 'criticalFailure',
      })),
      strain: STRAIN_FACES.map((face, i) => ({
        face,
        number: i + 1,
        text: strain[face]?.text ?? '',
        kindOptions: optionsOf(STRAIN_KIND_CHOICES, strain[face]?.kind ?? 'unknown'),
      })),
    };
  }
}

export class FeatureSheet extends RelicItemSheet {
  static override PARTS = withLimitedView({ main: { template: templatePath('feature') }, effects: EFFECTS_PART });
  protected override extraContext(source: Record<string, unknown>) {
    return { aidOptions: optionsOf(AID_CHOICES, String(source.aid)) };
  }
}

export class DisciplineSheet extends RelicItemSheet {
  static override PARTS = withLimitedView({ main: { template: templatePath('discipline') }, effects: EFFECTS_PART });
  protected override extraContext(source: Record<string, unknown>) {
    const chosen = source.synchronizations as Record<string, boolean>;
    const system = itemOfType<'relic-discipline'>(this.document).system;
    return {
      types: RELIC_TYPES.map((t) => ({
        id: t,
        label: relicText(`relicType.${t}`),
        checked: Boolean(chosen?.[t]),
        counts: system.synchronized.includes(t),
      })),
      overflow: system.ticked.length > system.synchronized.length,
    };
  }
}
