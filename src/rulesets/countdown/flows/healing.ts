/**
 * Healing: a use of a healing item (herbs 1 HP, a poultice 1d4, a potion as the GM writes it),
 * the Surgeon's Field Surgery (Lore via Medicine, 1d6 HP, a surgeon's kit use), crafting a
 * poultice once per rest, and the short rest (one exploration turn, at most one healing use).
 */
import { localize } from '../../../foundry/i18n';
import { countdownText } from '../text';
import { RollDialog, type RollDialogConfig, type RollDialogValues } from '../../../foundry/rolls/roll-dialog';
import {
  checkDifficulty,
  classRow,
  fieldSurgeryOdds,
  healingOdds,
  countdownKey,
  isRefusal,
  POULTICE,
  type FieldSurgeryRequest,
} from '../rules';
import { derivedOf, itemsOf, vitalsOf, type CountdownCharacter } from '../data/snapshot';
import { TYPES, type GearSystem } from '../data/types';
import { CountdownHealingRoll, type HealingOutcome, type HealingRollRequest } from '../dice/healing-roll';
import { registry } from '../../../foundry/registry';
import { tryAskGM } from '../../../foundry/relay';
import { ICONS } from '../data/catalogue';
import { countdownSetting, SETTING } from '../settings';
import { edgeNotes, field, grantedEdges } from './dialog';
import { spendUse } from './uses';
import { warnRefusal } from './vitals';
import { passRestTurn } from './time';
import type { CountdownItem as GearItem } from './countdown-dice';
import { countdownPlan } from './plan';
import type { ConfigureOptions } from '../../../foundry/rolls/configure';
import { noChoices, type RollPlan } from '../../../foundry/rolls/pipeline';

/** A gear item: the one type every gear flow reads (flows/countdown-dice.ts), under the name healing uses. */
export type { GearItem };

export function healingItems(actor: Actor.Implementation): GearItem[] {
  return itemsOf<GearSystem>(actor, TYPES.gear).filter(
    (g) => g.system.uses.value > 0 && (g.system.heal.bonus > 0 || (g.system.heal.count > 0 && g.system.heal.faces > 0)),
  );
}

/** The surgeon's kit a Surgeon works with: required for Field Surgery. */
export function surgeonsKit(actor: Actor.Implementation): GearItem | undefined {
  return itemsOf<GearSystem>(actor, TYPES.gear).find(
    (g) => g.system.catalogueId === 'surgeonsKit' && g.system.uses.value > 0,
  );
}

const targetOf = (actor: CountdownCharacter) => ({ uuid: actor.uuid, name: actor.name ?? '' });

/** What a healing roll's plan is made of besides what every healing roll shares. */
interface HealingSpec {
  kind: string;
  dialog: RollDialogConfig;
  prompt?: ConfigureOptions['dialog'];
  request(values: RollDialogValues): HealingRollRequest;
  /** The item whose uses the roll spends (a healing item, the surgeon's kit), for these values. */
  usesItem(values: RollDialogValues): GearItem | undefined;
}

/**
 * A healing roll: the item's uses are spent once it is rolled (a failed Field Surgery keeps its
 * kit use by world setting); once the card is posted, healing one's own (or an owned) character
 * applies at once, and a short rest or Field Surgery takes an exploration turn (CD-9).
 */
function healingPlan(
  healer: CountdownCharacter,
  target: CountdownCharacter,
  spec: HealingSpec,
): RollPlan<HealingRollRequest, HealingOutcome> {
  const { usesItem, ...rest } = spec;
  return countdownPlan(CountdownHealingRoll, {
    ...rest,
    actor: healer,
    async commit({ values, request, result }) {
      const item = usesItem(values);
      if (!item || result.state.usesLeft === null) return;
      const refund =
        request.kind === 'surgery' &&
        result.check?.outcome === 'fail' &&
        countdownSetting<string>(SETTING.fieldSurgeryKit) === 'success';
      await item.update({ system: { uses: { value: refund ? item.system.uses.value : result.state.usesLeft } } });
    },
    async posted({ request, result }, message) {
      // One's own character is healed at once, by the GM who marks the card in the same job.
      if (result.healed > 0 && target.isOwner)
        await tryAskGM(registry, 'countdown', 'applyHealing', { messageId: message.id });
      // CD-9: a short rest and Field Surgery take an exploration turn.
      if (request.shortRest || request.kind === 'surgery') await passRestTurn(message);
    },
  });
}

