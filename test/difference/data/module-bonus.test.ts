/**
 * A `system.` bonus written the way an effect module writes it — in the running generation's
 * change shape, through Foundry's own application — changes difference's sheet number, its
 * tooltip and what the rules do with it: the Soak taken off an attack's damage, the exact odds of
 * a check given an Edge. Suppressed (its armor taken off) or expired, it stops. Runs on both
 * generations (vitest.config.ts lists it).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { moduleEffect, renderedSheet } from '../../foundry/effects/module-effect';
import { generation, trackerDurationData } from '../../../src/foundry/compat';
import { takeDamage } from '../../../src/rulesets/difference/flows/health';
import { checkDialogDefaults, hero, resetChecks, rollAgility, sys } from '../fixtures';
import { activeCombat } from '../../foundry/test-combat';

const sheetOf = renderedSheet;

const SOAK = '[data-effect-key="system.bonuses.soak"]';
const soakShown = (root: HTMLElement) => Number(root.querySelector(`${SOAK} strong`)!.textContent);
const soakTooltip = (root: HTMLElement) => root.querySelector<HTMLElement>(SOAK)!.dataset.tooltipText ?? '';

/** The Effects tab's row for a number: what it shows and its tooltip. */
function numberRow(root: HTMLElement, label: string) {
  const row = [...root.querySelectorAll('.manifold-effects-numbers tr')].find(
    (r) => r.querySelector('th')!.textContent === label,
  );
  return row ? { total: row.querySelector('td')!.textContent, tooltip: row.getAttribute('data-tooltip-text') } : null;
}

const odds = (actor: Actor.Implementation) => {
  const { config, values } = checkDialogDefaults(actor);
  return config.evaluate(values).odds!.headline.probability;
};

describe(`difference: a module's system bonus, Foundry v${generation()}`, () => {
  beforeEach(resetChecks);

  it('Soak: the sheet, its tooltip and the damage an attack deals move together; taken off, it stops', async () => {
    const ilsa = await hero({
      system: { damageReduction: 1 },
      items: [
        {
          name: 'Warded Coat',
          type: 'difference-armor',
          system: { soak: 1, equipped: true },
          effects: [moduleEffect('Warding', 'system.bonuses.soak', 2, { transfer: true })],
        },
      ],
    });
    // Armor 1 + Damage Reduction 1, then the ward's +2.
    expect(sys(ilsa).derived.soak).toBe(4);
    const root = await sheetOf(ilsa);
    expect(soakShown(root)).toBe(4);
    expect(soakTooltip(root)).toMatch(/ — base 2 · Warding \+2 = 4$/);
    const warded = await takeDamage(ilsa, { pool: 'vitality', amount: 5, fromAttack: true });
    expect([warded.soaked, warded.dealt]).toEqual([4, 1]);

    await ilsa.items.find((i) => i.name === 'Warded Coat')!.update({ 'system.equipped': false } as never);
    // The coat's Soak and its ward are both gone: Damage Reduction alone is left.
    expect(sys(ilsa).derived.soak).toBe(1);
    const bare = await sheetOf(ilsa);
    expect(soakShown(bare)).toBe(1);
    expect(soakTooltip(bare)).not.toContain('Warding');
    const unwarded = await takeDamage(ilsa, { pool: 'vitality', amount: 5, fromAttack: true });
    expect([unwarded.soaked, unwarded.dealt]).toEqual([1, 4]);
  });

  it('an Edge on every check: the Effects tab, the exact odds and the roll move together until it expires', async () => {
    const ilsa = await hero();
    const foe = await hero({ name: 'Foe', type: 'difference-npc' });
    // The odds a Minor Edge (+1 to x, §1.4) gives: those of a twin whose Athletics is one higher.
    const twin = await hero({ name: 'Twin', system: { skills: { athletics: 3, evasion: 1, crafting: 3 } } });
    const plain = odds(ilsa);
    const edged = odds(twin);
    expect(edged).toBeGreaterThan(plain);

    const combat = activeCombat([ilsa, foe]) as unknown as {
      startCombat(): Promise<unknown>;
      nextTurn(): Promise<unknown>;
      round: number;
      turn: number;
    };
    await combat.startCombat();
    await ilsa.createEmbeddedDocuments('ActiveEffect', [
      moduleEffect('Inspired', 'system.bonuses.edges.all', 1, trackerDurationData(1, combat.round, combat.turn)),
    ] as never);
    expect(odds(ilsa)).toBeCloseTo(edged, 12);
    expect(numberRow(await sheetOf(ilsa), 'Every check')).toEqual({ total: 'Edge +1', tooltip: 'Inspired: Edge +1' });
    // Agility 3 + Athletics 2 − DR 4 = +1, and the Edge's +1 → x 2: 38 succeeds.
    standIn.queueFaces(38);
    const roll = (await rollAgility(ilsa))!;
    expect(roll.resolved.assessment.x).toBe(2);
    expect(roll.resolved.outcome).toBe('success');

    await combat.nextTurn();
    await combat.nextTurn(); // round 2, the turn it began on: one round has passed
    expect([...ilsa.effects].map((e) => e.name)).not.toContain('Inspired');
    expect(odds(ilsa)).toBeCloseTo(plain, 12);
    expect(numberRow(await sheetOf(ilsa), 'Every check')).toBeNull();
    standIn.queueFaces(38);
    expect((await rollAgility(ilsa))!.resolved.outcome).toBe('failure');
  });

  it('a pool maximum: the bar and the tooltip follow it, the input keeps the stored number; disabled, it stops', async () => {
    const ilsa = await hero({ system: { vitality: { value: 10, max: 10 } } });
    const [effect] = (await ilsa.createEmbeddedDocuments('ActiveEffect', [
      moduleEffect('Hale', 'system.vitality.max', 10),
    ] as never)) as ActiveEffect.Implementation[];
    expect(sys(ilsa).vitality.max).toBe(20);
    const root = await sheetOf(ilsa);
    const max = root.querySelector<HTMLInputElement>('input[name="system.vitality.max"]')!;
    expect(max.value).toBe('10');
    expect(max.dataset.tooltipText).toBe('base 10 · Hale +10 = 20');
    expect(root.querySelector<HTMLElement>('.pool-vitality .dh-bar span')!.style.width).toBe('50%');

    await effect!.update({ disabled: true } as never);
    expect(sys(ilsa).vitality.max).toBe(10);
    const after = await sheetOf(ilsa);
    expect(after.querySelector<HTMLElement>('input[name="system.vitality.max"]')!.dataset.tooltipText).toBeUndefined();
    expect(after.querySelector<HTMLElement>('.pool-vitality .dh-bar span')!.style.width).toBe('100%');
  });
});
