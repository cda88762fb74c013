/**
 * Active Effects in countdown, on the fields Foundry applies them to: a stat change moves the
 * Difficulty, the odds and the roll; an advantage on a skill rolls two d20; Armor, carry slots and
 * max HP follow; worn armor transfers.
 */
import { rollCheck } from '../rolls';
import { beforeEach, describe, expect, it } from 'vitest';
import { checkDialog, skillCheck } from '../../../src/rulesets/countdown/flows/check';
import { rollOf } from '../../../src/rulesets/countdown/chat/post';
import type { CountdownCheckRoll } from '../../../src/rulesets/countdown/dice/check-roll';
import { character, lastMessage, skills } from '../fixtures';
import { dialogDefaults } from '../../../src/foundry/rolls/roll-dialog';
import { damageCharacter, healCharacter } from '../../../src/rulesets/countdown/flows/vitals';

const change = (key: string, value: number | string) => ({ key, mode: 2, value: String(value) });
const roll = () => rollOf(lastMessage()) as unknown as CountdownCheckRoll;
type Derived = {
  derived: { armor: number; slots: { capacity: number }; statDifficulties: Record<string, { trained: number }> };
};
const derived = (actor: unknown) => (actor as { system: Derived }).system.derived;
/** The Stealth check dialog's headline odds in bright light, with its defaults. */
const stealthOdds = (actor: Awaited<ReturnType<typeof character>>) => {
  const config = checkDialog(actor, skillCheck(actor, 'stealth'), 'bright');
  return config.evaluate(dialogDefaults(config)).odds!.headline.probability;
};

describe('countdown Active Effects', () => {
  beforeEach(() => standIn.reset());

  it('Reflex +1 lowers the Difficulty, raises the odds and changes the roll’s reading', async () => {
    const actor = await character({ stats: { reflex: 6 }, skills: skills(['stealth']) });
    const odds = () => stealthOdds(actor);
    const before = odds();
    await actor.createEmbeddedDocuments('ActiveEffect', [
      { name: 'Cat’s Grace', changes: [change('system.stats.reflex', 1)] },
    ] as never);
    // Trained Reflex 6 → Difficulty 8; Reflex 7 → 6.
    expect(derived(actor).statDifficulties.reflex!.trained).toBe(6);
    expect(odds()).toBeCloseTo(before + 2 / 20, 12);
    standIn.queueFaces(7);
    await rollCheck(actor, skillCheck(actor, 'stealth'), { fastForward: true });
    expect(roll().resolved).toMatchObject({ difficulty: 6, natural: 7 });
  });

  it('advantage on a skill from an effect rolls two d20 and keeps the higher', async () => {
    const actor = await character({ stats: { reflex: 6 }, skills: skills(['stealth']) });
    const odds = () => stealthOdds(actor);
    const single = odds();
    await actor.createEmbeddedDocuments('ActiveEffect', [
      { name: 'Cloak of Shadows', changes: [change('system.bonuses.advantage.stealth', 1)] },
    ] as never);
    // The chart reads the same two dice: the higher of two succeeds unless both fail.
    expect(odds()).toBeCloseTo(1 - (1 - single) ** 2, 12);
    standIn.queueFaces(3, 17);
    await rollCheck(actor, skillCheck(actor, 'stealth'), { fastForward: true });
    expect(roll().formula).toBe('2d20[check]');
    expect(roll().resolved).toMatchObject({ mode: 'advantage', natural: 17 });
  });

  it('worn armor’s effect adds Armor while worn; slots and max HP follow their effects', async () => {
    const actor = await character({ stats: { vigor: 5 } }, [
      {
        name: 'Warded Leather',
        type: 'countdown-armor',
        system: { catalogueId: 'leather', armor: 1, worn: true, quantity: 1 },
        effects: [{ name: 'Ward', changes: [change('system.bonuses.armor', 1)] }],
      } as never,
    ]);
    expect(derived(actor).armor).toBe(2);
    await actor.items.find((i) => i.name === 'Warded Leather')!.update({ 'system.worn': false } as never);
    expect(derived(actor).armor).toBe(0);
    const slots = derived(actor).slots.capacity;
    await actor.createEmbeddedDocuments('ActiveEffect', [
      { name: 'Mule', changes: [change('system.bonuses.slots', 2), change('system.hp.max', 3)] },
    ] as never);
    expect(derived(actor).slots.capacity).toBe(slots + 2);
    expect((actor.system as unknown as { hp: { max: number } }).hp.max).toBe(11);
  });
});

describe('countdown Active Effects and stored data', () => {
  beforeEach(() => standIn.reset());

  it('damage and healing store HP, never the max HP an effect raised', async () => {
    const actor = await character({ hp: { value: 8, max: 8 } });
    await actor.createEmbeddedDocuments('ActiveEffect', [
      { name: 'Hardy', changes: [change('system.hp.max', 3)] },
    ] as never);
    expect(actor.system.hp.max).toBe(11);
    await damageCharacter(actor, 2);
    expect(actor._source.system.hp).toEqual({ value: 6, max: 8 });
    await healCharacter(actor, 5);
    expect(actor._source.system.hp).toEqual({ value: 11, max: 8 });
    expect(actor.system.hp.max).toBe(11);
  });
});
