/**
 * Affinity dice: the GM awards them ("When you embody your virtue, GM judges"), players spend them
 * on rolls (the roll dialogs), and share any number with an ally within 30 yards — through the GM,
 * since the ally is not theirs to change.
 */
import { localize } from '../../../foundry/i18n';
import { tryAskGM } from '../../../foundry/relay';
import { registry } from '../../../foundry/registry';
import { applyChanges, hitdiceActorFrom, isHitdiceActor, snapshotOf, actorStateOf } from '../data/snapshot';
import { gainAffinity, shareAffinity } from '../rules';
import { refusalText } from './dialog';
import { describeChanges } from './describe';
import { postNotice } from '../chat/post';

const { DialogV2 } = foundry.applications.api;

/** GM only: one Affinity die for embodying the virtue. */
export async function gainAffinityAction(actor: Actor.Implementation) {
  if (!game.user?.isGM) {
    ui.notifications?.warn(localize('MANIFOLD.hitdice.sheet.gmOnly'));
    return null;
  }
  const result = gainAffinity(snapshotOf(actor), 1);
  if (!result.ok) {
    ui.notifications?.warn(refusalText(result.reason));
    return null;
  }
  const before = actorStateOf(actor);
  await applyChanges(actor, result.changes);
  return postNotice(actor, {
    title: localize('MANIFOLD.hitdice.card.affinityGainTitle', { name: actor.name ?? '' }),
    lines: describeChanges(before, result.changes, localize),
    tone: 'success',
  });
}

/** The characters a giver could share with (other hitdice characters), targets first. */
export function shareCandidates(giver: Actor.Implementation): Actor.Implementation[] {
  const all = (game.actors?.contents ?? []) as Actor.Implementation[];
  return all.filter((a) => a !== giver && isHitdiceActor(a) && String(a.type) === 'hitdice-character');
}

/** Asks who receives how many, then has the GM move the dice. */
export async function shareAffinityAction(
  actor: Actor.Implementation,
  choice?: { receiverUuid: string; count: number },
) {
  let picked = choice;
  if (!picked) {
    const candidates = shareCandidates(actor);
    if (!candidates.length) {
      ui.notifications?.warn(localize('MANIFOLD.hitdice.sheet.noAlly'));
      return null;
    }
    const escape = foundry.utils.escapeHTML;
    const options = candidates.map((c) => `<option value="${c.uuid}">${escape(c.name ?? '')}</option>`).join('');
    const answer = (await DialogV2.input({
      window: { title: localize('MANIFOLD.hitdice.sheet.share') },
      content:
        `<label>${localize('MANIFOLD.hitdice.dialog.ally')} <select name="receiverUuid">${options}</select></label>` +
        `<label>${localize('MANIFOLD.hitdice.dialog.count')} <input type="number" name="count" value="1" min="1" max="${actorStateOf(actor).affinity.stored}"></label>`,
    })) as { receiverUuid?: string; count?: number } | null;
    if (!answer?.receiverUuid) return null;
    picked = { receiverUuid: String(answer.receiverUuid), count: Number(answer.count) };
  }
  const receiver = hitdiceActorFrom(picked.receiverUuid);
  if (receiver) {
    const local = shareAffinity({ giver: snapshotOf(actor), receiver: snapshotOf(receiver), count: picked.count });
    if (!local.ok) {
      ui.notifications?.warn(refusalText(local.reason));
      return null;
    }
  }
  return tryAskGM(registry, 'hitdice', 'shareAffinity', { giverUuid: actor.uuid, ...picked });
}
