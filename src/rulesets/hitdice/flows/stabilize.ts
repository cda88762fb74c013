/**
 * Stabilize ("Stabilize Action (Basic 2+)": touch a dying ally; they auto-succeed their next Resolve
 * check this round): a Basic action roll aimed at the ally; on a success the GM marks the ally.
 */
import { localize } from '../../../foundry/i18n';
import { tryAskGM } from '../../../foundry/relay';
import { registry } from '../../../foundry/registry';
import { hitdiceActorFrom, isHitdiceActor, actorStateOf } from '../data/snapshot';
import { STABILIZE_TIER, type ActionResult } from '../rules';
import type { RollPlan } from '../../../foundry/rolls/pipeline';
import type { ActionRollRequest, ActionTarget } from '../dice/action-roll';
import { actionPlan, userTargets } from './action';

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

/**
 * Stabilize: the ally chosen before the dialog (the one given, the only dying one, or the one
 * picked); none — said, and nothing is rolled. A Basic action roll aimed at them; on a success
 * the GM marks the ally once the card is posted.
 */
export async function stabilizePlan(
  actor: Actor.Implementation,
  target?: ActionTarget,
): Promise<RollPlan<ActionRollRequest, ActionResult> | null> {
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
  const plan = actionPlan(actor, {
    kind: 'stabilize',
    label: localize('MANIFOLD.hitdice.sheet.stabilize'),
    tier: STABILIZE_TIER,
    targets: [ally],
  });
  return {
    ...plan,
    async posted(made, message) {
      await plan.posted?.(made, message);
      if (made.result.met) await tryAskGM(registry, 'hitdice', 'stabilize', { messageId: message.id! });
    },
  };
}
