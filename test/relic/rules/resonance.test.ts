import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ScriptedDice, SeededDice } from '../../../src/core';
import {
  attackOdds,
  backlashChance,
  backlashOdds,
  buildResonance,
  burnOdds,
  executionAttackRequest,
  freshEconomy,
  resolveBurn,
  type BurnRequest,
  type BurnResult,
} from '../../../src/rulesets/relic/rules';
import { bar, enumerate, health, scripted, seekerAttack, sumBars } from './fixtures';
import { resolveWith } from '../../../src/core';

const burner = (role: string, resonance: number, over: Partial<BurnRequest['burner']> = {}): BurnRequest['burner'] => ({
  id: 'me',
  role,
  resonance,
  row: 'frontline',
  economy: freshEconomy(),
  health: health(10, 10),
  ...over,
});

function burn(request: BurnRequest, faces: number[]): BurnResult {
  const r = scripted(faces, (d) => resolveWith(resolveBurn(request), d));
  if (!r.ok) throw new Error(`refused: ${r.reason}`);
  return r;
}

describe('§8.1 Build Resonance', () => {
  it('2 actions → +1 Resonance', () => {
    expect(buildResonance({ resonance: 2, economy: freshEconomy() })).toMatchObject({
      ok: true,
      resonance: { from: 2, to: 3 },
      actions: { cost: 2, after: { actions: 0 } },
    });
  });
  it('never above 5; refused with too few actions', () => {
    expect(buildResonance({ resonance: 5, economy: freshEconomy() })).toMatchObject({
      ok: false,
      reason: 'resonanceFull',
    });
    expect(buildResonance({ resonance: 1, economy: { actions: 1, reactions: 1 } })).toMatchObject({
      reason: 'notEnoughActions',
    });
  });
});

describe('§8.2 Burn', () => {
  it('cannot Burn at Resonance 0; costs 2 actions; resets Resonance to 0', () => {
    expect(resolveWith(resolveBurn({ burner: burner('frontline', 0) }), new ScriptedDice([]))).toMatchObject({
      reason: 'resonanceEmpty',
    });
    expect(
      resolveWith(
        resolveBurn({ burner: burner('frontline', 3, { economy: { actions: 1, reactions: 1 } }) }),
        new ScriptedDice([]),
      ),
    ).toMatchObject({
      reason: 'notEnoughActions',
    });
    const r = burn({ burner: burner('frontline', 3) }, [20]);
    expect(r.resonance).toEqual({ from: 3, to: 0 });
    expect(r.actions).toMatchObject({ id: 'burn', cost: 2, after: { actions: 0 } });
  });

  it('Frontline — Bulwark Surge: +Resonance AC and Resistance until the burner’s next turn (REL-4)', () => {
    const r = burn({ burner: burner('frontline', 4) }, [17]);
    expect(r.surge).toBe('bulwark');
    expect(r.effects).toEqual([
      { targetId: 'me', surge: 'bulwark', kind: 'ac', value: 4, expires: 'startOfBurnerNextTurn' },
      { targetId: 'me', surge: 'bulwark', kind: 'resistance', value: 4, expires: 'startOfBurnerNextTurn' },
    ]);
  });

  it('Striker — Execution Surge: one weapon attack at +Resonance to hit and +Resonance × 2 damage, then Backlash', () => {
    const request: BurnRequest = { burner: burner('striker', 2), execution: seekerAttack() };
    const r = burn(request, [9, 4, 15]);
    expect(r.attack).toMatchObject({ total: 14, outcome: 'hit', damage: { raw: 4 + 3 + 1 + 4, afterResistance: 11 } });
    expect(r.dice.map((d) => d.role)).toEqual(['attack', 'damage', 'backlash']);
    expect(r.backlash).toEqual({ die: 15, threshold: 2, triggered: false, condition: null });
    expect(attackOdds(executionAttackRequest(request)!).headline.probability).toBeCloseTo(12 / 20, 12);
    // Without an attack asked for (no target in reach) only Backlash is rolled.
    expect(burn({ burner: burner('striker', 2) }, [15]).attack).toBeNull();
  });

  it('Controller — Disruption Surge: up to Resonance enemies at –Resonance to attacks and saves', () => {
    const r = burn({ burner: burner('controller', 2), disruptionTargets: ['wolf1', 'wolf2'] }, [20]);
    expect(r.effects.map((e) => [e.targetId, e.kind, e.value])).toEqual([
      ['wolf1', 'disruption', 2],
      ['wolf2', 'disruption', 2],
    ]);
    // The same enemy chosen twice counts once.
    expect(burn({ burner: burner('controller', 2), disruptionTargets: ['a', 'b', 'a'] }, [20]).effects).toHaveLength(2);
    expect(
      resolveWith(
        resolveBurn({ burner: burner('controller', 2), disruptionTargets: ['a', 'b', 'c'] }),
        new ScriptedDice([]),
      ),
    ).toMatchObject({
      ok: false,
      reason: 'tooManyDisruptionTargets',
      message: { data: { max: 2 } },
    });
  });

  it('Support — Restoration Surge: allies in the burner’s row regain HP = Resonance and +Resonance on their next roll', () => {
    const party = [
      { id: 'me', row: 'backline', health: health(4, 10) },
      { id: 'near', row: 'backline', health: health(5, 10) },
      { id: 'down', row: 'backline', health: health(0, 10, ['dying']) },
      { id: 'far', row: 'frontline', health: health(1, 10) },
    ];
    const r = burn({ burner: burner('support', 3, { row: 'backline' }), party }, [19]);
    expect(r.heals.map((h) => [h.targetId, h.change.after.hp, h.change.after.conditions])).toEqual([
      ['near', 8, []],
      ['down', 3, []],
    ]);
    expect(r.effects.map((e) => [e.targetId, e.kind, e.value])).toEqual([
      ['near', 'restoration', 3],
      ['down', 'restoration', 3],
    ]);
  });
});

