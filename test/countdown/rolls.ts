/**
 * Countdown's rolls as the tests make them: each plan (as the sheet's button, the request card or
 * the flow builds it) run through the one roll pipeline; the message it posted, or null when it
 * stopped. The `…With` rolls answer the dialog with exactly the values given, as a player's
 * dialog would return them.
 */
import { noChoices, runRoll, type RollOptions, type RollPlan } from '../../src/foundry/rolls/pipeline';
import { presetFields, type RollDialogValues } from '../../src/foundry/rolls/roll-dialog';
import { attackPlan, type AttackTargetInfo, type WeaponItem } from '../../src/rulesets/countdown/flows/attack';
import { checkPlan, type CheckBase } from '../../src/rulesets/countdown/flows/check';
import { contestPlan } from '../../src/rulesets/countdown/flows/contest';
import { triggerPlan, type TriggerableItem } from '../../src/rulesets/countdown/flows/countdown-dice';
import { startingHpPlan, statsPlan } from '../../src/rulesets/countdown/flows/creation';
import { defensePlan, type IncomingAttack } from '../../src/rulesets/countdown/flows/defense';
import { encounterPlan, moralePlan } from '../../src/rulesets/countdown/flows/gm';
import {
  fieldSurgeryPlan,
  healingItemPlan,
  shortRestPlan,
  type GearItem,
} from '../../src/rulesets/countdown/flows/healing';
import { levelUpPlan } from '../../src/rulesets/countdown/flows/level-up';
import { countdownPlan } from '../../src/rulesets/countdown/flows/plan';
import { longRestPlan } from '../../src/rulesets/countdown/flows/rest';
import { spellPlan, type SpellItem } from '../../src/rulesets/countdown/flows/spell';
import type { CountdownRoll, CountdownRollClass } from '../../src/rulesets/countdown/dice/countdown-roll';
import type { CountdownCharacter, CountdownMonster } from '../../src/rulesets/countdown/data/snapshot';
import type { SkillId } from '../../src/rulesets/countdown/rules';

type Options = Partial<RollOptions>;
type Plan = RollPlan | null;

/** Runs a plan as its button does; the message it posted, or null. */
async function posted(plan: Plan | Promise<Plan>, options: Options = {}): Promise<ChatMessage.Implementation | null> {
  return (await runRoll(await plan, { fastForward: false, ...options }))?.message ?? null;
}

/** Runs a plan whose dialog the player answers with exactly these values. */
function postedWith(plan: Plan, values: RollDialogValues): Promise<ChatMessage.Implementation | null> {
  return posted(plan && { ...plan, prompt: { prompt: () => Promise.resolve(values) } });
}

/** A plan's dialog with the GM's request's values set (shown, locked). */
function preset(plan: Plan, values: RollDialogValues | undefined): Plan {
  return plan && values ? { ...plan, dialog: presetFields(plan.dialog, values) } : plan;
}

export function rollCheck(
  actor: CountdownCharacter,
  base: CheckBase,
  { preset: values, ...options }: Options & { preset?: RollDialogValues } = {},
) {
  return posted(preset(checkPlan(actor, base), values), options);
}

export function rollCheckWith(actor: CountdownCharacter, base: CheckBase, values: RollDialogValues) {
  return postedWith(checkPlan(actor, base), values);
}

export function rollAttack(
  actor: CountdownCharacter,
  weapon: WeaponItem,
  { target, ...options }: Options & { target?: AttackTargetInfo } = {},
) {
  return posted(attackPlan(actor, weapon, target), options);
}

export function rollAttackWith(
  actor: CountdownCharacter,
  weapon: WeaponItem,
  target: AttackTargetInfo | undefined,
  values: RollDialogValues,
) {
  return postedWith(attackPlan(actor, weapon, target), values);
}

export function rollDefense(actor: CountdownCharacter, attack: IncomingAttack, options: Options = {}) {
  return posted(defensePlan(actor, attack), options);
}

export function castSpell(actor: CountdownCharacter, spell: SpellItem, options: Options = {}) {
  return posted(spellPlan(actor, spell), options);
}

export function rollContest(actor: CountdownCharacter, skill: SkillId, options: Options = {}) {
  return posted(contestPlan(actor, skill), options);
}

/** A Trigger button (the item sheet's, a request card's when `forRequest` names it). */
export function triggerItem(item: TriggerableItem, forRequest?: string) {
  return posted(triggerPlan(item, forRequest), { fastForward: true });
}

export function useHealingItem(
  holder: CountdownCharacter,
  item: GearItem,
  target: CountdownCharacter = holder,
  shortRest = false,
) {
  return posted(healingItemPlan(holder, item, target, shortRest), { fastForward: true });
}

export function fieldSurgery(surgeon: CountdownCharacter, target: CountdownCharacter, options: Options = {}) {
  return posted(fieldSurgeryPlan(surgeon, target), options);
}

export function shortRest(actor: CountdownCharacter, options: Options = {}) {
  return posted(shortRestPlan(actor), options);
}

export function longRest(actor: CountdownCharacter, options: Options = {}) {
  return posted(longRestPlan(actor), options);
}

export function levelUpCharacter(actor: CountdownCharacter, options: Options = {}) {
  return posted(levelUpPlan(actor), options);
}

export function rollStatsFor(actor: CountdownCharacter) {
  return posted(statsPlan(actor), { fastForward: true });
}

export function rollStartingHp(actor: CountdownCharacter) {
  return posted(startingHpPlan(actor), { fastForward: true });
}

export function moraleCheck(monsters: CountdownMonster[]) {
  return posted(moralePlan(monsters), { fastForward: true });
}

export function encounterCheck(disturbance: boolean) {
  return posted(encounterPlan(disturbance), { fastForward: true });
}

/**
 * A roll of this class with this request — any request, as a player could make one at the console —
 * through the pipeline: the chat roll and the message it posted as the actor.
 */
export async function rollFromConsole<R extends CountdownRoll>(
  Cls: CountdownRollClass<R>,
  request: object,
  actor: Actor.Implementation | null = null,
): Promise<{ roll: R; message: ChatMessage.Implementation }> {
  const plan = countdownPlan(Cls as CountdownRollClass<CountdownRoll<object>>, {
    kind: 'console',
    actor,
    dialog: noChoices(Cls.name),
    request: () => request,
  });
  const done = await runRoll(plan, { fastForward: true });
  if (!done) throw new Error(`${Cls.name} was not posted`);
  return { roll: done.roll as R, message: done.message };
}
