import { describe, expect, it } from 'vitest';
import { checkRecall, checkSummon, transferMana, type CombatantSnapshot } from '../../../src/rulesets/cryture/rules';

const trainer = { id: 'ash', mana: { value: 2, max: 6 }, cells: [{ x: 5, y: 5 }] };
const pup = (extra: Partial<CombatantSnapshot> = {}): CombatantSnapshot => ({
  id: 'pup',
  kind: 'cryture',
  trainerId: 'ash',
  summoned: false,
  stats: {},
  mana: { value: 1, max: 4 },
  ...extra,
});

describe('crytures linked to trainers (CRY-6)', () => {
  it('summon: a linked cryture onto a free space adjacent to the trainer', () => {
    expect(checkSummon({ trainer, cryture: pup(), place: [{ x: 6, y: 6 }], occupied: [] })).toEqual({ ok: true });
    expect(checkSummon({ trainer, cryture: pup(), place: [{ x: 7, y: 5 }], occupied: [] })).toMatchObject({
      ok: false,
      reason: 'notAdjacent',
    });
    expect(checkSummon({ trainer, cryture: pup(), place: [{ x: 6, y: 5 }], occupied: [{ x: 6, y: 5 }] })).toMatchObject(
      {
        reason: 'occupied',
      },
    );
    expect(checkSummon({ trainer, cryture: pup(), place: [{ x: 5, y: 5 }], occupied: [] })).toMatchObject({
      reason: 'occupied',
    });
    expect(checkSummon({ trainer, cryture: pup(), place: [], occupied: [] })).toMatchObject({ reason: 'notPlaced' });
  });

  it('only one’s own cryture, and only once', () => {
    const place = [{ x: 4, y: 4 }];
    expect(checkSummon({ trainer, cryture: pup({ trainerId: 'misty' }), place, occupied: [] })).toMatchObject({
      reason: 'notLinked',
    });
    expect(checkSummon({ trainer, cryture: pup({ kind: 'npc' }), place, occupied: [] })).toMatchObject({
      reason: 'notACryture',
    });
    expect(checkSummon({ trainer, cryture: pup({ summoned: true }), place, occupied: [] })).toMatchObject({
      reason: 'alreadySummoned',
    });
  });

  it('a large cryture may be summoned when one of its cells touches the trainer', () => {
    const place = [
      { x: 6, y: 4 },
      { x: 7, y: 4 },
      { x: 6, y: 3 },
      { x: 7, y: 3 },
    ];
    expect(checkSummon({ trainer, cryture: pup(), place, occupied: [] })).toEqual({ ok: true });
  });

  it('recall: a summoned linked cryture', () => {
    expect(checkRecall({ trainer, cryture: pup({ summoned: true }) })).toEqual({ ok: true });
    expect(checkRecall({ trainer, cryture: pup() })).toMatchObject({ reason: 'notSummoned' });
    expect(checkRecall({ trainer, cryture: pup({ summoned: true, trainerId: undefined }) })).toMatchObject({
      reason: 'notLinked',
    });
  });

  it('transfer 1 Mana to a summoned cryture', () => {
    expect(transferMana({ trainer, cryture: pup({ summoned: true }) })).toEqual({
      ok: true,
      trainerMana: 1,
      crytureMana: 2,
    });
    expect(transferMana({ trainer, cryture: pup() })).toMatchObject({ reason: 'notSummoned' });
    expect(
      transferMana({ trainer: { ...trainer, mana: { value: 0, max: 6 } }, cryture: pup({ summoned: true }) }),
    ).toMatchObject({
      reason: 'noMana',
    });
    expect(transferMana({ trainer, cryture: pup({ summoned: true, mana: { value: 4, max: 4 } }) })).toMatchObject({
      reason: 'manaFull',
    });
  });
});
