/**
 * The chat roll of what a cryture plan made: the roll pipeline drew each ask of the rules from
 * Foundry (src/foundry/rolls/pipeline.ts), so the user's dice configuration is honoured; the chat
 * roll is built from exactly the dice the rules read, in that order, each flavoured with its role
 * and wearing cryture's colours in Dice So Nice. Its total is the sum of its dice, as a pool's
 * total always was.
 */
import { appearanceFor } from '../../../foundry/dice-so-nice';
import { rollOfRecordedDice } from '../../../foundry/rolls/foundry-dice';
import type { MadeRoll } from '../../../foundry/rolls/pipeline';

/** A cryture Roll class, as Foundry rebuilds it from data. */
interface CrytureRollClass<R> {
  name: string;
  fromData(data: never): unknown;
  prototype: R;
}

/** The evaluated roll of `RollClass` holding the made roll's dice, its request and its outcome. */
export function crytureChatRoll<R>(
  RollClass: CrytureRollClass<R>,
  made: Pick<MadeRoll<object, object>, 'request' | 'result' | 'dice'>,
  actorUuid?: string,
): R {
  const dressed = made.dice.map((d) => ({ ...d, appearance: appearanceFor('cryture', d.flavor) }));
  const total = made.dice.reduce((sum, d) => sum + d.result, 0);
  const options = {
    ruleset: 'cryture',
    request: made.request,
    ...(actorUuid ? { actorUuid } : {}),
    outcome: made.result,
  };
  return rollOfRecordedDice<R>(RollClass, dressed, options, total);
}
