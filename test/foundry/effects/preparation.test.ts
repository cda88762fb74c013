/**
 * The effect ledger reads the effects Foundry's own `applyActiveEffects` walked in the same
 * preparation (src/foundry/effects/preparation.ts): one walk over the actor's and its items'
 * effects per phase of a preparation, never a stale list, and a walk of its own when Foundry's was not seen.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { walkedEffects } from '../../../src/foundry/effects/preparation';
import { generation } from '../../../src/foundry/compat';
import { readChanges, writeChanges } from '../../../src/foundry/effects/changes';
import { StandInActor } from '../../foundry-stand-in/documents';
import { itemNamed, seeker, state } from '../../relic/fixtures';

const change = (key: string, value: number) => ({ key, mode: 2, value: String(value) });
const wardedLeathers = {
  name: 'Warded Leathers',
  type: 'relic-armor',
  system: { kind: 'light', equipped: true },
  effects: [{ name: 'Warding', changes: [change('relic.ac', 1)], transfer: true }],
};

/** Counts the walks of Foundry's own Actor#allApplicableEffects while `run` runs. */
function countWalks(run: () => void): number {
  const proto = StandInActor.prototype as unknown as { allApplicableEffects(): Generator<unknown> };
  const original = proto.allApplicableEffects;
  let walks = 0;
  proto.allApplicableEffects = function* (this: StandInActor) {
    walks++;
    yield* original.call(this);
  };
  try {
    run();
  } finally {
    proto.allApplicableEffects = original;
  }
  return walks;
}

describe('the ledger shares Foundry’s walk of the applicable effects', () => {
  beforeEach(() => standIn.reset());

  it('one preparation walks the actor’s and its items’ effects once per phase, and the ledger sees what Foundry applied', async () => {
    const oren = await seeker('Oren', {}, { items: [wardedLeathers as never] });
    await oren.createEmbeddedDocuments('ActiveEffect', [
      { name: 'Ring of Warding', changes: [change('relic.ac', 1)] },
    ] as never);
    const withBoth = state(oren).ac;
    // Foundry walks once per effect phase (v14 has two: initial and final); the ledger adds no walk.
    expect(countWalks(() => oren.prepareData())).toBe(generation() >= 14 ? 2 : 1);
    expect(state(oren).ac).toBe(withBoth);
    // Only the effects that carry changes are kept for the ledger (statuses give it nothing to read).
    const kept = walkedEffects(oren)!.map((e) => (e as { name: string }).name);
    expect(kept.sort()).toEqual(['Ring of Warding', 'Warding']);
    expect(walkedEffects(oren)!.every((e) => readChanges(e).length > 0)).toBe(true);
  });

  it('a new, changed or removed effect counts from the next preparation on: the list is never stale', async () => {
    const oren = await seeker('Oren', {}, { items: [wardedLeathers as never] });
    const worn = state(oren).ac;
    const [ring] = (await oren.createEmbeddedDocuments('ActiveEffect', [
      { name: 'Ring of Warding', changes: [change('relic.ac', 1)] },
    ] as never)) as unknown as ActiveEffect.Implementation[];
    expect(state(oren).ac).toBe(worn + 1);
    await ring!.update(
      writeChanges([{ key: 'relic.ac', mode: 'add', value: '2', priority: null }], generation()) as never,
    );
    expect(state(oren).ac).toBe(worn + 2);
    // Taken off: the armor (light, +1) and its effect stop together.
    await itemNamed(oren, 'Warded Leathers').update({ 'system.equipped': false } as never);
    expect(state(oren).ac).toBe(worn + 2 - 1 - 1);
    await oren.deleteEmbeddedDocuments('ActiveEffect', [ring!.id!]);
    expect(state(oren).ac).toBe(worn - 1 - 1);
  });

  it('a walk outside Foundry’s effect step (a sheet listing effects) does not replace the prepared list', async () => {
    const oren = await seeker('Oren', {}, { items: [wardedLeathers as never] });
    const prepared = walkedEffects(oren);
    expect([...oren.allApplicableEffects()].length).toBeGreaterThan(0);
    expect(walkedEffects(oren)).toBe(prepared);
  });

  it('when Foundry’s effect step does not walk through the actor’s method, the ledger walks on its own', async () => {
    const oren = await seeker('Oren', {}, { items: [wardedLeathers as never] });
    const worn = state(oren).ac;
    const actor = oren as unknown as { applyActiveEffects(): void; allApplicableEffects(): Generator<unknown> };
    const base = StandInActor.prototype as unknown as { allApplicableEffects(): Generator<unknown> };
    // A Foundry whose application reads the effects some other way: our method is never called there.
    const own = actor.allApplicableEffects;
    actor.allApplicableEffects = function* () {
      yield* base.allApplicableEffects.call(oren);
    };
    oren.prepareData();
    actor.allApplicableEffects = own;
    expect(walkedEffects(oren)).toBeNull();
    expect(state(oren).ac).toBe(worn);
  });
});