describe('§8.3 / REL-5 Backlash after every Burn', () => {
  it('d20 ≤ Resonance burned → that row’s condition on the burner', () => {
    const r = burn({ burner: burner('frontline', 3) }, [3]);
    expect(r.backlash).toEqual({ die: 3, threshold: 3, triggered: true, condition: 'stunned' });
    expect(r.burner.added).toEqual(['stunned']);
    expect(burn({ burner: burner('frontline', 3) }, [4]).burner.added).toEqual([]);
  });

  it('Resonance 5 → Unconscious (1 round)', () => {
    const r = burn({ burner: burner('support', 5), party: [] }, [1]);
    expect(r.burner.after.conditions).toEqual(['unconsciousOneRound']);
  });

  it('odds: Resonance / 20 for each row, matching brute force through the Burn', () => {
    for (let resonance = 1; resonance <= 5; resonance++) {
      expect(backlashChance(resonance)).toBeCloseTo(resonance / 20, 12);
      const request: BurnRequest = { burner: burner('frontline', resonance) };
      const brute = enumerate([20], (d) => {
        const r = resolveWith(resolveBurn(request), d);
        return r.ok ? r.backlash.condition : 'refused';
      });
      const odds = burnOdds(request);
      expect(odds.headline.probability).toBeCloseTo(
        brute.probability((c) => c !== null),
        12,
      );
      expect(sumBars(odds)).toBeCloseTo(1, 12);
      expect(bar(odds, 'MANIFOLD.relic.odds.noBacklash')).toBeCloseTo(1 - resonance / 20, 12);
    }
    expect(bar(backlashOdds(4), 'MANIFOLD.relic.condition.blinded')).toBeCloseTo(4 / 20, 12);
    expect(backlashChance(0)).toBe(0);
  });

  it('property: a Burn always empties Resonance and is JSON-safe', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('frontline', 'striker', 'controller', 'support'),
        fc.integer({ min: 1, max: 5 }),
        fc.integer(),
        (role, resonance, seed) => {
          const r = resolveWith(
            resolveBurn({
              burner: burner(role, resonance),
              execution: seekerAttack(),
              disruptionTargets: ['x'],
              party: [{ id: 'y', row: 'frontline', health: health(2, 9) }],
            }),
            new SeededDice(seed),
          );
          expect(r.ok).toBe(true);
          if (!r.ok) return;
          expect(r.resonance).toEqual({ from: resonance, to: 0 });
          expect(r.backlash.triggered).toBe(r.backlash.die <= resonance);
          expect(JSON.parse(JSON.stringify(r))).toEqual(r);
        },
      ),
    );
  });
});

describe('§8.2 Restoration Surge and the burner (world setting "restoration heals the burner")', () => {
  const party = [
    { id: 'me', row: 'backline', health: health(4, 10) },
    { id: 'near', row: 'backline', health: health(5, 10) },
  ];

  it('off (default): the burner is not one of the allies it heals', () => {
    const r = burn({ burner: burner('support', 2, { row: 'backline', health: health(4, 10) }), party }, [20]);
    expect(r.heals.map((h) => h.targetId)).toEqual(['near']);
    expect(r.effects.map((e) => e.targetId)).toEqual(['near']);
    expect(r.burner.after).toEqual(health(4, 10));
  });

  it('on: the burner regains HP = Resonance and gets the next-roll bonus; Backlash lands on the healed state', () => {
    const request = {
      burner: burner('support', 2, { row: 'backline', health: health(4, 10, ['unconscious']) }),
      party,
      restorationHealsBurner: true,
      // REL-10: an Unconscious burner burns only with the GM's override.
      gmOverride: true,
    };
    const r = burn(request, [2]);
    expect(r.heals.map((h) => h.targetId)).toEqual(['near']);
    expect(r.effects.map((e) => [e.targetId, e.kind, e.value])).toEqual([
      ['near', 'restoration', 2],
      ['me', 'restoration', 2],
    ]);
    expect(r.burner.before).toEqual(health(4, 10, ['unconscious']));
    expect(r.burner.after).toEqual(health(6, 10, ['entangled']));
    expect(r.burner.events).toEqual(['healed', 'revived']);
    expect(r.burner.added).toEqual(['entangled']);
    expect(r.burner.removed).toEqual(['unconscious']);
  });
});

describe('REL-10 the downed neither build nor burn', () => {
  it('Build Resonance is refused while Dying; the GM may override', () => {
    const request = { resonance: 2, economy: freshEconomy(), conditions: ['dying'] };
    expect(buildResonance(request)).toMatchObject({ ok: false, reason: 'dyingCannotAct' });
    expect(buildResonance({ ...request, gmOverride: true })).toMatchObject({ ok: true, resonance: { from: 2, to: 3 } });
  });

  it('Burn is refused before any die while Unconscious; with the GM’s override it burns and rolls Backlash', () => {
    const down = burner('frontline', 2, { health: health(0, 10, ['unconscious']) });
    expect(resolveWith(resolveBurn({ burner: down }), new ScriptedDice([]))).toMatchObject({
      ok: false,
      reason: 'unconsciousCannotAct',
    });
    const r = burn({ burner: down, gmOverride: true }, [20]);
    expect(r.backlash).toMatchObject({ triggered: false });
  });
});
