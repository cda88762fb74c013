/** How every relic roll leaves the sheet: resolved with Foundry's dice, posted as the actor, its spent effects removed. */
import { messageVisibility } from '../../../foundry/rolls/visibility';
import type { RollDialogValues } from '../../../foundry/rolls/roll-dialog';
import type { RelicRollOptions } from '../dice/relic-roll';
import { deleteSpentEffects } from './surges';
import type { SpentEffect } from '../rules';
import { speakerOf } from '../chat/post';

/** A relic Roll class: its instances are `R`. */
interface RelicRollClass<R> {
  prototype: R;
  resolved(options: Omit<RelicRollOptions<unknown>, 'outcome'>): Promise<unknown>;
}

export async function rollAsActor<
  R extends { resolution: unknown; toMessage(data: object, options?: object): Promise<unknown> },
>(
  cls: RelicRollClass<R>,
  actor: Actor.Implementation,
  request: object,
  relic: RelicRollOptions<unknown>['relic'],
  values?: RollDialogValues | null,
): Promise<R> {
  const roll = (await cls.resolved({ ruleset: 'relic', request, actorUuid: actor.uuid, relic })) as R;
  // Who sees it: the dialog's choice, or the chat's mode when the dialog was skipped.
  await roll.toMessage({ speaker: speakerOf(actor) }, messageVisibility(values));
  // Restoration's bonus is for the next roll only (§8.2): this roll used it up.
  const spent = (roll.resolution as { spentEffects?: SpentEffect[] }).spentEffects ?? [];
  await deleteSpentEffects(actor, spent);
  return roll;
}
