/**
 * A `system.` bonus written the way an effect module writes it — in the running generation's
 * change shape, through Foundry's own application — changes countdown's sheet number, its tooltip
 * and the exact odds of the roll that uses it; suppressed (its armor taken off), switched off or
 * expired, it stops. Runs on both generations (vitest.config.ts lists it).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { moduleEffect } from '../../foundry/effects/module-effect';
import { generation, trackerDurationData } from '../../../src/foundry/compat';
import { dialogDefaults } from '../../../src/foundry/rolls/roll-dialog';
import { defenseDialog, type IncomingAttack } from '../../../src/rulesets/countdown/flows/defense';
import type { CountdownCharacter } from '../../../src/rulesets/countdown/data/snapshot';
import { activeCombat } from '../../foundry/test-combat';
import { armor, character, monster, openSheet, registry, skills, weapon } from '../fixtures';

const sheetOf = async (actor: Actor.Implementation) => (await openSheet(actor)).element;
const tooltip = (root: HTMLElement, selector: string) =>
  root.querySelector<HTMLElement>(selector)!.dataset.tooltipText ?? '';

/** A goblin's 1d6 against the character. */
const GOBLIN: IncomingAttack = { attackerName: 'Goblin', damage: { count: 1, faces: 6, bonus: 0 }, darkvision: false };

/** The dodge's exact odds: the chance to avoid the hit, and the damage expected through Armor. */
function dodge(actor: CountdownCharacter) {
  const config = defenseDialog(actor, GOBLIN, 'dodge', 'bright');
  const odds = config.evaluate(dialogDefaults(config)).odds!;
  return { avoid: odds.headline.probability, taken: odds.expected![0]!.value };
}

/** What 1d6 leaves through this much Armor (at least 1, CD-2), on average. */
const d6Through = (armor: number) => [1, 2, 3, 4, 5, 6].reduce((t, n) => t + Math.max(1, n - armor), 0) / 6;

describe(`countdown: a module's system bonus, Foundry v${generation()}`, () => {
  beforeEach(() => standIn.reset());

  it('Armor: the sheet, its tooltip and the defense odds move together; taken off, it stops', async () => {
    const hero = await character({ stats: { reflex: 5 } }, [
      {
        ...armor('leather', { worn: true }),
        name: 'Warded leather',
        effects: [moduleEffect('Warding', 'system.bonuses.armor', 2, { transfer: true })],
      } as never,
    ]);
    expect(hero.system.derived.armor).toBe(3);
    const root = await sheetOf(hero);
    expect(Number(root.querySelector('.armor-value')!.textContent)).toBe(3);
    expect(tooltip(root, '.armor-value')).toBe('base 1 · Warding +2 = 3');
    const warded = dodge(hero);
    // An untrained dodge with Reflex 5 (Difficulty 15) fails 14 times in 20; a failure lets 1d6 − 3 through.
    expect(warded.avoid).toBeCloseTo(6 / 20, 12);
    expect(warded.taken).toBeCloseTo((14 / 20) * d6Through(3), 12);

    await hero.items.find((i) => i.name === 'Warded leather')!.update({ 'system.worn': false } as never);
    // The leather's 1 and the wards' 2: both gone.
    expect(hero.system.derived.armor).toBe(0);
    expect(tooltip(await sheetOf(hero), '.armor-value')).not.toContain('Warding');
    const bare = dodge(hero);
    expect(bare.avoid).toBeCloseTo(warded.avoid, 12);
    expect(bare.taken).toBeCloseTo((14 / 20) * d6Through(0), 12);
  });

  it('advantage on a skill: the Effects tab reads it, the check’s odds take it; expired, it stops', async () => {
    const hero = await character({ stats: { reflex: 6 }, skills: skills(['stealth']) });
    const goblin = await monster();
    const combat = activeCombat([hero, goblin]) as unknown as {
      startCombat(): Promise<unknown>;
      nextTurn(): Promise<unknown>;
      round: number;
      turn: number;
    };
    await combat.startCombat();
    const odds = () => registry.rollablesOf(hero).find((r) => r.key === 'skill.stealth')!.odds!()!.headline.probability;
    const plain = odds();
    // Trained Reflex 6: Difficulty 8, 13 faces of 20.
    expect(plain).toBeCloseTo(13 / 20, 12);
    await hero.createEmbeddedDocuments('ActiveEffect', [
      moduleEffect(
        'Shadowed',
        'system.bonuses.advantage.stealth',
        1,
        trackerDurationData(1, combat.round, combat.turn),
      ),
    ] as never);
    expect(odds()).toBeCloseTo(1 - (7 / 20) ** 2, 12);
    const row = [...(await sheetOf(hero)).querySelectorAll('.manifold-effects-numbers tr')].find(
      (r) => r.querySelector('th')!.textContent === 'Stealth',
    )!;
    expect(row.querySelector('td')!.textContent).toBe('advantage');
    expect(row.getAttribute('data-tooltip-text')).toBe('Shadowed: advantage');

    await combat.nextTurn();
    await combat.nextTurn();
    expect([...hero.effects]).toHaveLength(0);
    expect(odds()).toBeCloseTo(plain, 12);
  });

  it('a monster’s Armor: its sheet, its tooltip and the odds of an attack on it; switched off, it stops', async () => {
    const hero = await character({ stats: { vigor: 5 } }, [weapon('mace', { equipped: true })]);
    const goblin = await monster({ armor: 1 });
    await goblin.createEmbeddedDocuments('ActiveEffect', [
      moduleEffect('Barkskin', 'system.bonuses.armor', 2),
    ] as never);
    const root = await sheetOf(goblin);
    // The input keeps the printed Armor (a save never writes the bonus in); the tooltip tells the total.
    expect(root.querySelector<HTMLInputElement>('input[name="system.armor"]')!.value).toBe('1');
    expect(tooltip(root, 'input[name="system.armor"]')).toBe('base 1 · Barkskin +2 = 3');
    (game.user as unknown as { targets: unknown }).targets = new Set([{ actor: goblin }]);
    const attack = () => registry.rollablesOf(hero).find((r) => r.key.startsWith('attack.'))!.odds!()!;
    const barked = attack();
    await [...goblin.effects][0]!.update({ disabled: true } as never);
    expect(tooltip(await sheetOf(goblin), 'input[name="system.armor"]')).toBe('');
    const bare = attack();
    (game.user as unknown as { targets: unknown }).targets = undefined;
    // The same chance to hit; each ordinary hit's die loses 2 more to Armor (a natural 20 ignores it).
    expect(barked.headline.probability).toBeCloseTo(bare.headline.probability, 12);
    const hit = bare.headline.probability;
    const natural20 = 1 / 20;
    const mace = (armor: number) => (hit - natural20) * d6Through(armor) + natural20 * 6;
    expect(bare.expected![0]!.value).toBeCloseTo(mace(1), 12);
    expect(barked.expected![0]!.value).toBeCloseTo(mace(3), 12);
  });
});
