/**
 * Parts of a ruleset loaded on demand: each is imported once, answers synchronously
 * once loaded, and a failed fetch is tried again; every ruleset's parts load whatever is active, so
 * old cards and documents of an inactive ruleset keep working.
 */
import { describe, expect, it } from 'vitest';
import { boot } from './boot';
import { load, loaded, type OnDemand } from '../../src/foundry/on-demand';
import { registry } from '../../src/foundry/registry';

boot();

describe('load and loaded', () => {
  it('imports a part once, and answers synchronously only after it has loaded', async () => {
    let imports = 0;
    const part: OnDemand<{ n: number }> = async () => ({ n: ++imports });
    expect(loaded(part)).toBeUndefined();
    const [a, b] = await Promise.all([load(part), load(part)]);
    expect(a).toBe(b);
    expect(await load(part)).toBe(a);
    expect(imports).toBe(1);
    expect(loaded(part)).toBe(a);
  });

  it('tries a failed import again the next time, and remembers nothing of the failure', async () => {
    let attempts = 0;
    const part: OnDemand<string> = async () => {
      attempts++;
      if (attempts === 1) throw new Error('offline');
      return 'loaded';
    };
    await expect(load(part)).rejects.toThrow('offline');
    expect(loaded(part)).toBeUndefined();
    expect(await load(part)).toBe('loaded');
    expect(attempts).toBe(2);
  });
});

describe('every ruleset’s on-demand parts', () => {
  it('load, whichever ruleset is active: card actions, GM queries, rollables, requests', async () => {
    for (const d of registry.all()) {
      const [actions, queries, rollables, requests] = await Promise.all([
        d.cardActions ? load(d.cardActions) : undefined,
        d.queries ? load(d.queries) : undefined,
        d.rollables ? load(d.rollables) : undefined,
        d.requests ? load(d.requests) : undefined,
      ]);
      expect(Object.keys(actions ?? {}).length, `${d.id} card actions`).toBeGreaterThan(0);
      for (const action of Object.values(actions ?? {})) expect(typeof action.run, d.id).toBe('function');
      expect(Object.keys(queries ?? {}).length, `${d.id} queries`).toBeGreaterThan(0);
      expect(typeof rollables, `${d.id} rollables`).toBe('function');
      expect(requests?.kinds().length, `${d.id} request kinds`).toBeGreaterThan(0);
    }
  });

  it('finds a ruleset’s card action by its qualified name, and nothing under names it does not own', async () => {
    expect(await registry.cardAction('countdown.backlash')).toBe(
      (await load(registry.get('countdown').cardActions!)).backlash,
    );
    expect(await registry.cardAction('countdown.toString')).toBeUndefined();
    expect(await registry.isRetiredCardAction('countdown.dodge')).toBe(true);
    expect(await registry.isRetiredCardAction('manifold.requestRoll')).toBe(false);
    expect(await registry.query('relic', 'constructor')).toBeUndefined();
  });
});
