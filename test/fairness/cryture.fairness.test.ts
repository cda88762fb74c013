import { afterAll, describe, it } from 'vitest';
import {
  attackOdds,
  initiativeOdds,
  resolveAttack,
  resolveInitiative,
  rollInitiative,
  type AttackRequest,
  type Entrant,
} from '../../src/rulesets/cryture/rules';
import { attacker, foe, on, strike } from '../cryture/rules/fixtures';
import { expectFair, fromBars, labelKey, writeSummary, type FairnessCase, type FairnessRecord } from './harness';
import { resolveWith } from '../../src/core';

function odds(request: AttackRequest) {
  const o = attackOdds(request);
  if (!o) throw new Error('refused');
  return o;
}

/** Hits of one target (CRY-1): the pool read against that target's difficulty. */
const hits = (name: string, request: AttackRequest, target = 0): FairnessCase => ({
  name,
  exact: () => fromBars(odds(request).targets[target]!.summary),
  roll: (dice) =>
    labelKey({
      key: 'MANIFOLD.cryture.odds.hits',
      data: { hits: resolveWith(resolveAttack(request), dice).targets[target]!.hits },
    }),
});

/** (hits, crits) together, from the engine's exact table. */
const hitsAndCrits = (name: string, request: AttackRequest, target = 0): FairnessCase => ({
  name,
  exact: () => {
    const out = new Map<string, number>();
    odds(request).targets[target]!.table.p.forEach((row, h) => row.forEach((p, c) => p > 0 && out.set(`${h}/${c}`, p)));
    return out;
  },
  roll: (dice) => {
    const t = resolveWith(resolveAttack(request), dice).targets[target]!;
    return `${t.hits}/${t.crits}`;
  },
});

const melee: AttackRequest = { user: attacker(), power: strike(), targets: [on(foe('goblin', 6))] };
const blast: AttackRequest = {
  user: attacker({ stats: { Might: 4, Agility: 3 } }),
  power: strike({ range: { form: 'personalBlast', blast: 2 } }),
  targets: [on(foe('near', 3), { distance: 1 }), on(foe('far', 8), { distance: 2 })],
};
const clumsy: AttackRequest = { ...melee, user: attacker({ statuses: { clumsy: 1 } }) };
const selfRoll: AttackRequest = {
  user: attacker(),
  power: strike({
    range: { form: 'personal' },
    check: { kind: 'roll', pool: ['Focus', 'Focus'], difficulty: 'Defense' },
    hit: { healingPerHit: 1 },
  }),
};

const entrant = (speed: number, reflexes: number): Entrant => ({
  id: 'me',
  stats: { Speed: speed, Reflexes: reflexes },
});

const CASES: FairnessCase[] = [
  hits('attack hits (5 dice vs Defense 6)', melee),
  hitsAndCrits('attack hits × crits (5 dice vs Defense 6)', melee),
  hits('blast: hits on the near target (Defense 3)', blast, 0),
  hits('blast: hits on the far target (Defense 8), same dice', blast, 1),
  hitsAndCrits('blast: hits × crits on the far target', blast, 1),
  hits('roll-kind power on oneself (8 dice)', selfRoll),
  {
    name: 'Clumsy self-damage (CRY-5)',
    exact: () => fromBars(odds(clumsy).selfDamage!),
    roll: (dice) =>
      labelKey({
        key: 'MANIFOLD.cryture.odds.clumsyDamage',
        data: { damage: resolveWith(resolveAttack(clumsy), dice).clumsy!.damage },
      }),
  },
  {
    name: 'initiative total (Speed 3 + Reflexes 2 d10)',
    exact: () => fromBars(initiativeOdds(entrant(3, 2), { total: 20 })),
    roll: (dice) => String(resolveWith(rollInitiative(entrant(3, 2)), dice).total),
  },
  {
    name: 'initiative: who acts first between two entrants (roll-offs settle ties evenly)',
    exact: () => {
      const first = initiativeOdds(entrant(2, 1), entrant(1, 1)).headline.probability;
      return new Map([
        ['a', first],
        ['b', 1 - first],
      ]);
    },
    roll: (dice) => {
      const r = resolveWith(
        resolveInitiative([
          { ...entrant(2, 1), id: 'a' },
          { ...entrant(1, 1), id: 'b' },
        ]),
        dice,
      );
      return r.order[0]!;
    },
  },
];

const records: FairnessRecord[] = [];
afterAll(() => writeSummary('cryture', records));

describe('cryture: every roll type matches its exact odds (χ², α = 0.001, fixed seeds)', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    records.push(expectFair(c));
  });
});
