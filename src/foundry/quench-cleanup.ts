import type { QuenchContext } from './quench';

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
