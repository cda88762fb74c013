/**
 * Cards posted before cards were chat message types, in each ruleset's first card-state shape: a
 * plain message (its card its content, or its roll) with what was done in `flags.manifold`. Each
 * is made here as the first versions stored it — today's card, its model's body kept as its
 * content, its type dropped, the old flags set — and drawn as a player and as the GM: read-only,
 * with a note, and a second note when its action was never applied. Nothing throws.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { switchRuleset } from '../boot';
import { cardAs } from '../cards';
import { cardModelOf } from '../../../src/foundry/chat/card-model';
import { settings, SYSTEM_ID } from '../../../src/foundry/settings';
import type { RulesetId } from '../../../src/foundry/ruleset';
import {
  ashStrikesFoe,
  hitdiceParty,
  ilsaRolls,
  ilseStabilizesBram,
  orenHitsWolf,
  wardenHitsGoblin,
} from '../../reliability/situations';
import { clearScene } from '../../cryture/fake-scene';

const { gm, player } = standIn.users;

/** The card as the first versions stored it: no type, its body as content, the old flags. */
async function asFirstPosted(message: ChatMessage.Implementation, flags: Record<string, unknown>) {
  const body = await cardModelOf(message)?.renderBody();
  const { _id: _, type: _type, system: _system, ...data } = message.toObject() as Record<string, unknown>;
  standIn.actAs(gm);
  return (await ChatMessage.create({ ...data, content: body ?? data.content, flags: { manifold: flags } } as never))!;
}

/** What each user sees of the old card. */
async function seen(message: ChatMessage.Implementation) {
  return Promise.all(
    [gm, player].map(async (user) => {
      const html = await cardAs(message, user);
      return {
        buttons: html.querySelectorAll('[data-action], [data-undo]').length,
        old: html.querySelectorAll('.card-old').length,
        pending: html.querySelectorAll('.card-old-pending').length,
      };
    }),
  );
}

async function expectReadOnly(message: ChatMessage.Implementation, { pending }: { pending: boolean }) {
  expect(message.type).toBe('base');
  for (const view of await seen(message)) expect(view).toEqual({ buttons: 0, old: 1, pending: pending ? 1 : 0 });
}

/** The honest card of each ruleset, with its live button, and the old flags that said it was done. */
const cases: Record<RulesetId, { card(): Promise<ChatMessage.Implementation>; done: Record<string, unknown> }> = {
  relic: { card: async () => (await orenHitsWolf()).message, done: { relicCard: { damage: { amount: 5 } } } },
  hitdice: {
    card: async () => (await hitdiceParty()).group,
    done: {
      hitdiceGroup: {
        participants: [
          { uuid: 'Actor.a', name: 'Sorah', part: { successes: 1, burned: 0 } },
          { uuid: 'Actor.b', name: 'Bram', part: { successes: 0, burned: 0 } },
        ],
      },
    },
  },
  difference: { card: async () => (await ilsaRolls(90)).message, done: { difference: { momentumTaken: true } } },
  countdown: { card: async () => (await wardenHitsGoblin()).message, done: { countdown: { applied: true } } },
  cryture: { card: async () => (await ashStrikesFoe()).message, done: { crytureApplied: true } },
};

describe('cards posted before cards were message types', () => {
  beforeEach(() => {
    standIn.reset();
    clearScene();
  });

  for (const [ruleset, { card, done }] of Object.entries(cases) as [RulesetId, (typeof cases)[RulesetId]][]) {
    it(`${ruleset}: drawn read-only; a card whose action was never applied says so`, async () => {
      await switchRuleset(ruleset);
      await settings().set(SYSTEM_ID, 'skipRollDialog', true);
      const today = await card();
      // Today's card offers its button to the player or the GM: the old one must not.
      const live = await Promise.all(
        [gm, player].map(async (u) => (await cardAs(today, u)).querySelector('[data-action]')),
      );
      expect(live.some(Boolean), 'the honest card has a live button').toBe(true);
      await expectReadOnly(await asFirstPosted(today, {}), { pending: true });
      await expectReadOnly(await asFirstPosted(today, done), { pending: false });
    });
  }

  it('hitdice: an old Stabilize card whose flag says it was applied', async () => {
    await switchRuleset('hitdice');
    const old = await asFirstPosted((await ilseStabilizesBram()).message, { stabilizeApplied: true });
    for (const view of await seen(old)) expect(view.buttons).toBe(0);
  });

  it('cryture: an old opportunity prompt (its flag, no type) offers no attack', async () => {
    await switchRuleset('cryture');
    standIn.actAs(gm);
    const old = (await ChatMessage.create({
      content:
        '<div class="manifold-card"><div class="card-buttons"><button type="button" data-action="cryture.opportunityAttack" data-attacker="Actor.x">Attack</button></div></div>',
      // The first versions' flag, no longer declared.
      flags: { manifold: { crytureOpportunity: { moverUuid: 'Actor.y', moverTokenUuid: '', attackers: [] } } } as never,
    }))!;
    await expectReadOnly(old, { pending: true });
  });

  it('a plain message that is no card is left alone', async () => {
    standIn.actAs(player);
    const chat = (await ChatMessage.create({ content: '<p>Hello <button data-action="wave">wave</button></p>' }))!;
    const html = await cardAs(chat, player);
    expect(html.querySelector('[data-action="wave"]')).not.toBeNull();
    expect(html.querySelector('.card-old')).toBeNull();
  });
});
