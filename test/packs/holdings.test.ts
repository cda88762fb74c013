/**
 * What each actor type holds (its descriptor's `holds`) agrees with the content we
 * ship: every actor in every pack — premades, adversaries, the actors inside adventures — holds
 * only item types its sheet would accept by drop.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { boot } from '../foundry/boot';
import { registry } from '../../src/foundry/registry';
import { storedPack } from './sources';

boot();

type Node = Record<string, unknown>;

/** Every actor source (a registered actor type with an `items` list) anywhere inside a document. */
function actorsIn(node: unknown, actorTypes: Set<string>, out: Node[] = []): Node[] {
  if (Array.isArray(node)) for (const child of node) actorsIn(child, actorTypes, out);
  else if (node && typeof node === 'object') {
    const doc = node as Node;
    if (actorTypes.has(String(doc.type)) && Array.isArray(doc.items)) out.push(doc);
    for (const value of Object.values(doc)) actorsIn(value, actorTypes, out);
  }
  return out;
}

describe('actor holdings in the shipped packs', () => {
  it('every pack actor holds only the item types its ruleset says it may hold', () => {
    const actorTypes = new Set(registry.allTypes('Actor'));
    const packs = readdirSync(join(__dirname, '..', '..', 'packs'));
    const refused: string[] = [];
    let actors = 0;
    for (const pack of packs) {
      for (const actor of actorsIn(storedPack(pack), actorTypes)) {
        actors += 1;
        for (const item of actor.items as Node[])
          if (!registry.mayHold(String(actor.type), String(item.type)))
            refused.push(`${pack}: ${String(actor.name)} (${String(actor.type)}) holds ${String(item.type)}`);
      }
    }
    expect(refused).toEqual([]);
    expect(actors).toBeGreaterThan(20);
  });

  it('the registry refuses an actor type that does not say what it holds, or names another ruleset’s item', async () => {
    const { RulesetRegistry } = await import('../../src/foundry/registry');
    const relic = registry.get('relic');
    const seeker = relic.Actor['relic-seeker']!;
    const { holds: _holds, ...silent } = seeker;
    expect(() => new RulesetRegistry().register({ ...relic, Actor: { 'relic-seeker': silent } })).toThrow(
      /must list the item types it holds/,
    );
    expect(() =>
      new RulesetRegistry().register({ ...relic, Actor: { 'relic-seeker': { ...seeker, holds: ['hitdice-gear'] } } }),
    ).toThrow(/must list the item types it holds/);
    expect(registry.mayHold('countdown-monster', 'countdown-class')).toBe(false);
    expect(registry.mayHold('countdown-character', 'countdown-class')).toBe(true);
    expect(registry.mayHold('relic-seeker', 'hitdice-gear')).toBe(false);
  });
});
