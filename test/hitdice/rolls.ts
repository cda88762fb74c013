/**
 * Hitdice's rolls as the tests make them: each plan (as the sheet's button, the card's button or
 * the tracker builds it) run through the one roll pipeline; the message it posted, or null when
 * it stopped. And rolls built by hand from a request (a console's forgery, a gallery sample): the
 * rules' dice drawn from Foundry, the chat roll made of them, nothing posted or changed.
 */
import { runRoll, type RollOptions, type RollPlan } from '../../src/foundry/rolls/pipeline';
import { drawFromFoundry } from '../../src/foundry/rolls/foundry-dice';
import type { Resolution } from '../../src/core';
import { initiativePlan } from '../../src/rulesets/hitdice/combat/initiative';
import {
  HitdiceActionRoll,
  type ActionRollRequest,
  type ActionTarget,
} from '../../src/rulesets/hitdice/dice/action-roll';
import { HitdiceDefenseRoll, type DefenseRollRequest } from '../../src/rulesets/hitdice/dice/defense-roll';
import { MOST_HITDICE_DICE, type MadeHitdice } from '../../src/rulesets/hitdice/dice/hitdice-roll';
import { HitdiceInitiativeRoll, type InitiativeRollRequest } from '../../src/rulesets/hitdice/dice/initiative-roll';
import { HitdiceResolveRoll, type ResolveRollRequest } from '../../src/rulesets/hitdice/dice/resolve-roll';
import { actionPlan, type ActionSource } from '../../src/rulesets/hitdice/flows/action';
import { defensePlan } from '../../src/rulesets/hitdice/flows/defense';
import { groupPartPlan } from '../../src/rulesets/hitdice/flows/group';
import { pendingCheckPlan, resolveCheckPlan } from '../../src/rulesets/hitdice/flows/resolve';
import { stabilizePlan } from '../../src/rulesets/hitdice/flows/stabilize';
import {
  resolveAction,
  resolveDefense,
  resolveInitiative,
  resolveResolveCheck,
} from '../../src/rulesets/hitdice/rules';

type Options = Partial<RollOptions>;

async function posted(plan: RollPlan | null, options: Options): Promise<ChatMessage.Implementation | null> {
  const done = await runRoll(plan, { fastForward: false, ...options });
  return done?.message ?? null;
}

export function rollAction(
  actor: Actor.Implementation,
  source: ActionSource,
  options: Options = {},
): Promise<ChatMessage.Implementation | null> {
  return posted(actionPlan(actor, source), options);
}

export function rollResolveCheck(actor: Actor.Implementation, options: Options = {}) {
  return posted(resolveCheckPlan(actor), options);
}

export function rollPendingCheck(actor: Actor.Implementation, options: Options = {}) {
  return posted(pendingCheckPlan(actor), options);
}

export function rollInitiativeFor(
  combat: Combat.Implementation,
  combatant: Combatant.Implementation,
  options: Options = {},
) {
  return posted(initiativePlan(combat, combatant), options);
}

export async function defendAgainst(
  message: ChatMessage.Implementation,
  actor: Actor.Implementation,
  options: Options = {},
) {
  return posted(await defensePlan(message, actor), options);
}

export async function stabilizeAction(
  actor: Actor.Implementation,
  { target, ...options }: Options & { target?: ActionTarget } = {},
) {
  return posted(await stabilizePlan(actor, target), options);
}

export function rollGroupPart(message: ChatMessage.Implementation, actor: Actor.Implementation, fastForward = false) {
  return posted(groupPartPlan(message, actor), { fastForward });
}

/** A chat roll of `request` built by hand: the rules' dice drawn from Foundry, no flow, nothing posted. */
async function drawn<Request extends object, Result extends object, R>(
  of: (made: MadeHitdice<Request, Result>, actorUuid?: string) => R,
  resolve: (request: Request) => Resolution<Result>,
  request: Request,
  actorUuid?: string,
): Promise<R> {
  const { result, dice } = await drawFromFoundry(resolve(request), MOST_HITDICE_DICE);
  return of({ request, result, dice }, actorUuid);
}

export const drawnActionRoll = (request: ActionRollRequest, actorUuid?: string): Promise<HitdiceActionRoll> =>
  drawn((m, uuid) => HitdiceActionRoll.of(m, uuid), resolveAction, request, actorUuid);

export const drawnDefenseRoll = (request: DefenseRollRequest, actorUuid?: string): Promise<HitdiceDefenseRoll> =>
  drawn((m, uuid) => HitdiceDefenseRoll.of(m, uuid), resolveDefense, request, actorUuid);

export const drawnResolveRoll = (request: ResolveRollRequest, actorUuid?: string): Promise<HitdiceResolveRoll> =>
  drawn((m, uuid) => HitdiceResolveRoll.of(m, uuid), resolveResolveCheck, request, actorUuid);

export const drawnInitiativeRoll = (
  request: InitiativeRollRequest,
  actorUuid?: string,
): Promise<HitdiceInitiativeRoll> =>
  drawn((m, uuid) => HitdiceInitiativeRoll.of(m, uuid), resolveInitiative, request, actorUuid);
