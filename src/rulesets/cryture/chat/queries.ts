/**
 * The changes a player may not make, done by the active GM (askGM). Each `permitted` re-derives
 * everything from the world — who owns what, whose turn it is, the GM's own copy of a card's roll —
 * and never trusts an amount, target or result in the payload or the message.
 */
import { countKey } from '../../../core';
import { UndoRecorder } from '../../../foundry/chat/undo';
import type { GmQuery } from '../../../foundry/ruleset';
import { BASIC_ACTION_IDS, ACTION_KINDS } from '../rules';
import { applyHits, APPLIED_MARK, attackRollOf, type AppliedLine } from './apply-hits';
import { replayAttack, type ReplayedAttack } from './replay';
import { cardMark, markCard } from '../../../foundry/chat/card-state';
import { combatantOf, economyOf, isTurnOf, spend, spendOn, type Spendable } from '../combat/turn-state';
import { planRecall, planSummon, planTransfer, type CrytureContext } from '../flows/crytures';
import { postCard, postNotice } from './post';
import { rollInitiativeAsGM } from '../combat/rules';
import { countOpportunity, opportunityCheck } from '../combat/opportunity';
import { k, t } from '../sheets/text';
import { rulesetSetting } from '../../../foundry/settings';
import { ownsActor } from '../../../foundry/documents/lookup';

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
}

/** Spends an action of the combatant whose turn it is; its owner may ask. */
export const spendActionQuery: GmQuery<SpendPayload> = {
  permitted(payload, requester) {
    const combatant = combatantIn(combatById(payload?.combatId), payload?.combatantId);
    if (!combatant || !isSpendable(payload.what)) return false;
    if (!combatant.actor?.testUserPermission(requester, 'OWNER')) return false;
    return isTurnOf(combatant) && spend(economyOf(combatant), payload.what).ok;
  },
  async run(payload) {
    return spendOn(combatantIn(combatById(payload.combatId), payload.combatantId)!, payload.what);
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
  if (m.kind === 'slide') return t(k('applied.slide'), { spaces: m.spaces });
  const moved = t(countKey(k(`applied.${m.kind}`), m.spaces), { moved: m.moved, spaces: m.spaces });
  return m.collisionDamage
    ? `${moved} ${t(k('applied.collision'), { left: m.spacesLeft, damage: m.collisionDamage })}`
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
 * The card's Apply button: the attack settled again by the GM from its own copy of the dice, the
 * power and the combatants as they are now (replay.ts), applied to the targets.
 */
export const applyHitsQuery: GmQuery<MessagePayload> = {
  async permitted(payload, requester) {
    const message = messageOf(payload);
    if (!message || cardMark(message, APPLIED_MARK)) return false;
    return mayApplyReplayed(await replayAttack(message), requester);
  },
  async run(payload, requester) {
    const message = messageOf(payload)!;
    const replayed = await replayAttack(message);
    const undo = new UndoRecorder();
    // Recorded with the hits, so undoing them brings the Apply button back.
    await markCard(message, APPLIED_MARK, true, undo);
    const lines = await applyHits(replayed, undo);
    await undo.commit(message, 'MANIFOLD.cryture.undo.hits', { userId: requester.id });
    await postCard('applied', {
      title: t(k('applied.title'), { power: replayed.request.power.name }),
      lines: lines.map((l) => ({
        ...l,
        moves: l.moves.map(movementText),
        changed: Boolean(l.damage || l.healing || l.blockSpent || l.statuses.length || l.moves.length),
      })),
    });
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
      await postNotice(t(notice.title, names), [t(notice.line, names)]);
      return true;
    },
  };
}

/** Summon (CRY-6): places the cryture's token next to its trainer's and, in combat, adds it to the fight. */
export const summonQuery = crytureQuery(
  'summon',
  planSummon,
  { title: k('crytures.summonedTitle'), line: k('crytures.summoned') },
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
  { title: k('crytures.recalledTitle'), line: k('crytures.recalled') },
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
  { title: k('crytures.transferTitle'), line: k('crytures.transferred') },
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
