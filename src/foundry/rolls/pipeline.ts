/**
 * The one way a roll is made, for every roll of every ruleset — dnd5e's `BasicRoll.build` →
 * configure → evaluate → post and Cosmere's `executeRolls` are the pattern. A ruleset describes
 * a roll as a plan; this file runs it:
 *
 *   build      the ruleset's plan from the actor and item as they are now (a refusal — no action
 *              left, a locked relic — is said and stops the roll: the plan is null)
 *   configure  the dialog with its live odds, or its defaults when fast-forwarded (configure.ts)
 *   evaluate   the rules' resolution, each die it asks for drawn from Foundry (foundry-dice.ts),
 *              and so interpreted as it is rolled
 *   commit     what the roll costs, paid once its result is known; refused, nothing is posted
 *   post       the ruleset's roll card (a chat message type, src/foundry/chat/roll-card.ts), as the
 *              actor, seen by whom the dialog (or the chat's mode) says
 *              — or by the GMs alone, for a plan that says so
 *
 * After build, configure and evaluate, the hook `manifold.<step>` is called with the roll so far
 * (`manifold.build(plan)`, `manifold.configure(plan, values)`, `manifold.evaluate(plan, made)`): a
 * module that returns false stops the roll before anything is spent or posted. After commit and
 * post, `manifold.commit(plan, made)` and `manifold.post(plan, made, message)` tell what was done.
 * docs/dev/architecture.md follows one roll of each ruleset through these steps.
 */
import type { Resolution } from '../../core/dice';
import { rollCardType } from '../chat/roll-card';
import type { ManifoldRoll } from './manifold-roll';
import { configureRoll, type ConfigureOptions } from './configure';
import { drawFromFoundry, type RecordedDie } from './foundry-dice';
import type { Rollable } from '../ruleset';
import type { RollDialogConfig, RollDialogValues } from './roll-dialog';
import { gmOnlyVisibility, messageVisibility } from './visibility';

/** What the pipeline made of a roll: the values rolled with, the rules' request, result and dice. */
export interface MadeRoll<Request = unknown, Result = unknown> {
  values: RollDialogValues;
  request: Request;
  result: Result;
  /** Every die, in the order the rules read them (the chat roll's terms). */
  dice: RecordedDie[];
}

/** A roll as a ruleset describes it (the build step's product). */
export interface RollPlan<Request = unknown, Result = unknown> {
  /** `<ruleset>.<kind>` (`relic.attack`): names the roll to hooks. */
  kind: string;
  /** Who rolls: the message's speaker. */
  actor: Actor.Implementation | null;
  /** The dialog, with its live odds; fast-forwarding takes its defaults. */
  dialog: RollDialogConfig;
  /** A ruleset's own dialog window, where it draws its fields its own way. */
  prompt?: ConfigureOptions['dialog'];
  /** The rules' request for the configured values. */
  request(values: RollDialogValues): Request;
  /** The rules, asking for their dice as they go. */
  resolve(request: Request): Resolution<Result>;
  /** The most dice one resolution may ask for (a broken rule never rolls forever). */
  mostDice: number;
  /** Pays what the roll costs; false (the reason said) stops before anything is posted. */
  commit?(made: MadeRoll<Request, Result>): Promise<boolean>;
  /** More of the posted message: flags its card's buttons read, a speaker other than the actor. */
  messageData?(made: MadeRoll<Request, Result>): Record<string, unknown>;
  /** Seen by the GMs alone whatever the dialog chose (a roll the GM makes for the table: morale). */
  gmOnly?: boolean;
  /** The chat roll of what was made: its dice, request and outcome, and the card it renders. */
  chatRoll(made: MadeRoll<Request, Result>): ManifoldRoll<object, object>;
  /** What follows the posted card (a GM request it starts). */
  posted?(made: MadeRoll<Request, Result>, message: ChatMessage.Implementation): Promise<void>;
}

/**
 * The dialog of a roll that asks nothing (a GM's initiative for the enemies, a countdown die's
 * trigger): never opened (configure.ts), seen by whom the chat's mode says.
 */
export function noChoices(title: string): RollDialogConfig {
  return { title, fields: [], visibility: false, evaluate: () => ({ odds: null }) };
}

/** How a roll was asked for: the click (its keys), a fast-forward, a GM's locked values. */
export type RollOptions = Omit<ConfigureOptions, 'dialog'>;

/** The message a roll posted, with what was made; null when it stopped (closed, refused, a hook). */
export interface PostedRoll<Request = unknown, Result = unknown> {
  made: MadeRoll<Request, Result>;
  roll: ManifoldRoll<object, object>;
  message: ChatMessage.Implementation;
}

/** Runs a plan through configure, evaluate, commit and post. */
export async function runRoll<Request, Result>(
  plan: RollPlan<Request, Result> | null,
  options: RollOptions,
): Promise<PostedRoll<Request, Result> | null> {
  if (!plan || Hooks.call('manifold.build', plan) === false) return null;
  const values = await configureRoll(plan.dialog, { ...options, ...(plan.prompt ? { dialog: plan.prompt } : {}) });
  if (!values || Hooks.call('manifold.configure', plan, values) === false) return null;
  const request = plan.request(values);
  const { result, dice } = await drawFromFoundry(plan.resolve(request), plan.mostDice);
  const made: MadeRoll<Request, Result> = { values, request, result, dice };
  if (Hooks.call('manifold.evaluate', plan, made) === false) return null;
  if (plan.commit && !(await plan.commit(made))) return null;
  Hooks.callAll('manifold.commit', plan, made);
  const roll = plan.chatRoll(made);
  const data = {
    // The ruleset's roll card (src/foundry/chat/roll-card.ts), which owns the card's buttons.
    type: rollCardType(roll.options.ruleset),
    system: { kind: plan.kind },
    speaker: ChatMessage.getSpeaker(plan.actor ? { actor: plan.actor } : undefined),
    ...plan.messageData?.(made),
  };
  const visibility = plan.gmOnly ? gmOnlyVisibility() : messageVisibility(values);
  // Roll#toMessage creates the message (create: true by default); fvtt-types 13.345 types it as maybe-data.
  const message = (await roll.toMessage(data, visibility)) as ChatMessage.Implementation;
  Hooks.callAll('manifold.post', plan, made, message);
  await plan.posted?.(made, message);
  return { made, roll, message };
}

/** Rolls one of an actor's rollables (a sheet button, the hotbar, a macro, an inline check). */
export async function rollRollable(rollable: Rollable, options: RollOptions): Promise<PostedRoll | null> {
  return runRoll(await rollable.plan(), options);
}
