/**
 * Quench batch, on a real Foundry: every card type is a ChatMessage sub-type the manifest
 * declares, a message of it gets its card model as `system`, and the chat log's markup has the
 * `.message-content` the model draws its body into (card-actions.ts) — what the stand-in assumes.
 */
import { CardModel } from '../chat/card-model';
import type { RulesetRegistry } from '../registry';
import { SHARED_CARDS } from '../requests/card-model';
import { madeInBatch } from './helpers';
import type { Quench } from './types';

export function registerCardTypesBatch(quench: Quench, registry: RulesetRegistry): void {
  quench.registerBatch(
    'manifold.cardTypes',
    ({ it, after, assert }) => {
      const made = madeInBatch(after);
      const types: Record<string, unknown> = { ...registry.cardTypes(), ...SHARED_CARDS };
      const declared = (): readonly string[] | undefined => game.documentTypes?.ChatMessage;

      it('every card type is declared by the manifest and has its model', async () => {
        for (const [type, model] of Object.entries(types)) {
          assert.ok(declared()?.includes(type), `${type} is declared`);
          // Whispered to the GM running Quench alone, and deleted after the batch.
          const message = (await ChatMessage.create({ type: type as ChatMessage.SubType, whisper: [game.user!.id] }))!;
          made.push(message);
          assert.ok(message.system instanceof (model as typeof CardModel), `${type} has its model`);
        }
      });

      it('a rendered message has the .message-content a card draws its body into', async () => {
        const message = (await ChatMessage.create({ type: 'request', whisper: [game.user!.id] }))!;
        made.push(message);
        const html = await message.renderHTML();
        assert.ok(html.querySelector('.message-content'), 'the chat message markup has .message-content');
      });
    },
    { displayName: 'Manifold: chat card types' },
  );
}