function itemHealing(item: GearItem, target: CountdownCharacter, shortRest: boolean): HealingRollRequest {
  return {
    kind: 'item',
    item: { usesLeft: item.system.uses.value, heal: { ...item.system.heal } },
    itemName: item.name ?? '',
    ...(item.id ? { itemId: item.id } : {}),
    vitals: vitalsOf(target),
    target: targetOf(target),
    ...(shortRest ? { shortRest } : {}),
  };
}

/** A use of a healing item on a character (the holder, unless another is given). */
export function healingItemPlan(
  holder: CountdownCharacter,
  item: GearItem,
  target: CountdownCharacter = holder,
  shortRest = false,
) {
  return healingPlan(holder, target, {
    kind: 'healingItem',
    dialog: noChoices(countdownText('card.healingTitle', { name: item.name ?? '' })),
    request: () => itemHealing(item, target, shortRest),
    usesItem: () => item,
  });
}

function surgeryRequest(
  surgeon: CountdownCharacter,
  kit: GearItem,
  advantages: string[],
  disadvantages: string[],
): FieldSurgeryRequest {
  return {
    healer: {
      classId: derivedOf(surgeon).classId,
      stats: { ...surgeon.system.stats },
      trainedSkills: derivedOf(surgeon).trainedSkills,
    },
    kitUses: kit.system.uses.value,
    advantages,
    disadvantages,
  };
}

export function fieldSurgeryDialog(
  surgeon: CountdownCharacter,
  kit: GearItem,
  target: CountdownCharacter,
): RollDialogConfig {
  const missing = target.system.hp.max - target.system.hp.value;
  return {
    title: countdownText('card.fieldSurgeryTitle'),
    fields: field.edges(),
    evaluate: (values) => {
      const edges = grantedEdges(values);
      const request = surgeryRequest(surgeon, kit, edges.advantages, edges.disadvantages);
      const odds = fieldSurgeryOdds(request, missing);
      if (isRefusal(odds)) return { odds: null, error: localize(odds.reason) };
      const surgery = classRow(request.healer.classId)!.features.fieldSurgery!;
      const trained = derivedOf(surgeon).trainedSkills.includes(surgery.skill);
      return {
        odds,
        notes: [
          { label: countdownKey('card.target'), value: target.name ?? '' },
          {
            label: countdownKey('dialog.difficulty'),
            value: String(checkDifficulty({ stat: surgery.stat, value: surgeon.system.stats[surgery.stat], trained })),
          },
          { label: countdownKey('card.usesLeft'), value: String(kit.system.uses.value) },
          ...edgeNotes({ ...edges, mode: 'normal' }).slice(0, -1),
        ],
      };
    },
  };
}

function surgeryHealing(
  surgeon: CountdownCharacter,
  kit: GearItem,
  target: CountdownCharacter,
  values: RollDialogValues,
  shortRest: boolean,
): HealingRollRequest {
  const edges = grantedEdges(values);
  return {
    kind: 'surgery',
    surgery: surgeryRequest(surgeon, kit, edges.advantages, edges.disadvantages),
    statValue: surgeon.system.stats.lore,
    vitals: vitalsOf(target),
    target: targetOf(target),
    ...(shortRest ? { shortRest: true } : {}),
  };
}

/** The Surgeon's Field Surgery on a character: refused without a surgeon's kit. */
export function fieldSurgeryPlan(surgeon: CountdownCharacter, target: CountdownCharacter) {
  const kit = surgeonsKit(surgeon);
  if (!kit) {
    warnRefusal({ ok: false, reason: countdownKey('refusal.noSurgeonsKit') });
    return null;
  }
  return healingPlan(surgeon, target, {
    kind: 'fieldSurgery',
    dialog: fieldSurgeryDialog(surgeon, kit, target),
    request: (values) => surgeryHealing(surgeon, kit, target, values, false),
    usesItem: () => kit,
  });
}

