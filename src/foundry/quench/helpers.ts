/** What Quench batches share: the documents they make and take away, their loop over actor types, and waiting. */
import type { QuenchContext } from './types';
import type { RulesetRegistry } from '../registry';

/** A document a Quench batch made and must take away again. */
interface Made {
  delete(): Promise<unknown>;
}

/**
 * The documents a batch creates, deleted newest first once the batch is over, so a batch leaves
 * the world as it found it. Push what you create; put a document first to delete it last.
 */
export function madeInBatch<T extends Made = Made>(after: QuenchContext['after']): T[] {
  const made: T[] = [];
  after(async () => {
    for (const doc of [...made].reverse()) await doc.delete();
  });
  return made;
}

/** A batch's tests for every actor type of every ruleset, grouped by ruleset (one `describe` each). */
export function forEachActorType(
  registry: RulesetRegistry,
  describe: QuenchContext['describe'],
  body: (type: Actor.SubType) => void,
): void {
  for (const d of registry.all()) {
    describe(d.id, () => {
      for (const type of Object.keys(d.Actor)) body(type as Actor.SubType);
    });
  }
}

/**
 * Waits (up to `ms`) for what Foundry finishes after the call that started it (a token's animation,
 * a render): `test` is checked now and at every frame the browser draws, under one time limit,
 * after which it is checked a last time.
 */
export function until(test: () => boolean, ms = 5000): Promise<boolean> {
  return new Promise((resolve) => {
    let frame = 0;
    const timer = setTimeout(() => {
      cancelAnimationFrame(frame);
      resolve(test());
    }, ms);
    const check = () => {
      if (!test()) {
        frame = requestAnimationFrame(check);
        return;
      }
      clearTimeout(timer);
      resolve(true);
    };
    check();
  });
}
