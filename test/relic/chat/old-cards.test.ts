/**
 * relic cards posted before cards were message types: their first flags (`relicCard`) say whether
 * something on the card was done, whatever else a console wrote into them.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { drawOldCard } from '../../../src/foundry/chat/old-cards';
import { registry } from '../../../src/foundry/registry';
import { SYSTEM_ID } from '../../../src/foundry/settings';
import { relicOldCardDone } from '../../../src/rulesets/relic/chat/old-cards';
import '../fixtures';

describe('relic old cards', () => {
  it.each([
    ['damage applied', { damage: { amount: 7, target: 'Wolf', events: ['collapsed'] } }],
    ['Guard Ally taken', { guard: { uuid: 'Actor.mira', name: 'Mira', damage: 6 } }],
    ['Burn applied', { burn: { applied: true } }],
    ['HP restored', { heal: { amount: 3, target: 'Oren' } }],
    ['relic locked out', { locked: { relic: 'Emberglass Lens' } }],
  ])('%s: done', (_name, relicCard) => {
    expect(relicOldCardDone({ relicCard })).toBe(true);
  });

  it('a card with nothing done, or none of these flags, is not done', () => {
    expect(relicOldCardDone({})).toBe(false);
    expect(relicOldCardDone({ relicCard: {} })).toBe(false);
    expect(relicOldCardDone({ ruleset: 'relic', hitdiceGroup: { damage: { amount: 1 } } })).toBe(false);
  });

  it('garbage in the flags reads as not done', () => {
    for (const relicCard of [null, undefined, 0, 'damage', true, [], [{ damage: {} }]])
      expect(relicOldCardDone({ relicCard }), JSON.stringify(relicCard)).toBe(false);
    for (const field of ['damage', 'guard', 'burn', 'heal', 'locked'])
      for (const value of [null, false, 0, 7, 'yes', []])
        expect(relicOldCardDone({ relicCard: { [field]: value } }), `${field}: ${JSON.stringify(value)}`).toBe(false);
    expect(relicOldCardDone({ relicCard: { toString: {}, constructor: {} } })).toBe(false);
    // The parameter is typed Record<string, unknown>: a message's flags may hold anything.
    expect(relicOldCardDone(null as unknown as Record<string, unknown>)).toBe(false);
  });

  describe('drawn read-only', () => {
    beforeEach(() => standIn.reset());

    /** An old relic roll card with its Apply button, as the first versions posted it. */
    async function oldCard(relicCard: unknown): Promise<HTMLElement> {
      const message = (await ChatMessage.implementation.create({
        content: '<div class="manifold-card relic-card"><button data-action="relic.applyDamage">Apply</button></div>',
        flags: { [SYSTEM_ID]: { relicCard } },
        // fvtt-types: ManifoldChatMessageFlags does not declare the first cards' relicCard flag.
      } as never))!;
      const html = document.createElement('div');
      html.innerHTML = message.content;
      drawOldCard(registry, message, html);
      return html;
    }

    it('its button gone; said not applied unless its flags record what was done', async () => {
      const pending = await oldCard(undefined);
      expect(pending.querySelector('[data-action]')).toBeNull();
      expect(pending.querySelector('.card-old-pending')).not.toBeNull();
      const done = await oldCard({ damage: { amount: 7, target: 'Wolf', events: [] } });
      expect(done.querySelector('.card-old')).not.toBeNull();
      expect(done.querySelector('.card-old-pending')).toBeNull();
    });
  });
});
