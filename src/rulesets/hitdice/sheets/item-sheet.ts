/** The item sheets: a header, the type's own fields (the tier's numbers read from the engine's table) and a description. */
import { localize } from '../../../foundry/i18n';
import { EFFECTS_PART } from '../../../foundry/effects/sheet-actions';
import { ManifoldItemSheet } from '../../../foundry/sheets/item-sheet';
import { withLimitedView } from '../../../foundry/sheets/limited-view';
import type { SheetContext, SheetRenderOptions } from '../../../foundry/sheets/sheet-base';
import { successWords } from '../dice/dice-view';
import { abilityOf, actionItem, MAX_QUANTITY, RECHARGES } from '../data/items';
import { itemOfType } from '../../../foundry/documents/of-type';
import {
  ARMOR_TYPES,
  BARRIER_FACES,
  MAX_STORED_DICE,
  SKILLS,
  TIER_IDS,
  nameKey,
  tierOf,
  type ArmorType,
} from '../rules';

const TEMPLATE_DIR = 'systems/manifold/templates/hitdice/item';

function options(ids: readonly string[], group: string, selected: string) {
  return ids.map((id) => ({ value: id, label: nameKey(group, id), selected: id === selected }));
}

export class HitdiceItemSheet extends ManifoldItemSheet {
  static override DEFAULT_OPTIONS: Record<string, unknown> = {
    classes: ['hitdice', 'hitdice-item'],
    position: { width: 520, height: 600 },
  };

  static override PARTS = withLimitedView({
    header: { template: `${TEMPLATE_DIR}/header.hbs` },
    details: { template: `${TEMPLATE_DIR}/details.hbs` },
    effects: EFFECTS_PART,
  });

  override async _prepareContext(options_: SheetRenderOptions): Promise<SheetContext> {
    const context = await super._prepareContext(options_);
    const item = this.document;
    const type = String(item.type);
    const action = actionItem(item)?.system;
    const ability = abilityOf(item)?.system;
    const worn = type === 'hitdice-armor' ? itemOfType<'hitdice-armor'>(item).system : undefined;
    const barrier = type === 'hitdice-barrier' ? itemOfType<'hitdice-barrier'>(item).system : undefined;
    const tier = tierOf(action?.tier);
    const armor = worn ? ARMOR_TYPES[worn.kind as ArmorType] : null;
    return {
      ...context,
      type: type.replace('hitdice-', ''),
      limits: { dice: MAX_STORED_DICE, quantity: MAX_QUANTITY },
      typeLabel: localize(`TYPES.Item.${type}`),
      tiers: options(TIER_IDS, 'tier', action?.tier ?? ''),
      skills: [
        { value: 'none', label: 'MANIFOLD.hitdice.item.noSkill', selected: action?.skill === 'none' },
        ...options(SKILLS, 'skill', action?.skill ?? ''),
      ],
      recharges: options(RECHARGES, 'recharge', ability?.recharge ?? ''),
      kinds: options(Object.keys(ARMOR_TYPES), 'armor', worn?.kind ?? ''),
      tierLine: tier
        ? localize('MANIFOLD.hitdice.item.tierLine', {
            threshold: tier.threshold,
            successes: successWords(tier.required, localize),
            impact: tier.baseImpact,
            examples: localize(nameKey('tierExamples', tier.id)),
          })
        : '',
      armorLine:
        worn && armor ? localize('MANIFOLD.hitdice.item.armorLine', { dice: worn.dice, faces: armor.faces }) : '',
      barrierLine: barrier
        ? localize('MANIFOLD.hitdice.item.barrierLine', { dice: barrier.dice, faces: BARRIER_FACES })
        : '',
    };
  }
}
