/**
 * Every chat card kind is a ChatMessage sub-type: its model registered for the type, the type
 * declared in template.json (which the build writes into the manifest's documentTypes), and a
 * message of the type gets its model as `system`.
 */
import fs from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { boot } from './boot';
import { CardModel } from '../../src/foundry/chat/card-model';
import { registry } from '../../src/foundry/registry';
import { SHARED_CARDS } from '../../src/foundry/requests/card-model';

boot();

const declared = (JSON.parse(fs.readFileSync('template.json', 'utf8')) as { ChatMessage: { types: string[] } })
  .ChatMessage.types;
const registered: Record<string, unknown> = { ...registry.cardTypes(), ...SHARED_CARDS };

describe('chat card types', () => {
  beforeEach(() => standIn.reset());

  it('each card model is registered for a type the manifest declares, and each declared type has one', () => {
    expect(Object.keys(registered).filter((type) => !declared.includes(type))).toEqual([]);
    expect(declared.filter((type) => !Object.hasOwn(registered, type))).toEqual([]);
    for (const [type, model] of Object.entries(registered)) {
      expect((CONFIG.ChatMessage.dataModels as Record<string, unknown>)[type], type).toBe(model);
      expect((model as typeof CardModel).prototype, type).toBeInstanceOf(CardModel);
    }
  });

  it('a message of a card type has its model as system', async () => {
    for (const type of Object.keys(registered)) {
      const message = (await ChatMessage.create({ type } as never))!;
      expect(message.system, type).toBeInstanceOf(registered[type] as typeof CardModel);
    }
  });
});
