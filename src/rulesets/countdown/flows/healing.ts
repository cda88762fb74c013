/**
 * Healing: a use of a healing item (herbs 1 HP, a poultice 1d4, a potion as the GM writes it),
 * the Surgeon's Field Surgery (Lore via Medicine, 1d6 HP, a surgeon's kit use), crafting a
 * poultice once per rest, and the short rest (one exploration turn, at most one healing use).
 */
import { localize } from '../../../foundry/i18n';
import { countdownText } from '../text';
import type { RollDialogConfig, RollDialogValues } from '../../../foundry/rolls/roll-dialog';
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
import { CountdownHealingRoll, type HealingRollRequest } from '../dice/healing-roll';
import { rollCountdown } from '../dice/countdown-roll';
import { postRoll } from '../chat/post';
import { registry } from '../../../foundry/registry';
import { tryAskGM } from '../../../foundry/relay';
import { ICONS } from '../data/catalogue';
import { countdownSetting, SETTING } from '../settings';
import { edgeNotes, field, grantedEdges } from './dialog';
import { spendUse } from './uses';
import { warnRefusal } from './vitals';
import { passRestTurn } from './time';
import type { CountdownItem as GearItem } from './countdown-dice';
import { configureRoll } from '../../../foundry/rolls/configure';

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

/** Posts a healing roll; healing one's own (or an owned) character applies at once. */
async function postHealing(
  healer: CountdownCharacter,
  target: CountdownCharacter,
  request: HealingRollRequest,
  usesItem?: GearItem,
  values?: RollDialogValues,
) {
  const roll = await rollCountdown(CountdownHealingRoll, request, healer.uuid);
  const { state } = roll.resolved;
  if (usesItem && state.usesLeft !== null) {
    const refund =
      request.kind === 'surgery' &&
      roll.resolved.check?.outcome === 'fail' &&
      countdownSetting<string>(SETTING.fieldSurgeryKit) === 'success';
    await usesItem.update({ system: { uses: { value: refund ? usesItem.system.uses.value : state.usesLeft } } });
  }
  const message = await postRoll(roll, healer, { values });
  // One's own character is healed at once, by the GM who marks the card in the same job.
  if (roll.resolved.healed > 0 && target.isOwner)
    await tryAskGM(registry, 'countdown', 'applyHealing', { messageId: message.id });
  // CD-9: a short rest and Field Surgery take an exploration turn.
  if (request.shortRest || request.kind === 'surgery') await passRestTurn(message);
  return message;
}

export async function useHealingItem(
  holder: CountdownCharacter,
  item: GearItem,
  target: CountdownCharacter = holder,
  shortRest = false,
) {
  const request: HealingRollRequest = {
    kind: 'item',
    item: { usesLeft: item.system.uses.value, heal: { ...item.system.heal } },
    itemName: item.name ?? '',
    ...(item.id ? { itemId: item.id } : {}),
    vitals: vitalsOf(target),
    target: targetOf(target),
    ...(shortRest ? { shortRest } : {}),
  };
  return postHealing(holder, target, request, item);
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

export async function fieldSurgery(
  surgeon: CountdownCharacter,
  target: CountdownCharacter,
  options: { fastForward: boolean; shortRest?: boolean },
) {
  const kit = surgeonsKit(surgeon);
  if (!kit) {
    warnRefusal({ ok: false, reason: countdownKey('refusal.noSurgeonsKit') });
    return null;
  }
  const values = await configureRoll(fieldSurgeryDialog(surgeon, kit, target), { fastForward: options.fastForward });
  if (!values) return null;
  const edges = grantedEdges(values);
  const request: HealingRollRequest = {
    kind: 'surgery',
    surgery: surgeryRequest(surgeon, kit, edges.advantages, edges.disadvantages),
    statValue: surgeon.system.stats.lore,
    vitals: vitalsOf(target),
    target: targetOf(target),
    ...(options.shortRest ? { shortRest: true } : {}),
  };
  return postHealing(surgeon, target, request, kit, values);
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

export async function shortRest(actor: CountdownCharacter, options: { fastForward: boolean }) {
  const values = await configureRoll(shortRestDialog(actor), { fastForward: options.fastForward });
  if (!values) return null;
  const choice = String(values.healing);
  if (choice === 'surgery') return fieldSurgery(actor, actor, { fastForward: options.fastForward, shortRest: true });
  const item = choice.startsWith('item:') ? (actor.items.get(choice.slice(5)) as GearItem | undefined) : undefined;
  if (item) return useHealingItem(actor, item, actor, true);
  return postHealing(
    actor,
    actor,
    { kind: 'none', vitals: vitalsOf(actor), target: targetOf(actor), shortRest: true },
    undefined,
    values,
  );
}
