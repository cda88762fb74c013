/**
 * The rolls a hitdice GM can ask for: a skill roll in a domain with the successes it
 * needs (HD-1; the player may still bring an ability of that domain, as on the sheet), and a Resolve
 * check (HD-7). Each is the sheet's own plan: its dialog with the odds, its consequences.
 */
import { localize } from '../../../foundry/i18n';
import { countKey, resolveWith, ScriptedDice } from '../../../core';
import type { RollRequests } from '../../../foundry/ruleset';
import type { OddsTone } from '../../../core';
import {
  ACTION_DIE_FACES,
  RESOLVE_CHECK_FACES,
  SKILLS,
  madeCheckOutcome,
  nameKey,
  planAction,
  poolSize,
  readActor,
  resolveAction,
  type ActionResult,
  type ResolveCheckResult,
} from '../rules';
import { isHitdiceActor, snapshotOf } from '../data/snapshot';
import type { ActionRollRequest } from '../dice/action-roll';
import type { ResolveRollRequest } from '../dice/resolve-roll';
import { abilitiesInDomain, actionPlan, actionRequestOf } from './action';
import { beforeRoll, spentOf } from './replay';
import { roundStateOf } from '../combat/turn-state';
import { resolveCheckPlan } from './resolve';

const skillOf = (v: unknown) => SKILLS.find((s) => s === v) ?? SKILLS[0];
const requiredOf = (v: unknown) => Math.max(0, Math.trunc(Number(v) || 0));
/** A Resolve check's outcome as its card colours it. */
const RESOLVE_TONES: Readonly<Record<string, OddsTone>> = { lose: 'failure', hold: 'partial', gain: 'success' };

/**
 * A skill roll rebuilt by the action flow from the actor as she is: from the GM's copy only the
 * dialog's choices (the domain, one of her abilities in it, exertion and Affinity as the dialog
 * bounds them, the requirement asked) and the dice, with what the roll spent given back — the
 * Affinity it stored away, the body its exertion burned (or a roll that burned her last hit die
 * would read as made unconscious).
 */
function replayedSkill(recorded: unknown, actor: Actor.Implementation, dice: ScriptedDice): ActionResult {
  if (!isHitdiceActor(actor)) throw new Error('not a hitdice actor');
  const r = (recorded && typeof recorded === 'object' ? recorded : {}) as Record<string, unknown>;
  const skill = skillOf(r.skill);
  const { affinity, exertion } = spentOf(r, readActor(snapshotOf(actor)));
  const itemId = typeof r.itemId === 'string' ? r.itemId : '';
  if (itemId && !abilitiesInDomain(actor, skill).some((i) => i.id === itemId)) throw new Error('not her ability');
  const required = requiredOf(r.required);
  const request = actionRequestOf(
    actor,
    { kind: 'skill', skill, label: '', required: required || null },
    { exertion, affinity, ...(itemId ? { ability: itemId } : {}) },
    roundStateOf(actor),
  );
  // The pool's size does not hang on what is given back: its faces are read first, to find the burns.
  const faces = Array.from({ length: poolSize(planAction(request).plan.pool) }, () => dice.roll(ACTION_DIE_FACES));
  request.actor = beforeRoll(snapshotOf(actor), affinity, exertion, faces);
  return resolveWith(resolveAction(request), new ScriptedDice(faces));
}

/**
 * A Resolve check's answer read again on the GM. The check has already moved her Resolve and
 * marked her round, so it cannot be made again from the actor now, and the stats written into the
 * roll (her Resolve, the round, being stabilized) are only its maker's word: the outcome is the
 * copied die read by the Resolve table (no die only where the world allows a Stabilize's hold),
 * and the Resolve the answer reports is hers as the world holds it now.
 */
function replayedResolve(actor: Actor.Implementation, dice: ScriptedDice): ResolveAnswer {
  if (!isHitdiceActor(actor)) throw new Error('not a hitdice actor');
  const now = snapshotOf(actor);
  const face = dice.remaining > 0 ? dice.roll(RESOLVE_CHECK_FACES) : null;
  const outcome = madeCheckOutcome(face, now);
  if (!outcome) throw new Error('no die, and no Stabilize to hold by');
  return { face, automatic: face === null, outcome, resolveAfter: readActor(now).resolve };
}

