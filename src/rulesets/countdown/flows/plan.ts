/**
 * What every countdown roll's plan shares (src/foundry/rolls/pipeline.ts runs them): the roll
 * class names the rules' resolution, the pipeline draws its dice from Foundry, a request the rules
 * refuse as rolled (a block without a shield) is said and never posted, and the chat roll is
 * built from exactly the dice the rules read.
 */
import type { Resolution } from '../../../core';
import type { ConfigureOptions } from '../../../foundry/rolls/configure';
import type { MadeRoll, RollPlan } from '../../../foundry/rolls/pipeline';
import type { RollDialogConfig, RollDialogValues } from '../../../foundry/rolls/roll-dialog';
import { isRefusal } from '../rules';
import {
  countdownChatRoll,
  MOST_COUNTDOWN_DICE,
  type CountdownRoll,
  type CountdownRollClass,
} from '../dice/countdown-roll';
import { warnRefusal } from './vitals';

type RequestOf<R> = R extends CountdownRoll<infer Req, unknown> ? Req : never;
type OutcomeOf<R> = R extends CountdownRoll<unknown, infer Out> ? Out : never;

/** A countdown roll as its flow describes it; `countdownPlan` adds what every roll shares. */
export interface CountdownPlanSpec<Req, Out> {
  /** The roll's kind, named to hooks as `countdown.<kind>`. */
  kind: string;
  actor: Actor.Implementation | null;
  dialog: RollDialogConfig;
  prompt?: ConfigureOptions['dialog'];
  /** Seen by the GMs alone (morale, an encounter check, CD-2). */
  gmOnly?: boolean;
  request(values: RollDialogValues): Req;
  /** What the roll costs or changes once its result is known; false stops it before posting. */
  commit?(made: MadeRoll<Req, Out>): Promise<boolean | void>;
  posted?(made: MadeRoll<Req, Out>, message: ChatMessage.Implementation): Promise<void>;
}

/** The plan of a countdown roll of class `Cls`. */
export function countdownPlan<R extends CountdownRoll>(
  Cls: CountdownRollClass<R>,
  spec: CountdownPlanSpec<RequestOf<R>, OutcomeOf<R>>,
): RollPlan<RequestOf<R>, OutcomeOf<R>> {
  const { kind, actor, commit, posted, ...rest } = spec;
  return {
    ...rest,
    kind: `countdown.${kind}`,
    actor,
    // A refusal is an outcome too: the commit below says it and posts nothing.
    resolve: (request) => Cls.resolve(request) as Resolution<OutcomeOf<R>>,
    mostDice: MOST_COUNTDOWN_DICE,
    async commit(made) {
      if (isRefusal(made.result)) {
        warnRefusal(made.result);
        return false;
      }
      return (await commit?.(made)) !== false;
    },
    chatRoll: (made) => countdownChatRoll(Cls, actor, made),
    ...(posted ? { posted } : {}),
  };
}
