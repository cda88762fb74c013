/**
 * Durations on the combat tracker, in every ruleset and on both generations: an effect
 * made in the Effects tab's Temporary group lasts one round from the turn it was made on, shows
 * what is left, changes its number meanwhile, and is gone when the tracker comes round to that turn
 * again (ManifoldCombat's start of turn, after the ruleset's own automation). v13 stores the length
 * and start in `duration`; v14 in `duration.{value, units}` and `start` — each project writes its own
 * (the v14 project fails on a v13 key: test/setup-v14.ts).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { boot, switchRuleset } from '../boot';
import { registry } from '../../../src/foundry/registry';
import { RULESET_IDS } from '../../../src/foundry/ruleset';
import { generation, trackerDuration } from '../../../src/foundry/compat';
import { changesData } from '../../../src/foundry/effects/changes';
import { newEffectData } from '../../../src/foundry/effects/sheet-actions';
import { effectReportOf, effectsContext } from '../../../src/foundry/effects/list';
import { activeCombat } from '../test-combat';

boot();

describe('effect durations on the tracker', () => {
  beforeEach(() => standIn.reset());

  for (const id of RULESET_IDS) {
    it(`${id}: a one-round effect changes its number, counts down and expires on its own`, async () => {
      await switchRuleset(id);
      const descriptor = registry.get(id);
      const type = Object.keys(descriptor.Actor)[0]!;
      const [hero, foe] = (await Promise.all(
        ['Hero', 'Foe'].map((name) => Actor.create({ name, type } as never)),
      )) as Actor.Implementation[];
      const combat = activeCombat([hero!, foe!]) as unknown as {
        startCombat(): Promise<unknown>;
        nextTurn(): Promise<unknown>;
        round: number;
        turn: number;
      };
      await combat.startCombat();
      const hisTurn = combat.turn;

      const key = descriptor.effectFields![0]!.path;
      const data = {
        ...newEffectData('temporary', hero!),
        ...changesData([{ key, mode: 'add', value: '1', priority: null }], generation()),
        name: 'Heroism',
      };
      await hero!.createEmbeddedDocuments('ActiveEffect', [data as never]);
      const effect = [...hero!.effects].find((e) => e.name === 'Heroism')!;
      // Written in the running generation's shape, read back the same through compat.
      if (generation() >= 14) {
        expect(effect.duration).toMatchObject({ value: 1, units: 'rounds' });
        // The whole start core reads (EffectStartData): its round counts only with its combat.
        const { combat: startCombat, combatant } = (effect as unknown as { start: Record<string, unknown> }).start;
        expect({ startCombat, combatant }).toEqual({
          startCombat: (combat as unknown as { id: string }).id,
          combatant: (combat as unknown as { combatant: { id: string } }).combatant.id,
        });
      } else expect(effect.duration).toMatchObject({ rounds: 1, startRound: 1 });
      expect(trackerDuration(effect)).toEqual({ rounds: 1, turns: 0, startRound: 1, startTurn: hisTurn });

      const tab = () => effectsContext(hero!, descriptor).groups.find((g) => g.id === 'temporary')!.effects;
      expect(tab().map((e) => [e.name, e.duration])).toEqual([['Heroism', '2 turns left']]);
      expect(effectReportOf(hero!, descriptor)!.sources[key]?.parts.map((p) => p.effect)).toEqual(['Heroism']);

      await combat.nextTurn();
      expect(tab().map((e) => [e.name, e.duration])).toEqual([['Heroism', '1 turn left']]);
      await combat.nextTurn(); // round 2, the turn it began on: one round has passed
      expect([...hero!.effects].map((e) => e.name)).not.toContain('Heroism');
      expect(effectReportOf(hero!, descriptor)!.sources[key]).toBeUndefined();
    });
  }
});
