/**
 * The countdown cards' buttons. Each says who may use it; the shared glue hides it from everyone
 * else and checks again on click. What a user may not change themselves goes to the GM (queries.ts).
 */
import { countdownText } from '../text';
import { askGM, tryAskGM } from '../../../foundry/relay';
import { registry } from '../../../foundry/registry';
import type { CardAction, CardActionContext } from '../../../foundry/ruleset';
import { usesFor } from '../rules';
import { derivedOf, isMonster, vitalsOf, type CountdownMonster } from '../data/snapshot';
import { CountdownAttackRoll } from '../dice/attack-roll';
import { CountdownCheckRoll } from '../dice/check-roll';
import { CountdownDefenseRoll } from '../dice/defense-roll';
import { CountdownHealingRoll } from '../dice/healing-roll';
import { CountdownSpellRoll } from '../dice/spell-roll';
import { canTrigger, isTriggerable, triggerPlan } from '../flows/countdown-dice';
import { moralePlan } from '../flows/gm';
import { checkOf, REROLLABLE, rerollPlan } from '../flows/reroll';
import { drawBacklash } from '../flows/tables';
import { runRoll } from '../../../foundry/rolls/pipeline';
import { cardMarked, markCard, noteOf, rollOf } from './post';
import { actsForRoll, answered, characterByUuid, isAuthorOrGM, isSettled, verifiedRoll } from './checks';
import { actorByUuid, itemByUuid } from '../../../foundry/documents/lookup';

const owns = (
  doc: { testUserPermission(user: User.Implementation, level: 'OWNER'): boolean } | null | undefined,
  user: User.Implementation,
) => !!doc && doc.testUserPermission(user, 'OWNER');

/** Marks the author's own card once they acted on their own documents (only the GM writes marks). */
async function markDone(message: ChatMessage.Implementation, key: 'rerolled' | 'backlashDrawn'): Promise<void> {
  await tryAskGM(registry, 'countdown', 'markDone', { messageId: message.id, key });
}

function rerollTarget({ message, user }: CardActionContext) {
  const roll = rollOf(message);
  if (!roll || !REROLLABLE.some((C) => roll instanceof C) || isSettled(message)) return null;
  const request = roll.options.request as { reroll?: unknown };
  if (request.reroll) return null;
  const actor = characterByUuid(roll.options.actorUuid);
  if (!actor || !owns(actor, user)) return null;
  const d = derivedOf(actor);
  if (!usesFor(d.classId, d.ancestryId).includes('humanReroll') || actor.system.uses.humanReroll) return null;
  const check = checkOf(roll);
  if (check?.automatic) return null;
  return { roll, actor };
}

/** Human, Adaptable: once per session, reroll any one check; the new result must be used. */
const reroll: CardAction = {
  permitted: (context) => !!rerollTarget(context),
  async run(context) {
    const { roll, actor } = rerollTarget(context)!;
    await runRoll(rerollPlan(context.message, roll, actor), { fastForward: true });
  },
};

/** A player's hit: the damage goes to the target through the GM (a monster is not theirs). */
const applyAttack: CardAction = {
  permitted: ({ message, user }) => {
    const roll = verifiedRoll(message, CountdownAttackRoll);
    return (
      !!roll && roll.resolved.hit && !!roll.request.target && actsForRoll(message, roll, user) && !isSettled(message)
    );
  },
  async run({ message }) {
    await askGM(registry, 'countdown', 'applyAttack', { messageId: message.id });
  },
};

/** The failed defense this user may apply to their own character, or null. */
export function defenseHit({ message, user }: Pick<CardActionContext, 'message' | 'user'>) {
  const roll = verifiedRoll(message, CountdownDefenseRoll);
  if (!roll || roll.resolved.avoided || !roll.resolved.damage || isSettled(message) || !isAuthorOrGM(message, user))
    return null;
  const actor = characterByUuid(roll.options.actorUuid);
  return actor && owns(actor, user) ? { roll, actor } : null;
}

