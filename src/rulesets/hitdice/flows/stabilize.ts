/**
 * Stabilize ("Stabilize Action (Basic 2+)": touch a dying ally; they auto-succeed their next Resolve
 * check this round): a Basic action roll aimed at the ally; on a success the GM marks the ally.
 */
import { localize } from '../../../foundry/i18n';
import { tryAskGM } from '../../../foundry/relay';
import { registry } from '../../../foundry/registry';
import { hitdiceActorFrom, isHitdiceActor, actorStateOf } from '../data/snapshot';
import { STABILIZE_TIER } from '../rules';
import type { ActionTarget } from '../dice/action-roll';
import { rollAction, userTargets } from './action';

const { DialogV2 } = foundry.applications.api;

function dying(actor: Actor.Implementation | null | undefined): actor is Actor.Implementation {
  return Boolean(actor && isHitdiceActor(actor) && actorStateOf(actor).life === 'dying');
}

/** Dying allies: the user's targets first, else the combat's, else the world's. */
export function stabilizeCandidates(self: Actor.Implementation): ActionTarget[] {
  const targeted = userTargets().filter((t) => dying(hitdiceActorFrom(t.uuid)));
  if (targeted.length) return targeted;
  const pool = [...((game.combat?.combatants ?? []) as Iterable<Combatant.Implementation>)].map(
    (c) => c.actor as Actor.Implementation | null,
  );
  const fromCombat = pool.filter((a): a is Actor.Implementation => dying(a) && a !== self);
  const list = fromCombat.length
    ? fromCombat
    : ((game.actors?.contents ?? []) as Actor.Implementation[]).filter((a) => dying(a) && a !== self);
  return list.map((a) => ({ uuid: a.uuid, name: a.name ?? '' }));
}

export async function stabilizeAction(
  actor: Actor.Implementation,
  { fastForward = false, target }: { fastForward?: boolean; target?: ActionTarget } = {},
) {
  let ally = target;
  if (!ally) {
    const candidates = stabilizeCandidates(actor);
    if (!candidates.length) {
      ui.notifications?.warn(localize('MANIFOLD.hitdice.sheet.noDyingAlly'));
      return null;
    }
    if (candidates.length === 1) ally = candidates[0];
    else {
      const picked = await DialogV2.wait({
        window: { title: localize('MANIFOLD.hitdice.sheet.stabilize') },
        content: `<p>${localize('MANIFOLD.hitdice.dialog.whichAlly')}</p>`,
        // DialogV2 inserts a button's label as HTML: the name is escaped to show as text.
        buttons: candidates.map((c, i) => ({ action: String(i), label: foundry.utils.escapeHTML(c.name) })),
      });
      ally = picked === null ? undefined : candidates[Number(picked)];
    }
  }
  if (!ally) return null;
  const message = await rollAction(
    actor,
    { kind: 'stabilize', label: localize('MANIFOLD.hitdice.sheet.stabilize'), tier: STABILIZE_TIER, targets: [ally] },
    { fastForward },
  );
  const roll = message?.rolls?.[0] as { actionResult?: { met: boolean | null } } | undefined;
  if (message && roll?.actionResult?.met) {
    await tryAskGM(registry, 'hitdice', 'stabilize', { messageId: message.id! });
  }
  return message;
}
