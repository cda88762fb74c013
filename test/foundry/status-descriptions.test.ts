/**
 * A status toggled from the Token HUD (Actor#toggleStatusEffect →
 * ActiveEffect.fromStatusEffect) carries its description localised, not the i18n key it is
 * registered with (core localises only the name).
 */
import { beforeEach, expect, it } from 'vitest';
import { boot } from './boot';
import { seeker } from '../relic/fixtures';

boot({ ruleset: 'relic' });
beforeEach(() => standIn.reset());

it('the effect made from a registered status has its description in the user’s language', async () => {
  const oren = await seeker('Oren');
  await oren.toggleStatusEffect('entangled');
  const effect = [...oren.effects][0] as unknown as { name: string; description: string };
  expect(effect.name).toBe(game.i18n!.localize('MANIFOLD.relic.condition.entangled'));
  expect(effect.description).toBe(game.i18n!.localize('MANIFOLD.relic.conditionRules.entangled'));
  expect(effect.description).not.toContain('MANIFOLD.');
});
