/**
 * The changes a player may not make, done by the active GM (askGM). Each `permitted` re-derives
 * everything from the world — who owns what, whose turn it is, the GM's own copy of a card's roll —
 * and never trusts an amount, target or result in the payload or the message.
 */
import { localize } from '../../../foundry/i18n';
import { countKey } from '../../../core';
import { UndoRecorder } from '../../../foundry/chat/undo';
import type { GmQuery } from '../../../foundry/ruleset';
import { BASIC_ACTION_IDS, ACTION_KINDS, crytureKey } from '../rules';
import { applyHits, APPLIED_MARK, attackRollOf, type AppliedLine } from './apply-hits';
import { replayAttack, type ReplayedAttack } from './replay';
import { cardMark, markCard } from '../../../foundry/chat/card-state';
import {
  combatantOf,
  economyOf,
  isTurnOf,
  noteSpentFor,
  spend,
  spendOn,
  spentFor,
  useSpentFor,
  type Spendable,
} from '../combat/turn-state';
import { planRecall, planSummon, planTransfer, type CrytureContext } from '../flows/crytures';
import { postApplied, postNotice } from './post';
import { rollInitiativeAsGM } from '../combat/rules';
import { countOpportunity, opportunitiesToApply, opportunityCheck, useCountedOpportunity } from '../combat/opportunity';
import { itemPowerData } from '../data/power-data';
import { rulesetSetting } from '../../../foundry/settings';
import { actorByUuid, ownsActor } from '../../../foundry/documents/lookup';

const combatById = (id: unknown): Combat.Implementation | null =>
  typeof id === 'string' ? (game.combats?.get(id) ?? null) : null;
const combatantIn = (combat: Combat.Implementation | null, id: unknown) =>
  combat && typeof id === 'string' ? (combat.combatants.get(id) ?? null) : null;

function isSpendable(what: unknown): what is Spendable {
  const w = (what ?? {}) as Record<string, unknown>;
  return (
    (typeof w.kind === 'string' && (ACTION_KINDS as readonly string[]).includes(w.kind)) ||
    (typeof w.basic === 'string' && (BASIC_ACTION_IDS as readonly string[]).includes(w.basic))
  );
}

interface SpendPayload {
  combatId: string;
  combatantId: string;
  what: Spendable;
  /** The power the action is spent on: its card may then be applied once. */
  itemId?: string;
}

/** The power named by a spend, when it is the combatant's and takes the action spent. */
function spentPower(combatant: Combatant.Implementation, payload: SpendPayload): string | null | false {
  if (payload.itemId === undefined) return null;
  const item = typeof payload.itemId === 'string' ? combatant.actor?.items.get(payload.itemId) : undefined;
  if (!item || item.type !== 'cryture-power' || !('kind' in payload.what)) return false;
  return itemPowerData(item).action === payload.what.kind ? item.id! : false;
}

/** Spends an action of the combatant whose turn it is; its owner may ask. */
export const spendActionQuery: GmQuery<SpendPayload> = {
  permitted(payload, requester) {
    const combatant = combatantIn(combatById(payload?.combatId), payload?.combatantId);
    if (!combatant || !isSpendable(payload.what)) return false;
    if (!combatant.actor?.testUserPermission(requester, 'OWNER')) return false;
    if (spentPower(combatant, payload) === false) return false;
    return isTurnOf(combatant) && spend(economyOf(combatant), payload.what).ok;
  },
  async run(payload) {
    const combatant = combatantIn(combatById(payload.combatId), payload.combatantId)!;
    const spent = await spendOn(combatant, payload.what);
    const itemId = spentPower(combatant, payload);
    if (spent && itemId) await noteSpentFor(combatant, itemId);
    return spent;
  },
};

interface MessagePayload {
  messageId: string;
}

function messageOf(payload: unknown): ChatMessage.Implementation | null {
  const id = (payload as Partial<MessagePayload> | null)?.messageId;
  return typeof id === 'string' ? (game.messages?.get(id) ?? null) : null;
}

/**
 * Whether this user may apply this card: a GM, or an owner of the actor that used the power (its
 * author, when the card names no actor). Writing a card does not make its attacker yours.
 */
