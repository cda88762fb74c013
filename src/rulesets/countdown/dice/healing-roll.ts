/**
 * Healing: a use of a healing item (herbs 1 HP, a poultice 1d4) or the Surgeon's Field Surgery
 * (a Lore check via Medicine, then 1d6), optionally as a short rest (one exploration turn).
 */
import { countdownText } from '../text';
import { CARD_ICONS } from '../../../foundry/chat/card-marks';
import type { Resolution } from '../../../core';
import {
  fieldSurgery,
  shortRest,
  useHealingItem,
  type CheckResult,
  type FieldSurgeryRequest,
  type HealingItem,
  type Refusal,
  type RolledDie,
  type Vitals,
} from '../rules';
import { checkOutcome, difficultyLine, dieView, type Card, type CardButton } from './card';
import { CountdownRoll } from './countdown-roll';

interface HealingBase {
  vitals: Vitals;
  target: { uuid: string; name: string };
  /** A short rest: one exploration turn and at most one healing item use. */
  shortRest?: boolean;
}

export type HealingRollRequest =
  | (HealingBase & {
      kind: 'item';
      item: HealingItem;
      itemName: string;
      /** The healer's item: the GM reads its healing from it, not from the card. */
      itemId?: string;
    })
  | (HealingBase & { kind: 'surgery'; surgery: FieldSurgeryRequest; statValue: number })
  | (HealingBase & { kind: 'none' });

export interface HealingOutcome {
  ok: true;
  state: { vitals: Vitals; usesLeft: number | null };
  dice: RolledDie[];
  healed: number;
  check: CheckResult | null;
}

export class CountdownHealingRoll extends CountdownRoll<HealingRollRequest, HealingOutcome> {
  static override *resolve(request: unknown): Resolution<HealingOutcome | Refusal> {
    const r = request as HealingRollRequest;
    const healing = r.kind === 'item' ? { item: r.item } : r.kind === 'surgery' ? { fieldSurgery: r.surgery } : null;
    if (r.shortRest) {
      const rest = yield* shortRest(r.vitals, healing);
      return rest.ok ? { ok: true, state: rest.state, dice: rest.dice, healed: rest.healed, check: rest.check } : rest;
    }
    if (r.kind === 'item') {
      const used = yield* useHealingItem(r.item, r.vitals);
      return used.ok ? { ok: true, state: used.state, dice: used.dice, healed: used.healed, check: null } : used;
    }
    if (r.kind === 'surgery') {
      const s = yield* fieldSurgery(r.surgery, r.vitals);
      return s.ok
        ? {
            ok: true,
            state: { vitals: s.state.vitals, usesLeft: s.state.kitUses },
            dice: s.dice,
            healed: s.healed,
            check: s.check,
          }
        : s;
    }
    return { ok: true, state: { vitals: r.vitals, usesLeft: null }, dice: [], healed: 0, check: null };
  }

  protected cardContext(): Card {
    const { request, resolved: result } = this;
    const title =
      request.kind === 'item'
        ? countdownText('card.healingTitle', { name: request.itemName })
        : request.kind === 'surgery'
          ? countdownText('card.fieldSurgeryTitle')
          : countdownText('card.shortRestTitle');
    const rows = [
      { label: countdownText('card.target'), value: request.target.name },
      { label: countdownText('card.hpRestored'), value: result.healed },
      { label: countdownText('card.hpNow'), value: `${result.state.vitals.hp} / ${result.state.vitals.maxHp}` },
    ];
    if (result.state.usesLeft !== null)
      rows.push({ label: countdownText('card.usesLeft'), value: result.state.usesLeft });
    const notes = request.shortRest ? [countdownText('card.shortRestNote')] : [];
    const buttons: CardButton[] = [];
    if (result.healed > 0) {
      buttons.push({
        action: 'countdown.applyHealing',
        label: countdownText('card.applyHealing', { name: request.target.name }),
        icon: CARD_ICONS.applyHealing,
      });
    }
    return {
      title,
      subtitle: result.check
        ? difficultyLine(result.check, request.kind === 'surgery' ? request.statValue : undefined)
        : undefined,
      dice: [...(result.check?.dice ?? []), ...result.dice].map(dieView),
      rows,
      notes,
      outcome:
        result.check && result.check.outcome === 'fail'
          ? checkOutcome(result.check)
          : { label: countdownText('card.healed', { hp: result.healed }), tone: 'success' },
      buttons,
    };
  }
}
