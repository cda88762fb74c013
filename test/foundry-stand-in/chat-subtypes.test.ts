/**
 * ChatMessage sub-types as Foundry has them (README: "ChatMessage sub-types"): a type the
 * manifest declares (`game.documentTypes.ChatMessage`) gets the TypeDataModel of
 * `CONFIG.ChatMessage.dataModels[type]` as its `system`, prepared and rebuilt as an actor's is.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

const { NumberField, StringField } = foundry.data.fields;

/** What the test model saw at its last preparation. */
type Seen = { parent: unknown; derivedFrom: number };

/** A card's data: a total (an integer) and a label; `doubled` is derived, never stored. */
class CardData extends foundry.abstract.TypeDataModel<never, never> {
  static override defineSchema() {
    return {
      total: new NumberField({ required: true, initial: 0, integer: true }),
      label: new StringField({ required: true, initial: '' }),
    } as never;
  }
  override prepareDerivedData(): void {
    const self = this as unknown as { total: number; doubled: number; seen: Seen };
    self.doubled = self.total * 2;
    self.seen = { parent: this.parent, derivedFrom: self.total };
  }
}

type Card = { total: number; label: string; doubled: number; seen: Seen };
type Message = {
  id: string;
  type: string;
  content: string;
  system: Record<string, unknown>;
  _source: Record<string, unknown>;
  toObject(): Record<string, unknown>;
  update(changes: object, options?: object): Promise<unknown>;
};

const TYPE = 'standInCard';
const UNMODELLED = 'standInNote';
const types = () => (game as unknown as { documentTypes: Record<string, string[]> }).documentTypes;
const models = () => CONFIG.ChatMessage.dataModels as unknown as Record<string, unknown>;

beforeAll(() => {
  // As a manifest's `documentTypes.ChatMessage` declares them and the system's init registers the model.
  types().ChatMessage!.push(TYPE, UNMODELLED);
  models()[TYPE] = CardData;
});
afterAll(() => {
  types().ChatMessage = types().ChatMessage!.filter((t) => t !== TYPE && t !== UNMODELLED);
  delete models()[TYPE];
});
beforeEach(() => standIn.reset());

const create = async (data: Record<string, unknown>) => (await ChatMessage.create(data as never)) as unknown as Message;

describe('a message of a declared sub-type', () => {
  it('has the type’s model as `system`, built and cleaned from the data given', async () => {
    const message = await create({ type: TYPE, content: '<p>card</p>', system: { total: 3.6, label: 'Hit' } });
    expect(message.type).toBe(TYPE);
    expect(message.system).toBeInstanceOf(CardData);
    const system = message.system as unknown as Card;
    expect(system.total, 'an integer field rounds, as the schema cleans').toBe(4);
    expect(system.label).toBe('Hit');
    expect(message.content, 'the content stays the message’s own').toBe('<p>card</p>');
  });

  it('fills what the data leaves out with the schema’s initial values', async () => {
    const system = (await create({ type: TYPE })).system as unknown as Card;
    expect([system.total, system.label]).toEqual([0, '']);
  });

  it('is the model’s parent, and the model’s derived data is prepared', async () => {
    const message = await create({ type: TYPE, system: { total: 5 } });
    const system = message.system as unknown as Card;
    expect(system.seen.parent).toBe(message);
    expect(system.doubled).toBe(10);
  });

  it('keeps its type and system data in its source and in toObject()', async () => {
    const message = await create({ type: TYPE, system: { total: 2, label: 'x' } });
    expect(message._source.type).toBe(TYPE);
    expect(message._source.system).toEqual({ total: 2, label: 'x' });
    const object = message.toObject();
    expect(object.type).toBe(TYPE);
    expect(object.system, 'the stored data, not the derived').toEqual({ total: 2, label: 'x' });
  });
});

describe('the type of a message', () => {
  it('is `base` when none is given, with a plain system object', async () => {
    const message = await create({ content: 'hi', system: { note: 1 } });
    expect(message.type).toBe('base');
    expect(message._source.type).toBe('base');
    expect(message.system).toEqual({ note: 1 });
    expect(message.system).not.toBeInstanceOf(foundry.abstract.TypeDataModel);
  });

  it('must be declared: an undeclared type fails validation and no message is made', async () => {
    await expect(create({ type: 'nobody.declared', content: 'x' })).rejects.toThrow(
      /"nobody.declared" is not a valid type for the ChatMessage Document class/,
    );
    expect(game.messages!.size).toBe(0);
  });

  it('registered as a model but not declared is still refused', async () => {
    models().undeclared = CardData;
    try {
      await expect(create({ type: 'undeclared' })).rejects.toThrow(/not a valid type/);
    } finally {
      delete models().undeclared;
    }
  });

  it('declared without a model keeps the given system as a plain object', async () => {
    const message = await create({ type: UNMODELLED, system: { a: 1 } });
    expect(message.type).toBe(UNMODELLED);
    expect(message.system).toEqual({ a: 1 });
    expect(message.system).not.toBeInstanceOf(foundry.abstract.TypeDataModel);
  });
});

describe('updating a typed message', () => {
  it('builds a new model from the updated source and prepares it again', async () => {
    const message = await create({ type: TYPE, system: { total: 1, label: 'a' } });
    const before = message.system as unknown as Card;
    await message.update({ system: { total: 7 } });
    const after = message.system as unknown as Card;
    expect(after).toBeInstanceOf(CardData);
    expect(after, 'a new model after the update').not.toBe(before);
    expect(before.total, 'the old model keeps the old values').toBe(1);
    expect([after.total, after.label, after.doubled]).toEqual([7, 'a', 14]);
    expect(after.seen.parent).toBe(message);
    expect(message._source.system).toEqual({ total: 7, label: 'a' });
  });

  it('fires updateChatMessage with the system diff', async () => {
    const message = await create({ type: TYPE, system: { total: 1 } });
    const seen: unknown[] = [];
    const id = Hooks.on('updateChatMessage' as never, ((_m: unknown, changed: unknown) => seen.push(changed)) as never);
    try {
      await message.update({ 'system.total': 2, 'system.label': '' });
    } finally {
      Hooks.off('updateChatMessage' as never, id);
    }
    expect(seen).toEqual([{ system: { total: 2 }, _id: message.id }]);
  });

  it('is its author’s (and a GM’s) to update; another player’s update is refused', async () => {
    standIn.actAs(standIn.users.player);
    const message = await create({ type: TYPE, system: { total: 1 } });
    await message.update({ system: { total: 2 } });
    standIn.actAs(standIn.users.other);
    await expect(message.update({ system: { total: 9 } })).rejects.toThrow(/lacks permission/);
    expect((message.system as unknown as Card).total).toBe(2);
    standIn.actAs(standIn.users.gm);
    await message.update({ system: { total: 3 } });
    expect((message.system as unknown as Card).total).toBe(3);
  });

  it('refuses data the schema rejects, as the actor’s model does', async () => {
    const message = await create({ type: TYPE, system: { total: 1 } });
    await expect(message.update({ system: { total: 'many' } })).rejects.toThrow();
    expect((message.system as unknown as Card).total).toBe(1);
  });

  it('merges a system update into the plain object of a type without a model', async () => {
    const message = await create({ type: UNMODELLED, system: { a: 1, b: { c: 2 } } });
    await message.update({ 'system.b.c': 3 });
    expect(message.system).toEqual({ a: 1, b: { c: 3 } });
    expect(message._source.system).toEqual({ a: 1, b: { c: 3 } });
  });
});