export function mayApply(message: ChatMessage.Implementation, user: User.Implementation): boolean {
  const roll = attackRollOf(message);
  if (!roll || cardMark(message, APPLIED_MARK)) return false;
  if (user.isGM) return true;
  if (!roll.options.actorUuid) return message.author?.id === user.id;
  return ownsActor(user, roll.options.actorUuid);
}

function movementText(m: AppliedLine['moves'][number]): string {
  if (m.kind === 'slide') return localize(crytureKey('applied.slide'), { spaces: m.spaces });
  const moved = localize(countKey(crytureKey(`applied.${m.kind}`), m.spaces), { moved: m.moved, spaces: m.spaces });
  return m.collisionDamage
    ? `${moved} ${localize(crytureKey('applied.collision'), { left: m.spacesLeft, damage: m.collisionDamage })}`
    : moved;
}

/**
 * Who may apply a power's card, as the GM's copy of the roll tells it: a GM, or an owner of the
 * actor that used the power (its author, when the roll names no actor).
 */
function mayApplyReplayed(replayed: ReplayedAttack, user: User.Implementation): boolean {
  if (user.isGM) return true;
  return replayed.actorUuid ? ownsActor(user, replayed.actorUuid) : replayed.record.author === user.id;
}

/**
 * The action a player's card was paid with, as the Combat records it: a power's card needs an
 * action spent on that power this turn, an opportunity attack's card one the GM counted this round
 * (out of combat nothing is tracked, and a GM's own card is believed). The spending stays before the
 * roll, as the rules read: the action is gone once the power is used, hit or miss, and spending it
 * only when the card is applied would let a player roll twice and apply the better card. Applying
 * uses it up, so one spend pays for one card; `use` false only checks.
 */
async function paidFor(replayed: ReplayedAttack, use: false | UndoRecorder): Promise<boolean> {
  if (game.users?.get(replayed.record.author ?? '')?.isGM) return true;
  const combat = game.combat;
  const combatant = combat?.started ? combatantOf(actorByUuid(replayed.actorUuid), combat) : null;
  if (!combatant) return true;
  if (replayed.request.opportunity) {
    return use ? useCountedOpportunity(combatant, use) : opportunitiesToApply(combatant) > 0;
  }
  const itemId = replayed.request.itemId ?? '';
  return use ? useSpentFor(combatant, itemId, use) : spentFor(combatant).includes(itemId);
}

/**
 * The card's Apply button: the attack settled again by the GM from its own copy of the dice, the
 * power and the combatants as they are now (replay.ts), applied to the targets.
 */
export const applyHitsQuery: GmQuery<MessagePayload> = {
  async permitted(payload, requester) {
    const message = messageOf(payload);
    if (!message || cardMark(message, APPLIED_MARK)) return false;
    const replayed = await replayAttack(message);
    if (!mayApplyReplayed(replayed, requester)) return false;
    if (!(await paidFor(replayed, false)))
      throw new Error(
        crytureKey(replayed.request.opportunity ? 'refused.opportunityNotCounted' : 'refused.actionNotSpent'),
      );
    return true;
  },
  async run(payload, requester) {
    const message = messageOf(payload)!;
    const replayed = await replayAttack(message);
    const undo = new UndoRecorder();
    if (!(await paidFor(replayed, undo)))
      throw new Error(
        crytureKey(replayed.request.opportunity ? 'refused.opportunityNotCounted' : 'refused.actionNotSpent'),
      );
    // Recorded with the hits, so undoing them brings the Apply button back.
    await markCard(message, APPLIED_MARK, true, undo);
    const lines = await applyHits(replayed, undo);
    await undo.commit(message, 'MANIFOLD.cryture.undo.hits', { userId: requester.id });
    await postApplied(
      localize(crytureKey('applied.title'), { power: replayed.request.power.name }),
      lines.map(({ moves, ...line }) => ({ ...line, moves: moves.map(movementText) })),
    );
    return true;
  },
};

/**
 * A trainer's cryture action (CRY-6) on the GM: planned again from the world, its basic action
 * spent in combat, done, and told in a notice naming the trainer and the cryture.
 */
