/**
 * An actor's reading of its items is kept while they are the same item models, and read afresh
 * when an item is updated, created, deleted or moved (src/foundry/documents/items-reading.ts).
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readItemsOnce } from '../../../src/foundry/documents/items-reading';
import { TestData } from '../../foundry-stand-in/test-model';

type Doc = Actor.Implementation;
const KEY = Symbol('test reading');

beforeAll(() => {
  (CONFIG.Actor.dataModels as Record<string, unknown>)['stand-in-test'] = TestData;
  (CONFIG.Item.dataModels as Record<string, unknown>)['stand-in-test'] = TestData;
});
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
