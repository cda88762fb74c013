/**
 * The hitdice card buttons and who may use them: defending against an attack (the target's
 * owner, once), rolling a prompted Resolve check (the actor's owner, for the pending prompt
 * only), and rolling one's part of a group roll (the participant's owner, once).
 */
import type { CardAction } from '../../../foundry/ruleset';
import { shouldSkipDialog } from '../../../foundry/settings';
import { hitdiceActorFrom } from '../data/snapshot';
import { runRoll } from '../../../foundry/rolls/pipeline';
import { defenderFor, defensePlan } from '../flows/defense';
import { groupOf, groupPartPlan } from '../flows/group';

const fast = (event?: Event) => shouldSkipDialog(event as MouseEvent | undefined);

// Each run re-derives the actor for the user at the keyboard now (game.user), not the one the card was wired for.
const current = () => game.user as User.Implementation;

export const defendAction: CardAction = {
  permitted: ({ message, button, user }) => Boolean(defenderFor(message, button.dataset.target ?? '', user)),
  async run({ message, button, event }) {
    const actor = defenderFor(message, button.dataset.target ?? '', current());
    if (actor) await runRoll(await defensePlan(message, actor), { fastForward: fast(event) });
  },
};

function groupParticipant(message: ChatMessage.Implementation, button: HTMLElement, user: User.Implementation) {
  const group = groupOf(message);
  const uuid = button.dataset.actor ?? '';
  const participant = group?.participants.find((p) => p.uuid === uuid);
  if (!participant || participant.part) return null;
  const actor = hitdiceActorFrom(uuid);
  return actor?.testUserPermission(user, 'OWNER') ? actor : null;
}

export const groupRollAction: CardAction = {
  permitted: ({ message, button, user }) => Boolean(groupParticipant(message, button, user)),
  async run({ message, button, event }) {
    const actor = groupParticipant(message, button, current());
    if (actor) await runRoll(groupPartPlan(message, actor), { fastForward: fast(event) });
  },
};
