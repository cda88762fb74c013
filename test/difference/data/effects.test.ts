/**
 * Active Effects in difference, on the fields of the actor's data: an Edge from an effect moves x,
 * the TN, the exact odds and the rolled outcome together; Soak and pool maxima follow effects;
 * worn armor transfers its effect.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { checkDialogDefaults, hero, resetChecks, rollAgility, sys } from '../fixtures';
import { registry } from '../../../src/foundry/registry';
import { effectReportOf } from '../../../src/foundry/effects/list';

const change = (key: string, value: number | string) => ({ key, mode: 2, value: String(value) });
const evaluate = (actor: Actor.Implementation) => {
  const { config, values } = checkDialogDefaults(actor);
  return config.evaluate(values);
};

describe('difference Active Effects', () => {
  beforeEach(resetChecks);

  it('a Minor Edge on every check raises the odds and turns a failing roll into a success', async () => {
    const actor = await hero();
    const before = evaluate(actor).odds!.headline.probability;
    // Agility 3 + Athletics 2 − DR 4 = +1 → TN 39; 38 fails.
    standIn.queueFaces(38);
    expect((await rollAgility(actor))!.resolved.outcome).toBe('failure');
    await actor.createEmbeddedDocuments('ActiveEffect', [
      { name: 'Inspired', changes: [change('system.bonuses.edges.all', 1)] },
    ] as never);
    expect(evaluate(actor).odds!.headline.probability).toBeGreaterThan(before);
    // A Minor Edge is +1 to x (§1.4): exactly the odds of a twin whose Athletics is one higher.
    const twin = await hero({ name: 'Twin', system: { skills: { athletics: 3, evasion: 1, crafting: 3 } } });
    expect(evaluate(actor).odds!.headline.probability).toBeCloseTo(evaluate(twin).odds!.headline.probability, 12);
    standIn.queueFaces(38);
    const roll = (await rollAgility(actor))!;
    expect(roll.resolved.assessment.x).toBe(2);
    expect(roll.resolved.outcome).toBe('success');
  });

  it('Soak and Vitality maximum follow effects; worn armor’s effect stops when it is taken off', async () => {
    const actor = await hero({
      items: [
        {
          name: 'Blessed Coat',
          type: 'difference-armor',
          system: { soak: 1, equipped: true },
          effects: [{ name: 'Blessing', changes: [change('system.bonuses.soak', 2)] }],
        },
      ],
    });
    expect(sys(actor).derived.soak).toBe(3);
    await actor.items.find((i) => i.name === 'Blessed Coat')!.update({ 'system.equipped': false } as never);
    expect(sys(actor).derived.soak).toBe(0);
    const max = sys(actor).vitality.max;
    await actor.createEmbeddedDocuments('ActiveEffect', [
      { name: 'Hale', changes: [change('system.vitality.max', 5)] },
    ] as never);
    expect(sys(actor).vitality.max).toBe(max + 5);
  });

  it('a change past its field’s bounds is refused and reported; Soak never drops below 0', async () => {
    const actor = await hero({ system: { damageReduction: 1 } });
    const before = evaluate(actor).odds!.headline.probability;
    const max = sys(actor).vitality.max;
    await actor.createEmbeddedDocuments('ActiveEffect', [
      // Past an Overwhelming Edge (§1.4), and a maximum below 0: each refused, the number kept.
      { name: 'Too Lucky', changes: [change('system.bonuses.edges.all', 4)] },
      { name: 'Withered', changes: [change('system.vitality.max', -(max + 1))] },
      { name: 'Brittle', changes: [change('system.bonuses.soak', -5)] },
    ] as never);
    expect(sys(actor).bonuses.edges.all).toBe(0);
    expect(evaluate(actor).odds!.headline.probability).toBeCloseTo(before, 12);
    expect(sys(actor).vitality.max).toBe(max);
    // −5 is a bonus the field takes; the Soak it leaves is held at 0.
    expect(sys(actor).derived.soak).toBe(0);
    const report = effectReportOf(actor, registry.get('difference'))!;
    expect(report.ignored.map((i) => [i.effect, i.reason])).toEqual([
      ['Too Lucky', 'outOfBounds'],
      ['Withered', 'outOfBounds'],
    ]);
    expect(report.sources['system.bonuses.soak']).toMatchObject({ base: 0, total: -5, bonus: true });
  });
});