/** Surgeon, once per rest: craft a poultice (heals 1d4, usable as an action). */
export async function craftPoultice(surgeon: CountdownCharacter) {
  const spent = await spendUse(surgeon, 'surgeonPoultice');
  if (!spent.ok) return warnRefusal(spent);
  await surgeon.createEmbeddedDocuments('Item', [
    {
      name: countdownText('item.poultice'),
      type: TYPES.gear,
      img: ICONS.gear,
      system: {
        catalogueId: 'poultice',
        quantity: 1,
        slots: 1,
        uses: { value: POULTICE.uses, max: POULTICE.uses },
        heal: { ...POULTICE.heal },
      },
    },
  ]);
}

/** The short rest's options: no healing, a use of each healing item, or Field Surgery. */
export function shortRestOptions(actor: CountdownCharacter) {
  const options = [{ value: 'none', label: countdownKey('rest.noHealing') }];
  for (const item of healingItems(actor)) options.push({ value: `item:${item.id}`, label: item.name ?? '' });
  if (classRow(derivedOf(actor).classId)?.features.fieldSurgery && surgeonsKit(actor))
    options.push({ value: 'surgery', label: countdownKey('card.fieldSurgeryTitle') });
  return options;
}

export function shortRestDialog(actor: CountdownCharacter): RollDialogConfig {
  const options = shortRestOptions(actor);
  return {
    title: countdownText('card.shortRestTitle'),
    fields: [{ name: 'healing', label: countdownKey('rest.healing'), kind: 'select', value: 'none', options }],
    evaluate: (values) => {
      const vitals = vitalsOf(actor);
      if (vitals.status === 'dying' || vitals.status === 'dead')
        return {
          odds: null,
          error: localize(countdownKey(vitals.status === 'dead' ? 'refusal.alreadyDead' : 'refusal.dyingCannotRest')),
        };
      const choice = String(values.healing);
      const item = choice.startsWith('item:') ? (actor.items.get(choice.slice(5)) as GearItem | undefined) : undefined;
      const missing = vitals.maxHp - vitals.hp;
      const odds = item ? healingOdds(item.system.heal, missing) : null;
      return { odds, notes: [{ label: countdownKey('rest.shortRule'), value: '' }] };
    },
  };
}

/** The healing a short rest's values choose: a healing item, or none. */
function restItem(actor: CountdownCharacter, values: RollDialogValues): GearItem | undefined {
  const choice = String(values.healing);
  return choice.startsWith('item:') ? (actor.items.get(choice.slice(5)) as GearItem | undefined) : undefined;
}

/**
 * The short rest's window: the healing to use, then — for Field Surgery — the surgery's own
 * dialog (its advantages and odds); its values are the two together.
 */
function shortRestPrompt(actor: CountdownCharacter): NonNullable<ConfigureOptions['dialog']> {
  return {
    async prompt(config) {
      const chosen = await RollDialog.prompt(config);
      if (!chosen || chosen.healing !== 'surgery' || config.evaluate(chosen).error) return chosen;
      const kit = surgeonsKit(actor);
      if (!kit) {
        warnRefusal({ ok: false, reason: countdownKey('refusal.noSurgeonsKit') });
        return null;
      }
      const surgery = fieldSurgeryDialog(actor, kit, actor);
      const values = await RollDialog.prompt(surgery);
      if (!values) return null;
      const error = surgery.evaluate(values).error;
      if (error) {
        ui.notifications?.warn(error);
        return null;
      }
      return { ...chosen, ...values };
    },
  };
}

/** A short rest: one exploration turn, with a use of a healing item or Field Surgery on oneself, or neither. */
export function shortRestPlan(actor: CountdownCharacter) {
  const kitFor = (values: RollDialogValues) => (values.healing === 'surgery' ? surgeonsKit(actor) : undefined);
  return healingPlan(actor, actor, {
    kind: 'shortRest',
    dialog: shortRestDialog(actor),
    prompt: shortRestPrompt(actor),
    request(values) {
      const kit = kitFor(values);
      if (kit) return surgeryHealing(actor, kit, actor, values, true);
      const item = restItem(actor, values);
      if (item) return itemHealing(item, actor, true);
      return { kind: 'none', vitals: vitalsOf(actor), target: targetOf(actor), shortRest: true };
    },
    usesItem: (values) => kitFor(values) ?? restItem(actor, values),
  });
}