/** A failed defense: the damage minus Armor lands on the defender's own character (CD-2), through the GM. */
const applyDefense: CardAction = {
  permitted: (context) => !!defenseHit(context),
  async run({ message }) {
    await askGM(registry, 'countdown', 'applyDefense', { messageId: message.id });
  },
};

function triggerRequest({ message, user, button }: CardActionContext) {
  const note = noteOf(message);
  const uuid = button.dataset.item;
  if (note?.kind !== 'trigger' || !uuid || !note.items.includes(uuid) || !message.id) return null;
  const item = itemByUuid(uuid);
  if (!isTriggerable(item) || !owns(item, user) || !canTrigger(item) || answered(message.id, uuid)) return null;
  return item;
}

/** A holder triggers their countdown die when the card asks (exploration turn, start of turn, after combat). */
const triggerItemAction: CardAction = {
  permitted: (context) => !!triggerRequest(context),
  async run(context) {
    await runRoll(triggerPlan(triggerRequest(context)!, context.message.id!), { fastForward: true });
  },
};

/** An ally's passed Medicine check stabilizes the dying character (through the GM). */
const stabilize: CardAction = {
  permitted: ({ message, user }) => {
    const roll = verifiedRoll(message, CountdownCheckRoll);
    const target = characterByUuid(roll?.request.stabilizeTarget?.uuid);
    return (
      !!roll &&
      roll.resolved.outcome !== 'fail' &&
      !!target &&
      vitalsOf(target).status === 'dying' &&
      message.author?.id === user.id &&
      !isSettled(message)
    );
  },
  async run({ message }) {
    await askGM(registry, 'countdown', 'stabilize', { messageId: message.id });
  },
};

/** Healing rolled for someone: applied through the GM, who marks the card in the same job. */
const applyHealing: CardAction = {
  permitted: ({ message, user }) => {
    const roll = verifiedRoll(message, CountdownHealingRoll);
    return !!roll && roll.resolved.healed > 0 && message.author?.id === user.id && !isSettled(message);
  },
  async run({ message }) {
    await askGM(registry, 'countdown', 'applyHealing', { messageId: message.id });
  },
};

/** Natural 1 on a spell: roll on the backlash table (ALL-3 content the GM fills in). */
const backlash: CardAction = {
  permitted: ({ message, user }) => {
    const roll = verifiedRoll(message, CountdownSpellRoll);
    return !!roll && roll.resolved.backlash && isAuthorOrGM(message, user) && !cardMarked(message, 'backlashDrawn');
  },
  async run({ message }) {
    if (!(await drawBacklash())) ui.notifications?.warn(countdownText('tables.missing'));
    else await markDone(message, 'backlashDrawn');
  },
};

/**
 * The GM's prompt when monsters fall to half strength: the morale check (a GM-side roll, CD-2). The
 * monsters are read from the note, so only a prompt a GM posted is one.
 */
const morale: CardAction = {
  permitted: ({ message, user }) =>
    user.isGM && !!message.author?.isGM && noteOf(message)?.kind === 'morale' && !isSettled(message),
  async run({ message }) {
    const monsters = (noteOf(message)?.monsters ?? [])
      .map(actorByUuid)
      .filter((a): a is CountdownMonster => isMonster(a));
    await markCard(message, 'applied');
    await runRoll(moralePlan(monsters), { fastForward: true });
  },
};

/** The buttons of roll cards (dice/*-roll.ts draw them). */
export const ROLL_CARD_ACTIONS: Record<string, CardAction> = {
  reroll,
  applyAttack,
  applyDefense,
  stabilize,
  applyHealing,
  backlash,
};

/** The buttons of notes (requests.ts and hooks.ts post them). */
export const NOTE_CARD_ACTIONS: Record<string, CardAction> = {
  triggerItem: triggerItemAction,
  morale,
};
