/**
 * Relic's rolls as the tests make them: each plan (as the sheet's button builds it) run through
 * the one roll pipeline; the chat roll it posted, or null when it stopped.
 */
import { runRoll, type RollOptions } from '../../src/foundry/rolls/pipeline';
import { presetFields, type RollDialogValues } from '../../src/foundry/rolls/roll-dialog';
import { activationPlan } from '../../src/rulesets/relic/flows/activate';
import { attackPlan, type WeaponItem } from '../../src/rulesets/relic/flows/attack';
import { burnPlan } from '../../src/rulesets/relic/flows/burn';
import { testPlan } from '../../src/rulesets/relic/flows/test';
import type { RelicActivationRoll } from '../../src/rulesets/relic/dice/activation-roll';
import type { RelicAttackRoll } from '../../src/rulesets/relic/dice/attack-roll';
import type { RelicBurnRoll } from '../../src/rulesets/relic/dice/burn-roll';
import type { RelicTestRoll } from '../../src/rulesets/relic/dice/test-roll';
import type { AttributeId } from '../../src/rulesets/relic/rules';
import type { RelicItemOf } from '../../src/rulesets/relic/data/types';

type Options = Partial<RollOptions>;

async function posted<R>(plan: Parameters<typeof runRoll>[0], options: Options): Promise<R | null> {
  const done = await runRoll(plan, { fastForward: false, ...options });
  return (done?.roll as R | undefined) ?? null;
}

export function rollTest(
  actor: Actor.Implementation,
  attribute: AttributeId,
  { preset, ...options }: Options & { preset?: RollDialogValues } = {},
): Promise<RelicTestRoll | null> {
  const plan = testPlan(actor, attribute);
  return posted({ ...plan, dialog: preset ? presetFields(plan.dialog, preset) : plan.dialog }, options);
}

export async function rollAttack(
  actor: Actor.Implementation,
  weapon: WeaponItem,
  { snapShot = false, ...options }: Options & { snapShot?: boolean } = {},
): Promise<RelicAttackRoll | null> {
  return posted(await attackPlan(actor, weapon, snapShot), options);
}

export async function rollActivation(
  actor: Actor.Implementation,
  relic: RelicItemOf<'relic'>,
  options: Options = {},
): Promise<RelicActivationRoll | null> {
  return posted(await activationPlan(actor, relic), options);
}

export async function rollBurn(actor: Actor.Implementation, options: Options = {}): Promise<RelicBurnRoll | null> {
  return posted(await burnPlan(actor), options);
}
