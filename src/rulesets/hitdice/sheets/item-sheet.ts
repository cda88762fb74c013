/** The item sheets: a header, the type's own fields (the tier's numbers read from the engine's table) and a description. */
import { EFFECTS_PART } from '../../../foundry/effects/sheet-actions';
import { ManifoldItemSheet } from '../../../foundry/sheets/item-sheet';
import type { SheetContext, SheetRenderOptions } from '../../../foundry/sheets/sheet-base';
import { localizer } from '../dice/dice-view';
import { RECHARGES } from '../data/items';
import { ARMOR_TYPES, BARRIER_FACES, SKILLS, TIER_IDS, nameKey, tierOf } from '../rules';

const T = 'systems/manifold/templates/hitdice/item';

function options(ids: readonly string[], group: string, selected: string) {
  return ids.map((id) => ({ value: id, label: nameKey(group, id), selected: id === selected }));
}

export class HitdiceItemSheet extends ManifoldItemSheet {
  static override DEFAULT_OPTIONS: Record<string, unknown> = {
    classes: ['hitdice', 'hitdice-item'],
    position: { width: 520, height: 600 },
  };

  static override PARTS = {
    header: { template: `${T}/header.hbs` },
    details: { template: `${T}/details.hbs` },
    effects: EFFECTS_PART,
  };

  override async _prepareContext(options_: SheetRenderOptions): Promise<SheetContext> {
    const context = await super._prepareContext(options_);
    const t = localizer();
    const item = this.document;
    const type = String(item.type);
    const s = item.system as unknown as Record<string, unknown>;
    const tier = tierOf(s.tier);
    const armor = type === 'hitdice-armor' ? ARMOR_TYPES[s.kind as keyof typeof ARMOR_TYPES] : null;
    return {
      ...context,
      type: type.replace('hitdice-', ''),
      typeLabel: t(`TYPES.Item.${type}`),
      tiers: options(TIER_IDS, 'tier', String(s.tier ?? '')),
      skills: [
        { value: 'none', label: 'MANIFOLD.hitdice.item.noSkill', selected: s.skill === 'none' },
        ...options(SKILLS, 'skill', String(s.skill ?? '')),
      ],
      recharges: options(RECHARGES, 'recharge', String(s.recharge ?? '')),
      kinds: options(Object.keys(ARMOR_TYPES), 'armor', String(s.kind ?? '')),
      tierLine: tier
        ? t('MANIFOLD.hitdice.item.tierLine', {
            threshold: tier.threshold,
            required: tier.required,
            impact: tier.baseImpact,
            examples: t(nameKey('tierExamples', tier.id)),
          })
        : '',
      armorLine: armor ? t('MANIFOLD.hitdice.item.armorLine', { dice: s.dice as number, faces: armor.faces }) : '',
      barrierLine:
        type === 'hitdice-barrier'
          ? t('MANIFOLD.hitdice.item.barrierLine', { dice: s.dice as number, faces: BARRIER_FACES })
          : '',
    };
  }
}
