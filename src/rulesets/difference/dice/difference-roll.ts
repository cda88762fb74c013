/** The base of the difference rolls: the request they were built from and the engine's result, typed. */
import { ManifoldRoll } from '../../../foundry/rolls/manifold-roll';

export abstract class DifferenceRoll<Request extends object, Resolved extends object> extends ManifoldRoll<
  Request,
  Resolved
> {
  get request(): Request {
    return this.options.request;
  }

  /** The engine's reading of the dice (kept in the roll's options). */
  get resolved(): Resolved {
    return this.outcome!;
  }
}
