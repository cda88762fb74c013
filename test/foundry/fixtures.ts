/**
 * A small test ruleset for glue tests that need behaviour the real rulesets supply later (GM
 * queries, card actions, rolls). It borrows relic's id and character type so the stand-in has
 * a data model for its documents, and lives in its own registry.
 */
import { RulesetRegistry } from '../../src/foundry/registry';
import type { CardAction, GmQuery, RulesetDescriptor } from '../../src/foundry/ruleset';
import { registry } from '../../src/foundry/registry';
import { RollCardModel } from '../../src/foundry/chat/roll-card';
import { afterAll, beforeAll } from 'vitest';

export interface HealPayload {
  actorUuid: string;
  amount: number;
}

/** A GM query: a player may heal an actor they own, by at most 5 — checked with the verified requester. */
export const healQuery: GmQuery<HealPayload> = {
  permitted(payload, requester) {
    const actor = fromUuidSync(payload.actorUuid) as Actor.Implementation | null;
    return (
      Boolean(actor?.testUserPermission(requester, 'OWNER')) &&
      Number.isInteger(payload.amount) &&
      payload.amount >= 1 &&
      payload.amount <= 5
    );
  },
  async run(payload) {
    const actor = fromUuidSync(payload.actorUuid) as Actor.Implementation;
    const hp = (actor.system as unknown as { hp: { value: number } }).hp.value;
    await actor.update({ 'system.hp.value': hp + payload.amount } as never);
    return hp + payload.amount;
  },
};

export const ranActions: string[] = [];

/** A card action only the message's author (or a GM) may use. */
export const authorAction: CardAction = {
  permitted: ({ message, user }) => user.isGM || message.author?.id === user.id,
  async run({ button }) {
    ranActions.push(button.dataset.action ?? '');
  },
};

/** A relic roll card whose one button is `relic.authorOnly` (tests put it in place of relic's). */
export class AuthorOnlyRollCard extends RollCardModel {
  static override actions = { 'relic.authorOnly': authorAction };
}

/** Has relic's roll cards carry the test's button while a suite runs. */
export function useAuthorOnlyRollCard(): void {
  const models = CONFIG.ChatMessage.dataModels as Record<string, unknown>;
  let real: unknown;
  beforeAll(() => {
    real = models['relic-roll'];
    models['relic-roll'] = AuthorOnlyRollCard;
  });
  afterAll(() => {
    models['relic-roll'] = real;
  });
}

export function testRegistry(): RulesetRegistry {
  const fresh = new RulesetRegistry();
  const relic = registry.get('relic');
  const descriptor: RulesetDescriptor = {
    ...relic,
    queries: { heal: healQuery as GmQuery },
  };
  fresh.register(descriptor);
  return fresh;
}