/** What a Resolve check's answer reads. */
type ResolveAnswer = Pick<ResolveCheckResult, 'face' | 'automatic' | 'outcome' | 'resolveAfter'>;

export const hitdiceRequests: RollRequests = {
  kinds: () => [
    {
      id: 'skill',
      label: 'MANIFOLD.hitdice.requests.skill',
      fields: () => [
        {
          name: 'skill',
          label: 'MANIFOLD.hitdice.dialog.skill',
          kind: 'select',
          value: SKILLS[0],
          options: SKILLS.map((s) => ({ value: s, label: nameKey('skill', s) })),
        },
        {
          name: 'required',
          label: 'MANIFOLD.hitdice.dialog.required',
          kind: 'number',
          value: 1,
          min: 0,
          max: 99,
          hint: 'MANIFOLD.hitdice.dialog.requiredHint',
        },
      ],
    },
    { id: 'resolve', label: 'MANIFOLD.hitdice.requests.resolve', fields: () => [] },
  ],
  title({ kind, options }) {
    // A prompt the round raised (HD-7) says why; the GM's own request needs no reason.
    if (kind === 'resolve')
      return options.because
        ? localize('MANIFOLD.hitdice.requests.resolveBecause', { reasons: String(options.because) })
        : localize('MANIFOLD.hitdice.requests.resolve');
    const skill = localize(nameKey('skill', skillOf(options.skill)));
    const required = requiredOf(options.required);
    return required
      ? localize(countKey('MANIFOLD.hitdice.requests.skillTitle', required), { skill, required })
      : localize('MANIFOLD.hitdice.requests.skillCount', { skill });
  },
  canRoll: (actor) => isHitdiceActor(actor),
  plan(actor, { kind, options }) {
    if (kind === 'resolve') return resolveCheckPlan(actor);
    // The GM's domain and requirement are the source's: the dialog offers neither.
    const skill = skillOf(options.skill);
    const required = requiredOf(options.required);
    return actionPlan(actor, {
      kind: 'skill',
      skill,
      label: localize(nameKey('skill', skill)),
      required: required || null,
    });
  },
  replay: (request, dice, { kind }, actor) =>
    kind === 'resolve' ? replayedResolve(actor, dice) : replayedSkill(request, actor, dice),
  answer(roll, { kind, options }) {
    if (kind === 'resolve') {
      const o = roll.outcome as Partial<ResolveCheckResult> | undefined;
      // An action roll's request has no triggers: it is no Resolve check, whatever its dice read as.
      if (!Array.isArray((roll.request as Partial<ResolveRollRequest> | undefined)?.triggers)) return null;
      if (!o?.outcome || o.resolveAfter === undefined) return null;
      return {
        text: localize('MANIFOLD.hitdice.requests.resolveResult', {
          outcome: localize(nameKey('resolveOutcome', o.outcome)),
          resolve: o.resolveAfter,
        }),
        tone: RESOLVE_TONES[o.outcome] ?? 'neutral',
      };
    }
    const request = roll.request as Partial<ActionRollRequest> | undefined;
    const o = roll.outcome as Partial<ActionResult> | undefined;
    if (request?.source !== 'skill' || request.skill !== skillOf(options.skill) || o?.successes === undefined)
      return null;
    // Without an ability the GM's requirement stands; an ability of the domain brings its tier's (HD-1).
    if (!o.tier && requiredOf(request.required) !== requiredOf(options.required)) return null;
    if (o.met === null || o.met === undefined)
      return {
        text: localize(countKey('MANIFOLD.hitdice.requests.successes', o.successes), { successes: o.successes }),
        tone: o.successes > 0 ? 'success' : 'failure',
      };
    const required = o.required ?? 0;
    return {
      text: localize(countKey(o.met ? 'MANIFOLD.hitdice.requests.met' : 'MANIFOLD.hitdice.requests.short', required), {
        successes: o.successes,
        required,
      }),
      tone: o.met ? 'success' : 'failure',
    };
  },
};
