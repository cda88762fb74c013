/** §1.4 Edges & Setbacks: sizes, cancellation, the ±3 cap and "exceeds cap" (DIF-2). */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { text } from '../../../src/core';
import {
  edge,
  expiringModifiers,
  modifierMagnitude,
  netEdges,
  setback,
  type ModifierSize,
  type SituationalModifier,
} from '../../../src/rulesets/difference/rules';

const src = (name: string) => text(name);

describe('§1.4 sizes', () => {
  it('Minor ±1, Major ±2, Overwhelming ±3', () => {
    expect(netEdges([edge(src('a'), 'minor')]).net).toBe(1);
    expect(netEdges([edge(src('a'), 'major')]).net).toBe(2);
    expect(netEdges([edge(src('a'), 'overwhelming')]).net).toBe(3);
    expect(netEdges([setback(src('a'), 'minor')]).net).toBe(-1);
    expect(netEdges([setback(src('a'), 'major')]).net).toBe(-2);
    expect(netEdges([setback(src('a'), 'overwhelming')]).net).toBe(-3);
  });

  it('a numeric size counts its steps and is named when it is one of the three sizes', () => {
    const total = netEdges([setback(src('Exhausted'), 2)]);
    expect(total.modifiers[0]).toMatchObject({ kind: 'setback', size: 'major', value: -2 });
    expect(netEdges([setback(src('x'), 4)]).modifiers[0]!.size).toBeNull();
    expect(modifierMagnitude(-3)).toBe(0);
    expect(modifierMagnitude(Number.NaN)).toBe(0);
    expect(modifierMagnitude('constructor' as never)).toBe(0);
  });
});

describe('§1.4 cancellation and cap (DIF-2)', () => {
  it('Edges and Setbacks cancel one for one, each listed by source', () => {
    const total = netEdges([
      edge(src('High ground'), 'major'),
      setback(src('Rain'), 'minor'),
      setback(src('Wounded arm'), 'minor'),
    ]);
    expect(total).toMatchObject({ edges: 2, setbacks: 2, cancelled: 2, uncapped: 0, net: 0, capped: false });
    expect(total.modifiers.map((m) => [m.source, m.value])).toEqual([
      [src('High ground'), 2],
      [src('Rain'), -1],
      [src('Wounded arm'), -1],
    ]);
  });

  it('cancellation happens before the cap: +5 −2 nets +3, not +1', () => {
    const total = netEdges([edge(src('a'), 'overwhelming'), edge(src('b'), 'major'), setback(src('c'), 'major')]);
    expect(total).toMatchObject({ uncapped: 3, net: 3, capped: false });
  });

  it('the net is capped at +3 and −3', () => {
    expect(netEdges([edge(src('a'), 'overwhelming'), edge(src('b'), 'major')])).toMatchObject({
      uncapped: 5,
      net: 3,
      capped: true,
      exceedsCap: false,
    });
    expect(netEdges([setback(src('a'), 'overwhelming'), setback(src('b'), 'minor')])).toMatchObject({
      uncapped: -4,
      net: -3,
      capped: true,
    });
  });

  it('a source marked "exceeds cap" lifts the cap in its own direction only', () => {
    const up = netEdges([edge(src('Talent'), 'major', { exceedsCap: true }), edge(src('b'), 'overwhelming')]);
    expect(up).toMatchObject({ uncapped: 5, net: 5, capped: false, exceedsCap: true });
    // An exceeding Edge does not let Setbacks go past −3.
    const down = netEdges([
      edge(src('Talent'), 'minor', { exceedsCap: true }),
      setback(src('b'), 'overwhelming'),
      setback(src('c'), 'overwhelming'),
    ]);
    expect(down).toMatchObject({ uncapped: -5, net: -3, capped: true, exceedsCap: false });
    const curse = netEdges([setback(src('Curse'), 'overwhelming', { exceedsCap: true }), setback(src('b'), 'major')]);
    expect(curse).toMatchObject({ net: -5, exceedsCap: true });
  });

  it('the cap is a parameter (§1.4 "by default")', () => {
    const mods = [edge(src('a'), 'overwhelming'), edge(src('b'), 'major')];
    expect(netEdges(mods, 4).net).toBe(4);
    expect(netEdges(mods, 0).net).toBe(0);
    expect(netEdges(mods, Number.NaN).net).toBe(3);
  });

  const arbModifier: fc.Arbitrary<SituationalModifier> = fc.record({
    source: fc.constant(src('s')),
    kind: fc.constantFrom('edge' as const, 'setback' as const),
    size: fc.oneof(fc.constantFrom<ModifierSize>('minor', 'major', 'overwhelming'), fc.integer({ min: 0, max: 6 })),
    exceedsCap: fc.boolean(),
  });

  it('property: without "exceeds cap" the net is the clamped sum; with it, never nearer zero than the cap allows', () => {
    fc.assert(
      fc.property(fc.array(arbModifier, { maxLength: 8 }), (mods) => {
        const plain = mods.map((m) => ({ ...m, exceedsCap: false }));
        const total = netEdges(plain);
        const sum = total.edges - total.setbacks;
        expect(total.net).toBe(Math.max(-3, Math.min(3, sum)));
        expect(total.cancelled).toBe(Math.min(total.edges, total.setbacks));
        const lifted = netEdges(mods);
        expect(Math.abs(lifted.net)).toBeGreaterThanOrEqual(Math.abs(total.net));
        expect(Math.sign(lifted.net) * Math.sign(sum)).toBeGreaterThanOrEqual(0);
        expect(Math.abs(lifted.net)).toBeLessThanOrEqual(Math.abs(sum));
      }),
    );
  });

  it('property: the order of the sources does not matter', () => {
    fc.assert(
      fc.property(fc.array(arbModifier, { maxLength: 8 }), (mods) => {
        expect(netEdges([...mods].reverse()).net).toBe(netEdges(mods).net);
      }),
    );
  });
});

describe('§1.4 scope', () => {
  it('one-roll modifiers expire after the roll; persistent ones (conditions) do not', () => {
    expect(
      expiringModifiers([
        edge(src('Aim'), 'minor', { id: 'aim' }),
        setback(src('Restrained'), 'minor', { id: 'cond', persistent: true }),
        edge(src('No id'), 'minor'),
      ]),
    ).toEqual(['aim']);
  });
});
