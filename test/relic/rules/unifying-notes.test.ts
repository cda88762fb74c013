/**
 * relic.md "Unifying Notes (Fixing All Conflicts)": each note played out with scripted dice through
 * the engine, the way the glue will chain the calls.
 */
import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../src/core';
import {
  aid,
  applyDamage,
  buildResonance,
  formationState,
  freshEconomy,
  resolveActivation,
  resolveAttack,
  resolveAttributeTest,
  resolveBurn,
  restoreHp,
  startTurnHealth,
  type HealthState,
} from '../../../src/rulesets/relic/rules';
import { enemyAttack, health, scripted } from './fixtures';
import { resolveWith } from '../../../src/core';

describe('Unifying Notes', () => {
  it('Aid contradictions: Aid only on Unconscious targets, one unified cost (2, Swift Aid 1)', () => {
    // An enemy blade (1d10, FIT +2) drops a 4-HP seeker in the frontline to 0.
    const blade = enemyAttack({
      weapon: { tag: 'heavy', weaponClass: 'heavy' },
      target: { side: 'seeker', ac: 12, resistance: 0, row: 'frontline' },
    });
    const hit = scripted([15, 2], (d) => resolveWith(resolveAttack(blade), d));
    expect(hit.apply.damage).toBe(4);
    const fallen = applyDamage(health(4, 10), hit.apply.damage).after;
    expect(fallen.conditions).toEqual(['unconscious']);

    const aider = { economy: freshEconomy(), features: [] };
    expect(aid({ aider, target: health(4, 10) })).toMatchObject({ ok: false, reason: 'aidNeedsUnconscious' });
    const aided = aid({ aider, target: fallen });
    expect(aided).toMatchObject({ ok: true, amount: 1, actions: { cost: 2 } });
    expect(aided.ok && aided.target.after).toEqual(health(1, 10));
    const swift = aid({ aider: { economy: freshEconomy(), features: ['swiftAid'] }, target: fallen });
    expect(swift).toMatchObject({ ok: true, actions: { cost: 1 } });
  });

  it('Stunned no longer breaks formation', () => {
    // The lone frontliner Burns 3 Resonance and rolls a 2 for Backlash: Stunned.
    const burned = scripted([2], (d) =>
      resolveWith(
        resolveBurn({
          burner: {
            id: 'wall',
            role: 'frontline',
            resonance: 3,
            row: 'frontline',
            economy: freshEconomy(),
            health: health(9, 9),
          },
        }),
        d,
      ),
    );
    expect(burned.ok && burned.burner.after.conditions).toEqual(['stunned']);
    const formation = formationState([
      { id: 'wall', row: 'frontline', conditions: burned.ok ? burned.burner.after.conditions : [] },
      { id: 'archer', row: 'backline', conditions: [] },
    ]);
    expect(formation.broken).toBe(false);
    // So enemy archers still take –2 against the backline, and get no +1.
    const shot = scripted([14, 3], (d) =>
      resolveWith(resolveAttack(enemyAttack({ formationBroken: formation.broken })), d),
    );
    expect(shot.modifiers).toEqual([{ id: 'backlineRanged', value: -2 }]);
  });

  it('Relics do not use DN: the same total reads the activation table, not a DN', () => {
    // Natural 11 + WIS 3 = 14: a Hard (DN 15) test fails, the relic activates with Success.
    const test = scripted([11], (d) =>
      resolveWith(resolveAttributeTest({ attributes: { wis: 3 }, attribute: 'wis', difficulty: 'hard' }), d),
    );
    const relic = scripted([11], (d) =>
      resolveWith(resolveActivation({ attributes: { wis: 3 }, attribute: 'wis', synchronized: false }), d),
    );
    expect(test).toMatchObject({ total: 14, outcome: 'failure' });
    expect(relic).toMatchObject({ total: 14, tier: 'success' });
    expect(relic).not.toHaveProperty('dn');
  });

  it('Temporary Unconscious added as a special condition: Backlash at 5 Resonance', () => {
    const burn = (faces: number[]) =>
      scripted(faces, (d) =>
        resolveWith(
          resolveBurn({
            burner: {
              id: 'mender',
              role: 'support',
              resonance: 5,
              row: 'backline',
              economy: freshEconomy(),
              health: health(7, 9),
            },
            party: [],
          }),
          d,
        ),
      );
    const r = burn([5]);
    expect(r.ok && r.backlash).toEqual({ die: 5, threshold: 5, triggered: true, condition: 'unconsciousOneRound' });
    const out = r.ok ? r.burner.after : (undefined as unknown as HealthState);
    expect(out).toEqual(health(7, 9, ['unconsciousOneRound']));
    // Undisturbed, it ends at the start of the burner's next turn.
    expect(startTurnHealth(out).after).toEqual(health(7, 9));
    // Treated as Unconscious: damaged first, it does not end — it becomes Dying.
    expect(startTurnHealth(applyDamage(out, 1).after).after).toEqual(health(6, 9, ['dying']));
    // The formation counts it as down.
    expect(formationState([{ id: 'mender', row: 'frontline', conditions: out.conditions }]).reasons).toEqual([
      'frontlineDown',
    ]);
  });

  it('Preserver revival clarified re: Dying: Preserver features stop collapse but do not affect Dying', () => {
    expect(restoreHp(health(0, 10, ['unconscious']), 2, 'preserver')).toMatchObject({ ok: true, after: health(2, 10) });
    expect(restoreHp(health(0, 10, ['dying']), 2, 'preserver')).toMatchObject({
      ok: false,
      reason: 'cannotReviveDying',
    });
    // Steady Hands adds to Aid, which never reaches Dying either.
    expect(
      aid({ aider: { economy: freshEconomy(), features: ['steadyHands'] }, target: health(0, 10, ['dying']) }),
    ).toMatchObject({
      ok: false,
      reason: 'aidCannotReviveDying',
    });
    // A relic that restores HP does.
    expect(restoreHp(health(0, 10, ['dying']), 2, 'relic')).toMatchObject({ ok: true, after: health(2, 10) });
  });

  it('Forced movement clarified: only forced movement (not Stunned) breaks a standing frontline', () => {
    const members = [
      { id: 'wall', row: 'frontline', conditions: ['stunned'] },
      { id: 'archer', row: 'backline', conditions: [] },
    ];
    expect(formationState(members, false).broken).toBe(false);
    const pushed = formationState(members, true);
    expect(pushed).toMatchObject({ broken: true, reasons: ['forcedMovement'] });
    // Enemy archers now get +1 and ignore the backline penalty.
    const shot = scripted([12, 4], (d) =>
      resolveWith(resolveAttack(enemyAttack({ formationBroken: pushed.broken })), d),
    );
    expect(shot.modifiers).toEqual([{ id: 'formationBroken', value: 1 }]);
    expect(shot).toMatchObject({ total: 14, outcome: 'hit' });
  });

  it('Resonance/Burn action economy unified: both cost 2 actions always', () => {
    const built = buildResonance({ resonance: 0, economy: freshEconomy() });
    expect(built).toMatchObject({ ok: true, actions: { cost: 2, after: { actions: 0 } } });
    expect(buildResonance({ resonance: 0, economy: { actions: 1, reactions: 1 } })).toMatchObject({
      reason: 'notEnoughActions',
    });
    const burner = { id: 'x', role: 'striker', resonance: 1, row: 'frontline', health: health(5, 5) };
    expect(
      resolveWith(resolveBurn({ burner: { ...burner, economy: { actions: 1, reactions: 1 } } }), new ScriptedDice([])),
    ).toMatchObject({
      reason: 'notEnoughActions',
    });
    const burned = scripted([20], (d) =>
      resolveWith(resolveBurn({ burner: { ...burner, economy: freshEconomy() } }), d),
    );
    expect(burned).toMatchObject({ ok: true, actions: { cost: 2, after: { actions: 0 } } });
  });
});
