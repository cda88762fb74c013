/**
 * The rolls a cryture GM can ask for: a stat check — two named stats' pool against a
 * difficulty the GM sets (rules/check.ts, CRY-1) — rolled from the player's side with its odds,
 * through the check's own plan with the GM's choices locked.
 */
import { localize } from '../../../foundry/i18n';
import { presetFields } from '../../../foundry/rolls/roll-dialog';
import type { RollRequests } from '../../../foundry/ruleset';
import { resolveWith } from '../../../core';
import {
  checkDifficultyOf,
  DEFAULT_CHECK_DIFFICULTY,
  resolveStatCheck,
  type StatCheckRequest,
  type StatCheckResult,
  crytureKey,
} from '../rules';
import { isCombatantActor } from '../data/snapshot';
import type { CheckRollRequest } from '../dice/check-roll';
import { requestOf, statCheckFields, statCheckPlan, statNames } from './stat-check';

const statsOf = (options: Record<string, unknown>): [string, string] => [
  String(options.statA || 'Speed'),
  String(options.statB || 'Reflexes'),
];

/** The dialog's extra dice bound (CRY-2). */
const EXTRA_DICE = 10;

/**
 * The check rebuilt from the actor as she is: from the GM's copy only the dialog's choices (the two
 * stats, the difficulty, the extra dice within the dialog's bounds).
 */
function rebuilt(recorded: unknown, actor: Actor.Implementation): StatCheckRequest {
  const r = (recorded && typeof recorded === 'object' ? recorded : {}) as Partial<StatCheckRequest>;
  const stats = Array.isArray(r.stats) ? r.stats : [];
  const extra = Math.trunc(Number(r.extraDice) || 0);
  return requestOf(actor, {
    statA: String(stats[0] ?? 'Speed'),
    statB: String(stats[1] ?? 'Reflexes'),
    difficulty: checkDifficultyOf(r.difficulty),
    extraDice: Math.min(EXTRA_DICE, Math.max(-EXTRA_DICE, extra)),
  });
}

export const crytureRequests: RollRequests = {
  kinds: () => [
    {
      id: 'stat',
      label: crytureKey('requests.stat'),
      fields: () => statCheckFields(statNames(), ['Speed', 'Reflexes'], DEFAULT_CHECK_DIFFICULTY),
    },
  ],
  title({ options }) {
    const [a, b] = statsOf(options);
    return localize(crytureKey('requests.title'), { a, b, difficulty: checkDifficultyOf(options.difficulty) });
  },
  canRoll: (actor) => isCombatantActor(actor),
  plan(actor, { options }) {
    const stats = statsOf(options);
    const difficulty = checkDifficultyOf(options.difficulty);
    const plan = statCheckPlan(actor, stats, difficulty);
    // The GM's stats and difficulty: shown, locked.
    return { ...plan, dialog: presetFields(plan.dialog, { statA: stats[0], statB: stats[1], difficulty }) };
  },
  replay: (request, dice, _asked, actor) => resolveWith(resolveStatCheck(rebuilt(request, actor)), dice),
  answer(roll, { options }) {
    const request = roll.request as Partial<CheckRollRequest> | undefined;
    const o = roll.outcome as Partial<StatCheckResult> | undefined;
    const [a, b] = statsOf(options);
    if (!request?.stats || !o?.stats || o.hits === undefined) return null;
    if (o.stats[0] !== a || o.stats[1] !== b || o.difficulty !== checkDifficultyOf(options.difficulty)) return null;
    // As the check's own card reads it: a hit or more succeeds.
    const tone = o.hits > 0 ? 'success' : 'failure';
    const outcome = localize(`MANIFOLD.odds.tone.${tone}`);
    return { text: localize(crytureKey('requests.result'), { outcome, hits: o.hits, crits: o.crits ?? 0 }), tone };
  },
};
