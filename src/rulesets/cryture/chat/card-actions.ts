/**
 * The buttons on cryture chat cards. Each states who may use it; GM-side changes go through askGM,
 * whose queries check again from the world (chat/queries.ts).
 */
import { localize } from '../../../foundry/i18n';
import type { CardAction } from '../../../foundry/ruleset';
import { askGM } from '../../../foundry/relay';
import { registry } from '../../../foundry/registry';
import { shouldSkipDialog } from '../../../foundry/settings';
import { runRoll } from '../../../foundry/rolls/pipeline';
import { Board } from '../canvas/board';
import { mayApply } from './queries';
import { opportunityCheck, promptOf } from '../combat/opportunity';
import { basicAttackOf, powerPlan } from '../flows/use-power';
import { crytureKey } from '../rules';

/** Apply hits / successes / effect: the power's user (its owner or the card's author) or a GM. */
export const applyHitsAction: CardAction = {
  permitted: ({ message, user }) => mayApply(message, user),
  async run({ message }) {
    await askGM(registry, 'cryture', 'applyHits', { messageId: message.id });
  },
};

/** An opportunity attack: the provoked enemy's owner rolls its Basic Attack against the mover. */
export const opportunityAttackAction: CardAction = {
  permitted: ({ message, button, user }) => opportunityCheck(message, button.dataset.attacker, user).ok,
  async run({ message, button, user, event }) {
    const check = opportunityCheck(message, button.dataset.attacker, user);
    const prompt = promptOf(message);
    if (!check.ok || !prompt) return;
    const power = basicAttackOf(check.attacker);
    if (!power) {
      ui.notifications?.warn(localize(crytureKey('refused.noBasicAttack')));
      return;
    }
    const mover = Board.current()?.tokenByUuid(prompt.moverTokenUuid);
    if (!mover) {
      ui.notifications?.warn(localize(crytureKey('refused.moverGone')));
      return;
    }
    await runRoll(await powerPlan(check.attacker, power, { opportunityAgainst: mover, offeredBy: message }), {
      fastForward: shouldSkipDialog(event as MouseEvent | undefined),
      event,
    });
  },
};
