import { describe, expect, it } from 'vitest';
import { boot, hooks } from './boot';
import {
  appearanceFor,
  colorsets,
  DIE_ROLES,
  dressDice,
  registerDiceSoNice,
  RULESET_DICE,
} from '../../src/foundry/dice-so-nice';
import { RULESET_IDS } from '../../src/foundry/ruleset';

boot();

describe('Dice So Nice', () => {
  it('registers a Manifold system and one colorset per die role and per ruleset when the module is ready', () => {
    const calls: { systems: unknown[]; colorsets: { name: string }[] } = { systems: [], colorsets: [] };
    const dice3d = {
      addSystem: (s: unknown) => calls.systems.push(s),
      addColorset: (c: { name: string }) => calls.colorsets.push(c),
    };
    for (const fn of hooks.listeners('diceSoNiceReady')) fn(dice3d);
    expect(calls.systems).toEqual([{ id: 'manifold', name: 'Manifold' }]);
    expect(calls.colorsets.map((c) => c.name).sort()).toEqual(
      colorsets()
        .map((c) => c.name)
        .sort(),
    );
    expect(new Set(calls.colorsets.map((c) => c.name)).size).toBe(Object.keys(DIE_ROLES).length + RULESET_IDS.length);
    registerDiceSoNice(dice3d);
  });

  it('gives exertion, countdown and other role dice their own look, and other dice their ruleset’s', () => {
    expect(appearanceFor('hitdice', 'exertion').colorset).toBe('manifold-exertion');
    expect(appearanceFor('hitdice', ' Exertion ').colorset).toBe('manifold-exertion');
    expect(appearanceFor('hitdice', 'safe').colorset).toBe('manifold-safe');
    expect(appearanceFor('countdown', 'countdown').colorset).toBe('manifold-countdown');
    expect(appearanceFor('relic', undefined).colorset).toBe('manifold-ruleset-relic');
    expect(appearanceFor('relic', '<script>').colorset).toBe('manifold-ruleset-relic');
    expect(Object.keys(RULESET_DICE)).toEqual([...RULESET_IDS]);
  });

  it('dresses each die of a roll once, keeping an appearance a ruleset chose', () => {
    const roll = new Roll('2d6[exertion] + 1d6 + 1d10[bonus]', {}, {
      ruleset: 'hitdice',
    } as never) as unknown as Parameters<typeof dressDice>[0];
    roll.dice[2]!.options.appearance = { colorset: 'custom' };
    dressDice(roll);
    expect(roll.dice.map((d) => (d.options.appearance as { colorset: string }).colorset)).toEqual([
      'manifold-exertion',
      'manifold-ruleset-hitdice',
      'custom',
    ]);
  });
});
