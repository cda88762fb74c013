import { cardModelOf } from '../../src/foundry/chat/card-model';
import { beforeEach, describe, expect, it } from 'vitest';
import { boot } from './boot';
import { registry } from '../../src/foundry/registry';
import { RULESETS } from '../../src/rulesets';
import { RULESET_IDS } from '../../src/foundry/ruleset';
import { statusEffectConfig } from '../../src/foundry/register';

boot();

describe('ruleset registry', () => {
  beforeEach(() => standIn.reset());

  it('holds the five rulesets, each with its main character type registered', () => {
    expect(registry.all().map((d) => d.id)).toEqual([...RULESET_IDS]);
    for (const d of RULESETS) {
      expect(Object.keys(d.Actor)).toContain(d.primaryActorType);
      expect(CONFIG.Actor.dataModels[d.primaryActorType as never]).toBe(d.Actor[d.primaryActorType]!.model);
    }
  });

  it('registers every type of every ruleset whatever is active, with a label Foundry can localise', () => {
    for (const type of [...registry.allTypes('Actor'), ...registry.allTypes('Item')]) {
      const doc = registry.allTypes('Actor').includes(type) ? 'Actor' : 'Item';
      const label = (CONFIG[doc].typeLabels as Record<string, string>)[type];
      expect(label, type).toBeTruthy();
      expect(standIn.i18n.has(label!), `${label} in lang/`).toBe(true);
    }
  });

  it('refuses a type without its ruleset prefix and a ruleset registered twice', async () => {
    const { RulesetRegistry } = await import('../../src/foundry/registry');
    const fresh = new RulesetRegistry();
    const relic = registry.get('relic');
    expect(() =>
      fresh.register({ ...relic, Actor: { seeker: relic.Actor['relic-seeker']! }, primaryActorType: 'seeker' }),
    ).toThrow(/must start with/);
    fresh.register(relic);
    expect(() => fresh.register(relic)).toThrow(/twice/);
  });

  it('offers only the active ruleset’s types in create dialogs, the primary character first', () => {
    for (const d of registry.all()) {
      const actorTypes = registry.typesOffered(d.id, 'Actor');
      expect(actorTypes[0]).toBe(d.primaryActorType);
      expect(actorTypes.every((t) => t.startsWith(`${d.id}-`))).toBe(true);
      expect(registry.typesOffered(d.id, 'Item').every((t) => t.startsWith(`${d.id}-`))).toBe(true);
    }
  });

  it('shows players only the active ruleset’s and shared packs; GMs see all', () => {
    expect(registry.packVisible('relic', 'relic', false)).toBe(true);
    expect(registry.packVisible('hitdice', 'relic', false)).toBe(false);
    expect(registry.packVisible(undefined, 'relic', false)).toBe(true);
    expect(registry.packVisible('hitdice', 'relic', true)).toBe(true);
  });

  it('answers for every ruleset whatever is active: card actions, GM queries, rollables, requests', () => {
    for (const d of registry.all()) {
      const actions = Object.values(d.cards ?? {}).flatMap((model) => Object.values(model.actions));
      expect(actions.length, `${d.id} card actions`).toBeGreaterThan(0);
      for (const action of actions) expect(typeof action.run, d.id).toBe('function');
      expect(Object.keys(d.queries ?? {}).length, `${d.id} queries`).toBeGreaterThan(0);
      expect(typeof d.rollables, `${d.id} rollables`).toBe('function');
      expect(registry.requestsOf(d.id)?.kinds().length, `${d.id} request kinds`).toBeGreaterThan(0);
    }
  });

  it('finds a card’s button only among its own, and a query only among the ruleset’s', async () => {
    const card = cardModelOf(await ChatMessage.create({ type: 'countdown-roll' }))!;
    expect(card.action('countdown.backlash')).toBeDefined();
    expect(card.action('countdown.toString')).toBeUndefined();
    expect(card.action('countdown.dodge')).toBeUndefined();
    expect(card.action('countdown.morale'), 'a note’s button').toBeUndefined();
    expect(registry.query('relic', 'constructor')).toBeUndefined();
  });

  it('gives each status effect a fixed 16-character id', () => {
    const [effect] = statusEffectConfig([{ id: 'stunned', name: 'X', img: 'y.svg' }]);
    expect(effect!._id).toHaveLength(16);
    expect(effect!._id).toMatch(/^[a-zA-Z0-9]+$/);
  });
});
