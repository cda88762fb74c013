/** CD-8 light is what the party carries; CD-9 time passes on its own (rests, travel days, the campfire). */
import { describe, expect, it } from 'vitest';
import { resolveWith, ScriptedDice } from '../../../src/core';
import {
  LIGHT_SOURCES,
  TRAVEL_DAY_HOURS,
  advanceExploration,
  buildCampfire,
  countdownResource,
  outOfLight,
  readExploration,
  sightLight,
  startingDie,
  triggerCountdown,
  type ExplorationState,
} from '../../../src/rulesets/countdown/rules';
import { ok } from './helpers';

describe('CD-8 light is what the party carries', () => {
  it('when the last lit source runs out the party is out of light; another lit source keeps it lit', () => {
    expect(outOfLight([{ lit: false }, { lit: false }])).toBe(true);
    expect(outOfLight([])).toBe(true);
    expect(outOfLight([{ lit: false }, { lit: true }])).toBe(false);
  });

  it('sight checks are in total darkness while out of light, whatever the scene says; else the scene’s light', () => {
    expect(sightLight('bright', true)).toBe('dark');
    expect(sightLight('dim', false)).toBe('dim');
    expect(sightLight('bright', false)).toBe('bright');
  });

  it('a torch that runs out: a 1 on its last cd4 exhausts it (scripted), and the party is then out of light', () => {
    const burnt = ok(resolveWith(triggerCountdown({ die: 4 }), new ScriptedDice([1])));
    expect(burnt.state.die).toBeNull();
    expect(burnt.result.exhausted).toBe(true);
    expect(outOfLight([{ lit: burnt.state.die !== null }])).toBe(true);
  });

  it('the Light spell is a light source on its duration die, which counts down like any countdown die', () => {
    expect(LIGHT_SOURCES.find((s) => s.id === 'lightSpell')).toMatchObject({
      radius: 'near',
      countdown: 'spellDuration',
    });
    const held = ok(resolveWith(triggerCountdown({ die: 6 }), new ScriptedDice([4])));
    expect(held.state.die).toBe(6);
    const stepped = ok(resolveWith(triggerCountdown(held.state), new ScriptedDice([1])));
    expect(stepped.state.die).toBe(4);
  });
});

describe('CD-9 time passes on its own', () => {
  const overland = (hoursToday = 0): ExplorationState => ({ ...readExploration({ unit: 'hour' }), hoursToday });

  it('each day of overland travel triggers the rations: the 24th hour does, the others do not', () => {
    let state = overland();
    const dayEnds: number[] = [];
    for (let hour = 1; hour <= 2 * TRAVEL_DAY_HOURS; hour++) {
      const step = ok(advanceExploration(state));
      if (step.triggerRations) dayEnds.push(hour);
      expect(step.triggerLight).toBe(false);
      state = step.state;
    }
    expect(dayEnds).toEqual([24, 48]);
  });

  it('a world with a shorter travel day triggers rations at its length; dungeon turns never do', () => {
    const step = ok(advanceExploration(overland(7), 8));
    expect(step).toMatchObject({ triggerRations: true, state: { hoursToday: 0 } });
    expect(ok(advanceExploration(readExploration({ unit: 'turn' }))).triggerRations).toBe(false);
  });

  it('the hours of a day survive a stored state read back (hostile values clamp)', () => {
    expect(readExploration({ unit: 'hour', hoursToday: 23 }).hoursToday).toBe(23);
    expect(readExploration({ unit: 'hour', hoursToday: 'x' }).hoursToday).toBe(0);
    expect(readExploration({ unit: 'hour', hoursToday: 99 }).hoursToday).toBe(TRAVEL_DAY_HOURS - 1);
  });

  it('a campfire leaves the remaining torches at the starting die of their new quantity (CD-6)', () => {
    const torch = countdownResource('torch')!.baseDie;
    expect(ok(buildCampfire(5)).state).toEqual({ torchesLeft: 2, torchDie: startingDie(2, torch) });
    expect(ok(buildCampfire(5)).state.torchDie).toBe(8);
    expect(ok(buildCampfire(4)).state).toEqual({ torchesLeft: 1, torchDie: 6 });
    expect(ok(buildCampfire(3)).state).toEqual({ torchesLeft: 0, torchDie: null });
  });
});
