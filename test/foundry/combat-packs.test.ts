import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { boot } from './boot';
import { ManifoldCombat } from '../../src/foundry/combat';
import { registry } from '../../src/foundry/registry';
import { filterCompendiumDirectory, packRuleset } from '../../src/foundry/compendium-visibility';
import type { CombatRules } from '../../src/foundry/ruleset';
import { settings, SYSTEM_ID } from '../../src/foundry/settings';

boot();

type TestCombat = ManifoldCombat & {
  addCombatants(d: Record<string, unknown>[]): { id: string; name: string; initiative: number | null }[];
  turns: { name: string }[];
  nextTurn(): Promise<unknown>;
  startCombat(): Promise<unknown>;
  setupTurns(): unknown;
};

describe('combat delegation to the active ruleset', () => {
  const relic = registry.get('relic');
  const saved = relic.combat;
  const calls: string[] = [];
  beforeEach(async () => {
    standIn.reset();
    calls.length = 0;
    await settings().set(SYSTEM_ID, 'ruleset', 'relic');
  });
  afterEach(() => {
    relic.combat = saved;
  });

  it('orders, rolls initiative and runs turn events by the active ruleset’s rules', async () => {
    const rules: CombatRules = {
      // Alphabetical order stands in for a ruleset's own order.
      sortCombatants: (a, b) => a.name!.localeCompare(b.name!),
      rollInitiative: async (_combat, ids) => void calls.push(`initiative:${ids.length}`),
      onRoundStart: async (combat) => void calls.push(`round:${combat.round}`),
      onTurnStart: async (_c, combatant) => void calls.push(`start:${combatant.name}`),
      onTurnEnd: async (_c, combatant) => void calls.push(`end:${combatant.name}`),
    };
    relic.combat = rules;
    const combat = new ManifoldCombat({} as never) as unknown as TestCombat;
    combat.addCombatants([{ name: 'Cora' }, { name: 'Abel' }, { name: 'Bryn' }]);
    expect(combat.turns.map((c) => c.name)).toEqual(['Abel', 'Bryn', 'Cora']);
    await combat.rollInitiative(['a', 'b']);
    await combat.startCombat(); // Foundry's Begin Combat: round 1, the first turn
    await combat.nextTurn();
    expect(calls).toEqual(['initiative:2', 'round:1', 'start:Abel', 'end:Abel', 'start:Bryn']);
  });

  it('falls back to Foundry’s initiative order when the ruleset has no rules of its own', () => {
    relic.combat = undefined;
    const combat = new ManifoldCombat({} as never) as unknown as TestCombat;
    const [a, b, c] = combat.addCombatants([{ name: 'A' }, { name: 'B' }, { name: 'C' }]);
    a!.initiative = 5;
    b!.initiative = 12;
    c!.initiative = null;
    combat.setupTurns(); // Foundry sorts the turns when combatants change, not on every read
    expect(combat.turns.map((x) => x.name)).toEqual(['B', 'A', 'C']);
  });
});

describe('compendium visibility', () => {
  function directory() {
    const html = document.createElement('div');
    html.innerHTML = ['relic-gear', 'hitdice-abilities', 'shared-rules']
      .map((p) => `<li data-pack="manifold.${p}"></li>`)
      .join('');
    return html;
  }
  beforeEach(() => {
    const packs = game.packs as unknown as Map<string, unknown>;
    packs.clear();
    packs.set('manifold.relic-gear', { metadata: { flags: { manifold: { ruleset: 'relic' } } } });
    packs.set('manifold.hitdice-abilities', { metadata: { flags: { manifold: { ruleset: 'hitdice' } } } });
    packs.set('manifold.shared-rules', { metadata: { flags: {} } });
  });

  it('hides other rulesets’ packs from players and shows the GM everything', () => {
    const forPlayer = directory();
    filterCompendiumDirectory(registry, forPlayer, 'relic', false);
    expect([...forPlayer.querySelectorAll('[data-pack]')].map((e) => (e as HTMLElement).dataset.pack)).toEqual([
      'manifold.relic-gear',
      'manifold.shared-rules',
    ]);
    const forGM = directory();
    filterCompendiumDirectory(registry, forGM, 'relic', true);
    expect(forGM.querySelectorAll('[data-pack]')).toHaveLength(3);
  });

  it('reads a pack’s ruleset from its manifest flags', () => {
    expect(packRuleset({ metadata: { flags: { manifold: { ruleset: 'cryture' } } } })).toBe('cryture');
    expect(packRuleset(undefined)).toBeUndefined();
  });
});
