/**
 * Using a talent: its Focus (Focused: 1 less), and in combat its cost in the action economy — ►
 * action points of the current turn or the round's Reaction (DIF-5). Refused with the reason
 * when any of it is not there; nothing is spent then.
 */
import { localize } from '../../../foundry/i18n';
import { activeConditions, spendActionPoints, spendFocus } from '../rules';
import { takeReaction } from './unconscious';
import { setTurnFlags, turnFlags, turnView } from '../combat/turn-state';
import { postNote } from '../chat/post';
import { actorSnapshot } from '../data/snapshot';
import { itemOfType } from '../../../foundry/documents/of-type';
import { combatantOf } from '../../../foundry/documents/combatant-of';

export type TalentUse = { ok: true; focusSpent: number } | { ok: false; reason: string };

export async function useTalent(actor: Actor.Implementation, item: Item.Implementation): Promise<TalentUse> {
  const s = itemOfType<'difference-talent'>(item).system;
  const snapshot = actorSnapshot(actor);
  const conditions = activeConditions(snapshot.conditions);
  const focus = spendFocus(snapshot.focus, s.focusCost, conditions);
  if (!focus.ok) return { ok: false, reason: focus.reason };
  const combatant = combatantOf(actor);
  const round = game.combat?.round ?? 0;
  let flags: Parameters<typeof setTurnFlags>[1] | null = null;
  if (combatant && s.action === 'action') {
    const view = turnView(combatant, round);
    const spend = spendActionPoints(view.ap, s.actionPoints);
    if (!spend.ok) return { ok: false, reason: spend.reason };
    flags = { ap: spend.remaining, apMax: view.apMax, apRound: round };
  } else if (combatant && s.action === 'reaction') {
    const f = turnFlags(combatant);
    const used = f.reactionRound === round ? (f.reactionsUsed ?? 0) : 0;
    // DIF-6: the Unconscious take no Reactions; the GM may let one through.
    const reaction = await takeReaction(conditions, used);
    if (!reaction.ok) return { ok: false, reason: reaction.reason };
    flags = { reactionsUsed: reaction.used, reactionRound: round };
  }
  if (focus.cost > 0) await actor.update({ system: { focus: { value: focus.remaining } } });
  if (combatant && flags) await setTurnFlags(combatant, flags);
  await postNote(
    {
      title: item.name ?? '',
      subtitle: actor.name ?? '',
      rows: [
        { label: localize('MANIFOLD.difference.talent.focusSpent'), value: String(focus.cost) },
        {
          label: localize('MANIFOLD.difference.talent.actionLabel'),
          value: localize(`MANIFOLD.difference.talent.action.${s.action}`),
        },
      ],
    },
    { speaker: ChatMessage.getSpeaker({ actor }) },
  );
  return { ok: true, focusSpent: focus.cost };
}
