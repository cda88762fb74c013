/**
 * Active Effects in difference: an Edge from an effect moves x, the TN, the exact odds and the
 * rolled outcome together; Soak and pool maxima follow effects; worn armor transfers its effect.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { hero, setSetting, sys } from '../fixtures';
import { rollCheck } from '../../../src/rulesets/difference/flows/roll-check';
import { checkDialogConfig } from '../../../src/rulesets/difference/flows/check-dialog';
import { storeMomentum } from '../../../src/rulesets/difference/flows/momentum';

const change = (key: string, value: number | string) => ({ key, mode: 2, value: String(value) });
const evaluate = (actor: Actor.Implementation) => {
  const config = checkDialogConfig(actor, { attribute: 'agility', skill: 'athletics' }, null);
  return config.evaluate(Object.fromEntries(config.fields.map((f) => [f.name, f.value])));
};

describe('difference Active Effects', () => {
  beforeEach(async () => {
    standIn.reset();
    await storeMomentum({ players: 0, gm: 0 });
    await setSetting('momentumMode', 'offered');
    await setSetting('defaultDifficulty', 4);
  });

  it('a Minor Edge on every check raises the odds and turns a failing roll into a success', async () => {
    const actor = await hero();
    const before = evaluate(actor).odds!.headline.probability;
    // Agility 3 + Athletics 2 − DR 4 = +1 → TN 39; 38 fails.
    standIn.queueFaces(38);
    expect((await rollCheck(actor, { attribute: 'agility', skill: 'athletics' }, { fastForward: true }))!.resolved.outcome).toBe(
      'failure',
    );
    await actor.createEmbeddedDocuments('ActiveEffect', [{ name: 'Inspired', changes: [change('difference.edges.all', 1)] }] as never);
    expect(evaluate(actor).odds!.headline.probability).toBeGreaterThan(before);
    standIn.queueFaces(38);
    const roll = (await rollCheck(actor, { attribute: 'agility', skill: 'athletics' }, { fastForward: true }))!;
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
          effects: [{ name: 'Blessing', changes: [change('difference.soak', 2)] }],
        },
      ],
    });
    expect((sys(actor) as unknown as { derived: { soak: number } }).derived.soak).toBe(3);
    await actor.items.find((i) => i.name === 'Blessed Coat')!.update({ 'system.equipped': false } as never);
    expect((sys(actor) as unknown as { derived: { soak: number } }).derived.soak).toBe(0);
    const max = sys(actor).vitality.max;
    await actor.createEmbeddedDocuments('ActiveEffect', [{ name: 'Hale', changes: [change('difference.vitality.max', 5)] }] as never);
    expect(sys(actor).vitality.max).toBe(max + 5);
  });
});
