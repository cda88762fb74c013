/**
 * Difference's rolls as the tests make them: each plan (as the sheet's button builds it) run through
 * the one roll pipeline; the chat roll it posted, or null when it stopped.
 */
import { noChoices, runRoll, type RollOptions, type RollPlan } from '../../src/foundry/rolls/pipeline';
import type { RollDialogValues } from '../../src/foundry/rolls/roll-dialog';
import { checkPlan } from '../../src/rulesets/difference/flows/roll-check';
import { taskPlan } from '../../src/rulesets/difference/flows/roll-task';
import { recoveryPlan } from '../../src/rulesets/difference/flows/health';
import { afflictionPlan } from '../../src/rulesets/difference/combat/rules';
import type { CheckDefaults } from '../../src/rulesets/difference/flows/check-dialog';
import { DifferenceCheckRoll, type CheckRollRequest } from '../../src/rulesets/difference/dice/check-roll';
import { MOST_DIFFERENCE_DICE } from '../../src/rulesets/difference/dice/difference-roll';
import type { CheckResult } from '../../src/rulesets/difference/rules';
import type { DifferenceAfflictionRoll } from '../../src/rulesets/difference/dice/affliction-roll';
import type { DifferenceRecoveryRoll } from '../../src/rulesets/difference/dice/recovery-roll';
import type { DifferenceTaskRoll } from '../../src/rulesets/difference/dice/task-roll';

type Options = Partial<RollOptions>;

async function posted<R>(plan: Parameters<typeof runRoll>[0], options: Options): Promise<R | null> {
  const done = await runRoll(plan, { fastForward: false, ...options });
  return (done?.roll as R | undefined) ?? null;
}

export async function rollCheck(
  actor: Actor.Implementation,
  defaults: CheckDefaults,
  options: Options & { preset?: RollDialogValues } = {},
): Promise<DifferenceCheckRoll | null> {
  return posted(await checkPlan(actor, defaults), options);
}

export async function rollTask(item: Item.Implementation, options: Options = {}): Promise<DifferenceTaskRoll | null> {
  return posted(await taskPlan(item), options);
}

export function rollRecovery(
  actor: Actor.Implementation,
  options: Options = {},
): Promise<DifferenceRecoveryRoll | null> {
  return posted(recoveryPlan(actor), options);
}

/** The end of the actor's turn's Afflicted dice, as the GM's turn end rolls them (no dialog). */
export function rollAfflictions(actor: Actor.Implementation): Promise<DifferenceAfflictionRoll | null> {
  return posted(afflictionPlan(actor), { fastForward: true });
}

/**
 * A check made for a request exactly as given (no dialog, nothing paid), as the actor when one is
 * named: a card's check built by hand, or a request rewritten from the console.
 */
export function rollCheckRequest(
  request: CheckRollRequest,
  actor: Actor.Implementation | null = null,
): Promise<DifferenceCheckRoll | null> {
  const plan: RollPlan<CheckRollRequest, CheckResult> = {
    kind: 'difference.check',
    actor,
    dialog: noChoices(request.title),
    request: () => request,
    resolve: DifferenceCheckRoll.resolve,
    mostDice: MOST_DIFFERENCE_DICE,
    chatRoll: (made) => DifferenceCheckRoll.fromMade(made, actor),
  };
  return posted(plan, { fastForward: true });
}