function crytureQuery<P extends { ok: true; c: CrytureContext }>(
  action: 'summon' | 'recall' | 'transferMana',
  plan: (payload: unknown, requester: User.Implementation) => P | { ok: false; key: string },
  notice: { title: string; line: string },
  run: (planned: P) => Promise<void>,
): GmQuery {
  return {
    permitted: (payload, requester) => plan(payload, requester).ok,
    async run(payload, requester) {
      const planned = plan(payload, requester);
      if (!planned.ok) throw new Error(planned.key);
      const { c } = planned;
      if (c.combatant) await spendOn(c.combatant, { basic: action });
      await run(planned);
      const names = { trainer: c.trainer.name ?? '', cryture: c.cryture.name ?? '' };
      await postNotice(localize(notice.title, names), [localize(notice.line, names)]);
      return true;
    },
  };
}

/** Summon (CRY-6): places the cryture's token next to its trainer's and, in combat, adds it to the fight. */
export const summonQuery = crytureQuery(
  'summon',
  planSummon,
  { title: crytureKey('crytures.summonedTitle'), line: crytureKey('crytures.summoned') },
  async ({ c, cell }) => {
    const token = (await c.board.createToken(c.cryture, cell, c.trainerToken)) as { id: string } | undefined;
    const combat = c.combatant?.parent;
    if (combat && token && rulesetSetting<boolean>('cryture', 'summonJoinsCombat')) {
      await combat.createEmbeddedDocuments('Combatant', [
        { tokenId: token.id, sceneId: c.board.scene.id, actorId: c.cryture.id, hidden: false },
      ]);
    }
  },
);

/** Recall (CRY-6): removes the cryture's token (and its place in the combat). */
export const recallQuery = crytureQuery(
  'recall',
  planRecall,
  { title: crytureKey('crytures.recalledTitle'), line: crytureKey('crytures.recalled') },
  async ({ c }) => {
    const combat = c.combatant?.parent;
    const inCombat = combatantOf(c.crytureToken!.actor ?? c.cryture, combat);
    if (inCombat) await combat!.deleteEmbeddedDocuments('Combatant', [inCombat.id!]);
    await c.board.deleteTokens([c.crytureToken!.id]);
  },
);

/** Transfer Mana (CRY-6): 1 Mana from the trainer to its summoned cryture. */
export const transferManaQuery = crytureQuery(
  'transferMana',
  planTransfer,
  { title: crytureKey('crytures.transferTitle'), line: crytureKey('crytures.transferred') },
  async ({ c, trainerMana, crytureMana }) => {
    await c.trainer.update({ system: { mana: { value: trainerMana } } });
    await (c.crytureToken?.actor ?? c.cryture).update({ system: { mana: { value: crytureMana } } });
  },
);

interface InitiativePayload {
  combatId: string;
  ids: string[];
}

/** Initiative for combatants the requester owns (the GM rolls, so ties can be rolled off across owners). */
export const rollInitiativeQuery: GmQuery<InitiativePayload> = {
  permitted(payload, requester) {
    const combat = combatById(payload?.combatId);
    if (!combat || !Array.isArray(payload.ids) || payload.ids.length === 0 || payload.ids.length > 100) return false;
    return payload.ids.every((id) => Boolean(combatantIn(combat, id)?.actor?.testUserPermission(requester, 'OWNER')));
  },
  async run(payload) {
    const combat = combatById(payload.combatId);
    if (combat) await rollInitiativeAsGM(combat, payload.ids);
    return true;
  },
};

interface OpportunityPayload {
  messageId: string;
  attackerUuid: string;
}

/** Counts an opportunity attack against the world's per-round limit, for the attacker's owner. */
export const opportunityQuery: GmQuery<OpportunityPayload> = {
  permitted(payload, requester) {
    return opportunityCheck(messageOf(payload), payload?.attackerUuid, requester).ok;
  },
  async run(payload, requester) {
    const check = opportunityCheck(messageOf(payload), payload.attackerUuid, requester);
    if (!check.ok) throw new Error(check.key);
    const combatant = check.combatant;
    if (combatant) await countOpportunity(combatant);
    return true;
  },
};

export const CRYTURE_QUERIES: Record<string, GmQuery> = {
  spendAction: spendActionQuery as GmQuery,
  applyHits: applyHitsQuery as GmQuery,
  summon: summonQuery,
  recall: recallQuery,
  transferMana: transferManaQuery,
  rollInitiative: rollInitiativeQuery as GmQuery,
  opportunity: opportunityQuery as GmQuery,
};
