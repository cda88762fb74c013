/**
 * Cryture's rolls as the tests make them: each plan (as a sheet button, a card button or a request
 * card builds it) run through the one roll pipeline; the chat roll or message it posted, or null
 * when it stopped. The rolls a console forges past the flows are made here too: the rules' dice
 * drawn from Foundry and the chat roll built as the plans build it, for the test to post or render.
 */
import { drawFromFoundry } from '../../src/foundry/rolls/foundry-dice';
import { runRoll, type RollOptions } from '../../src/foundry/rolls/pipeline';
import { presetFields, type RollDialogValues } from '../../src/foundry/rolls/roll-dialog';
import { CrytureAttackRoll, engineRequest, type AttackRollRequest } from '../../src/rulesets/cryture/dice/attack-roll';
import { CrytureCheckRoll, type CheckRollRequest } from '../../src/rulesets/cryture/dice/check-roll';
import {
  CrytureInitiativeRoll,
  initiativeOutcome,
  mostDiceOf,
  type InitiativeRequest,
} from '../../src/rulesets/cryture/dice/initiative-roll';
import { crytureChatRoll } from '../../src/rulesets/cryture/dice/recorded';
import { powerPlan, type PowerPlanOptions } from '../../src/rulesets/cryture/flows/use-power';
import { statCheckPlan } from '../../src/rulesets/cryture/flows/stat-check';
import { MAX_POOL_DICE, resolveAttack, resolveStatCheck } from '../../src/rulesets/cryture/rules';

type Options = Partial<RollOptions>;

export interface UsePowerOptions extends PowerPlanOptions {
  fastForward?: boolean;
}

/** Uses a power (its dialog unless fast-forwarded): the attack roll posted, or null. */
export async function usePower(
  actor: Actor.Implementation,
  item: Item.Implementation,
  { fastForward = false, ...plan }: UsePowerOptions = {},
): Promise<CrytureAttackRoll | null> {
  const done = await runRoll(await powerPlan(actor, item, plan), { fastForward });
  return (done?.roll as CrytureAttackRoll | undefined) ?? null;
}

/** A stat check (its dialog unless fast-forwarded; `preset` locks fields as a GM's request does): the message posted, or null. */
export async function rollStatCheck(
  actor: Actor.Implementation,
  { stats, difficulty }: { stats: readonly [string, string]; difficulty: number },
  { preset, ...options }: Options & { preset?: RollDialogValues } = {},
): Promise<ChatMessage.Implementation | null> {
  const plan = statCheckPlan(actor, stats, difficulty);
  const dialog = preset ? presetFields(plan.dialog, preset) : plan.dialog;
  return (await runRoll({ ...plan, dialog }, { fastForward: false, ...options }))?.message ?? null;
}

/** A power's use rolled with Foundry's dice and nothing else: no dialog, nothing spent, nothing posted. */
export async function resolvedAttackRoll(request: AttackRollRequest, actorUuid?: string): Promise<CrytureAttackRoll> {
  const { result, dice } = await drawFromFoundry(resolveAttack(engineRequest(request)), MAX_POOL_DICE);
  return crytureChatRoll(CrytureAttackRoll, { request, result, dice }, actorUuid);
}

/** A stat check rolled with Foundry's dice and nothing else: no dialog, nothing posted. */
export async function resolvedCheckRoll(request: CheckRollRequest, actorUuid?: string): Promise<CrytureCheckRoll> {
  const { result, dice } = await drawFromFoundry(resolveStatCheck(request), MAX_POOL_DICE);
  return crytureChatRoll(CrytureCheckRoll, { request, result, dice }, actorUuid);
}

/** Initiative rolled with Foundry's dice and nothing else: no combatant written, nothing posted. */
export async function resolvedInitiativeRoll(request: InitiativeRequest): Promise<CrytureInitiativeRoll> {
  const { result, dice } = await drawFromFoundry(initiativeOutcome(request), mostDiceOf(request));
  return crytureChatRoll(CrytureInitiativeRoll, { request, result, dice });
}
