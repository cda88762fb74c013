/**
 * An actor's reading of its items is kept while they are the same item models, and read afresh
 * when an item is updated, created, deleted or moved (src/foundry/documents/kept-readings.ts).
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { keptReading, readItemsOnce } from '../../../src/foundry/documents/kept-readings';
import { registerTestModels } from '../../foundry-stand-in/test-model';

type Doc = Actor.Implementation;
const KEY = Symbol('test reading');

beforeAll(registerTestModels);
beforeEach(() => standIn.reset());

describe('readItemsOnce', () => {
  it('reads the items once while they are the same models, afresh after any change to them', async () => {
    const actor = (await Actor.create({
      name: 'A',
      type: 'stand-in-test',
      items: [
        { name: 'One', type: 'stand-in-test', system: { hp: 1 } },
        { name: 'Two', type: 'stand-in-test', system: { hp: 2 } },
      ],
    } as never)) as Doc;
    let reads = 0;
    const total = () =>
      readItemsOnce(actor, KEY, actor.items, (items) => {
        reads++;
        let sum = 0;
        for (const item of items) sum += (item.system as unknown as { hp: number }).hp;
        return sum;
      });
    expect(total()).toBe(3);
    expect(total()).toBe(3);
    // The actor itself prepared again, or updated: its items are the same models.
    actor.prepareData();
    await actor.update({ name: 'B' });
    expect(total()).toBe(3);
    expect(reads).toBe(1);
    const one = actor.items.getName('One')!;
    await one.update({ 'system.hp': 5 } as never);
    expect(total()).toBe(7);
    const [three] = (await actor.createEmbeddedDocuments('Item', [
      { name: 'Three', type: 'stand-in-test', system: { hp: 10 } },
    ] as never)) as Item.Implementation[];
    expect(total()).toBe(17);
    await three!.delete();
    expect(total()).toBe(7);
    expect(reads).toBe(4);
  });

  it('reads every time without a document to keep it on', () => {
    let reads = 0;
    const read = () => readItemsOnce(null, KEY, [{ system: {} }], () => ++reads);
    read();
    read();
    expect(reads).toBe(2);
  });
});

describe('keptReading', () => {
  it("reads a field once while it is the same object, again once the document's data is re-initialised", async () => {
    const actor = (await Actor.create({ name: 'A', type: 'stand-in-test' } as never)) as Doc;
    await actor.createEmbeddedDocuments('ActiveEffect', [{ name: 'Down', statuses: ['prone'] }] as never);
    const effect = [...actor.effects][0] as unknown as { statuses: Set<string>; update(d: object): Promise<unknown> };
    const reads: string[] = [];
    const first = (_doc: unknown, statuses: Set<string>, tag: string) => {
      reads.push(tag);
      return [...statuses][0];
    };
    const read = (key: symbol, tag: string) => keptReading(effect, key, effect.statuses, first, tag);
    expect(read(KEY, 'a')).toBe('prone');
    expect(read(KEY, 'a')).toBe('prone');
    // Another key is another reading of the same document.
    expect(read(Symbol('other'), 'b')).toBe('prone');
    await effect.update({ statuses: ['blind'] });
    expect(read(KEY, 'a')).toBe('blind');
    expect(reads).toEqual(['a', 'b', 'a']);
  });
});
