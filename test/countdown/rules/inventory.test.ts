import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ammunitionSlots,
  buildCampfire,
  capacity,
  coinSlots,
  CRAWLING_KIT,
  fewestCoins,
  gearRow,
  lightAt,
  pay,
  purseInCopper,
  slotUsage,
  weaponRow,
  lineForRef,
  startingGear,
  type ItemRef,
} from '../../../src/rulesets/countdown/rules';
import { ok } from './helpers';

describe('carry capacity and slots', () => {
  it('capacity is Vigor + 5', () => {
    for (let vigor = 1; vigor <= 10; vigor++) expect(capacity(vigor)).toBe(vigor + 5);
  });

  it('coins: 100 per slot, the first 100 free', () => {
    const table: [number, number][] = [
      [0, 0],
      [100, 0],
      [101, 1],
      [200, 1],
      [201, 2],
      [1000, 9],
    ];
    for (const [coins, slots] of table) expect(coinSlots(coins)).toBe(slots);
  });

  it('arrows/bolts: 20 per slot', () => {
    const table: [number, number][] = [
      [0, 0],
      [1, 1],
      [20, 1],
      [21, 2],
      [40, 2],
      [60, 3],
    ];
    for (const [n, slots] of table) expect(ammunitionSlots(n)).toBe(slots);
  });

  it('the Crawling Kit counts 7 slots (its backpack free)', () => {
    expect(slotUsage(5, CRAWLING_KIT.contents.map(lineForRef)).used).toBe(CRAWLING_KIT.slots);
  });

  it('starting loads: a Warden (longsword, shield, chainmail 2, kit 7) and Exile gear (3), 250 coins (2) — 16 slots, 6 over at Vigor 5', () => {
    const gear = startingGear('warden', 'exile') as ItemRef[];
    const usage = slotUsage(5, gear.map(lineForRef), { gp: 200, sp: 50 });
    expect(usage.coinSlots).toBe(2);
    // Exile adds disguise kit, false identity, lockpicks (3).
    expect(usage.used).toBe(1 + 1 + 2 + 3 + 7 + 2);
    expect(usage).toMatchObject({ capacity: 10, over: 6, free: 0 });
  });

  it('a Scout: longbow, 20 arrows (1 slot), shortsword, leather, kit', () => {
    const gear = startingGear('scout', 'refugee') as ItemRef[];
    const lines = gear.map(lineForRef);
    expect(lines.find((l) => l.id === 'arrows')).toEqual({ id: 'arrows', ammunition: 'arrows', quantity: 20 });
    expect(slotUsage(6, lines).used).toBe(1 + 1 + 1 + 1 + 3 + 7);
  });

  it('only the first backpack is free; arrows and bolts pack apart; greatswords take 2', () => {
    const usage = slotUsage(10, [
      { id: 'pack', backpack: true, quantity: 2 },
      { id: 'arrows', ammunition: 'arrows', quantity: 30 },
      { id: 'more arrows', ammunition: 'arrows', quantity: 10 },
      { id: 'bolts', ammunition: 'bolts', quantity: 5 },
      { id: 'greatsword', slots: weaponRow('greatsword')!.slots },
    ]);
    expect(usage.lines).toEqual([
      { id: 'pack', slots: 1 },
      { id: 'arrows', slots: 0 },
      { id: 'more arrows', slots: 0 },
      { id: 'bolts', slots: 0 },
      { id: 'greatsword', slots: 2 },
      { id: 'arrows', slots: 2 },
      { id: 'bolts', slots: 1 },
    ]);
    expect(usage.used).toBe(1 + 2 + 2 + 1);
    expect(usage.over).toBe(0);
  });

  it('property: adding an item never lowers the slots used', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            slots: fc.integer({ min: 0, max: 3 }),
            quantity: fc.integer({ min: 0, max: 5 }),
            backpack: fc.boolean(),
          }),
          {
            maxLength: 8,
          },
        ),
        fc.record({
          slots: fc.integer({ min: 0, max: 3 }),
          quantity: fc.integer({ min: 0, max: 5 }),
          backpack: fc.boolean(),
        }),
        fc.integer({ min: 0, max: 1000 }),
        (lines, extra, coins) => {
          const before = slotUsage(5, lines, { cp: coins }).used;
          expect(slotUsage(5, [...lines, extra], { cp: coins }).used).toBeGreaterThanOrEqual(before);
        },
      ),
    );
  });
});

describe('currency: 1 gp = 10 sp = 100 cp', () => {
  it('values and fewest coins', () => {
    expect(purseInCopper({ gp: 1, sp: 1, cp: 1 })).toBe(111);
    expect(fewestCoins(1234)).toEqual({ gp: 12, sp: 3, cp: 4 });
  });

  it('paying makes change and refuses when short', () => {
    expect(ok(pay({ gp: 1 }, { amount: 5, unit: 'sp' })).state).toEqual({ gp: 0, sp: 5, cp: 0 });
    expect(ok(pay({ sp: 1 }, { amount: 5, unit: 'cp' })).state).toEqual({ gp: 0, sp: 0, cp: 5 });
    expect(ok(pay({ gp: 2, sp: 3, cp: 15 }, { amount: 25, unit: 'cp' })).state).toEqual({ gp: 2, sp: 1, cp: 10 });
    expect(pay({ sp: 9 }, { amount: 1, unit: 'gp' })).toMatchObject({
      ok: false,
      reason: 'MANIFOLD.countdown.refusal.notEnoughCoin',
    });
  });

  it('property: paying takes exactly the price', () => {
    fc.assert(
      fc.property(
        fc.record({ gp: fc.nat(20), sp: fc.nat(30), cp: fc.nat(50) }),
        fc.integer({ min: 0, max: 3000 }),
        (purse, price) => {
          const t = pay(purse, { amount: price, unit: 'cp' });
          if (purseInCopper(purse) < price) expect(t.ok).toBe(false);
          else expect(purseInCopper(ok(t).state)).toBe(purseInCopper(purse) - price);
        },
      ),
    );
  });
});

describe('light', () => {
  it('torch near, lantern far; nothing lit is total darkness', () => {
    expect(lightAt([{ id: 'torch', lit: true }], 'near')).toBe('bright');
    expect(lightAt([{ id: 'torch', lit: true }], 'far')).toBe('dark');
    expect(lightAt([{ id: 'lantern', lit: true }], 'far')).toBe('bright');
    expect(lightAt([{ id: 'lantern', lit: false }], 'close')).toBe('dark');
    expect(lightAt([{ id: 'campfire', lit: true }], 'near')).toBe('bright');
    expect(lightAt([{ id: 'lightSpell', lit: true }], 'far')).toBe('dark');
    expect(gearRow('torch')!.light).toBe('near');
    expect(gearRow('lantern')!.light).toBe('far');
  });

  it('3 torches = campfire', () => {
    expect(ok(buildCampfire(5)).state.torchesLeft).toBe(2);
    expect(buildCampfire(2)).toMatchObject({ ok: false, reason: 'MANIFOLD.countdown.refusal.campfireNeedsTorches' });
  });
});
