import { afterAll, describe, it } from 'vitest';
import type { OddsLabel, OddsSummary } from '../../src/core';
import {
  DANGER_LEVELS,
  MONSTER_SIDE,
  attackOdds,
  checkOdds,
  contestOdds,
  countdownLifetimeOdds,
  countdownTriggerOdds,
  defenseOdds,
  encounterOdds,
  fieldSurgery,
  fieldSurgeryOdds,
  healingOdds,
  hpDieOdds,
  countdownKey,
  initiativeOdds,
  moraleOdds,
  resolveAttack,
  resolveCheck,
  resolveContest,
  resolveDefense,
  resolveEncounterCheck,
  resolveInitiative,
  resolveMorale,
  resolveSpellCast,
  rollHealing,
  rollStats,
  spellCastOdds,
  startingHp,
  statRollOdds,
  triggerCountdown,
  weaponRow,
  type AttackRequest,
  type CheckRequest,
  type ContestRequest,
  type CountdownState,
  type DefenseRequest,
  type DieSize,
  type Refusal,
  type SpellCastRequest,
  type Vitals,
} from '../../src/rulesets/countdown/rules';
import { expectFair, fromBars, labelKey, writeSummary, type FairnessCase, type FairnessRecord } from './harness';
import { resolveWith } from '../../src/core';

const key = (path: string, data?: Record<string, string | number>): string =>
  labelKey((data ? { key: countdownKey(path), data } : { key: countdownKey(path) }) as OddsLabel);

function summary(odds: OddsSummary | Refusal): OddsSummary {
  if ('ok' in odds) throw new Error(`refused: ${odds.reason}`);
  return odds;
}
function accepted<T extends object>(result: T | Refusal): Exclude<T, Refusal> {
  if ('ok' in result && result.ok === false) throw new Error(`refused: ${(result as Refusal).reason}`);
  return result as Exclude<T, Refusal>;
}

const check = (name: string, request: CheckRequest): FairnessCase => ({
  name,
  exact: () => fromBars(checkOdds(request)),
  roll: (dice) => key(`outcome.${resolveWith(resolveCheck(request), dice).outcome}`),
});

const strong: CheckRequest = { target: { stat: 'vigor', value: 8, trained: false } };
const weak: CheckRequest = { target: { stat: 'vigor', value: 3, trained: true }, advantages: ['help'] };
const contest = (name: string, request: ContestRequest): FairnessCase => ({
  name,
  exact: () => fromBars(contestOdds(request)),
  roll: (dice) => key('odds.sideWins', { side: resolveWith(resolveContest(request), dice).winner! }),
});

const fighter = { stats: { vigor: 6, reflex: 4 }, classId: 'warden', trainedSkills: ['athletics'] };
const attack = (name: string, request: AttackRequest): FairnessCase => ({
  name,
  exact: () => fromBars(summary(attackOdds(request))),
  roll: (dice) => {
    const r = accepted(resolveWith(resolveAttack(request), dice));
    return r.hit ? String(r.damage!.dealt) : key('odds.miss');
  },
});

const defender = { stats: { reflex: 5, vigor: 6 }, armor: { bodyArmor: 1 }, maxHp: 6 };
const defense = (name: string, request: DefenseRequest): FairnessCase => ({
  name,
  exact: () => fromBars(summary(defenseOdds(request))),
  roll: (dice) => {
    const r = accepted(resolveWith(resolveDefense(request), dice));
    return r.avoided ? key('odds.avoided') : String(r.damage!.dealt);
  },
});

const spell = (name: string, request: SpellCastRequest): FairnessCase => ({
  name,
  exact: () => fromBars(summary(spellCastOdds(request))),
  roll: (dice) => {
    const r = accepted(resolveWith(resolveSpellCast(request), dice));
    if (r.enhanced) return key('odds.enhanced');
    if (r.backlash) return key('odds.backlash');
    return key(`outcome.${r.check.outcome}`);
  },
});

const trigger = (die: DieSize): FairnessCase => ({
  name: `countdown die trigger (d${die})`,
  exact: () => fromBars(countdownTriggerOdds({ die })),
  roll: (dice) => {
    const r = accepted(resolveWith(triggerCountdown({ die }), dice));
    if (!r.result.steppedDown) return key('odds.holds');
    return r.result.exhausted ? key('odds.exhausts') : key('odds.stepsDown', { size: r.state.die! });
  },
});

const HORIZON = 12;
const lifetime = (die: DieSize): FairnessCase => ({
  name: `countdown die lifetime over ${HORIZON} triggers (d${die})`,
  exact: () => fromBars(countdownLifetimeOdds({ die }, HORIZON)),
  roll: (dice) => {
    let state: CountdownState = { die };
    for (let t = 1; t <= HORIZON; t++) {
      state = accepted(resolveWith(triggerCountdown(state), dice)).state;
      if (state.die === null) return key('odds.exhaustedOnTrigger', { trigger: t });
    }
    return key('odds.exhaustedLater', { trigger: HORIZON });
  },
});

const scout = { id: 'scout', reflex: 4, classId: 'scout' };
const monsters = [2, 3];
const surgeon = { classId: 'surgeon', stats: { lore: 5 }, trainedSkills: ['medicine'] };
const wounded: Vitals = { hp: 2, maxHp: 6, status: 'conscious', deathClock: null, cause: null };

const CASES: FairnessCase[] = [
  check('check outcome (critical / pass / fail)', { target: { stat: 'reflex', value: 5, trained: true } }),
  check('check outcome with advantage', { ...strong, advantages: ['aim'] }),
  check('check outcome with disadvantage', { ...strong, disadvantages: ['dark'] }),
  check('check outcome against a fixed Difficulty', { target: { difficulty: 14 } }),
  contest('contest, ties to the defender', { a: strong, b: weak, defender: 'b' }),
  contest('contest, ties rerolled', { a: strong, b: weak, defender: null }),
  attack('melee attack damage dealt after Armor', {
    attacker: fighter,
    weapon: weaponRow('longsword')!,
    mode: 'melee',
    range: 'close',
    target: { armor: 2 },
  }),
  attack('ranged attack with edges', {
    attacker: { stats: { reflex: 3 }, ancestryId: 'beastkin', beastkinAspect: 'hawk' },
    weapon: weaponRow('handCrossbow')!,
    mode: 'ranged',
    range: 'near',
    target: { armor: 0 },
  }),
  defense('dodge: avoided or damage taken', { defender, method: 'dodge', damage: { count: 1, faces: 8, bonus: 0 } }),
  defense('dodge against 2d6+1', { defender, method: 'dodge', damage: { count: 2, faces: 6, bonus: 1 } }),
  spell('spell cast (enhanced / backlash apart)', {
    caster: { classId: 'invoker', stats: { lore: 6 }, trainedSkills: ['arcana'] },
    requiresComponents: true,
    components: { die: 6 },
  }),
  ...([4, 6, 12] as DieSize[]).map(trigger),
  ...([6, 10] as DieSize[]).map(lifetime),
  {
    name: 'initiative: character before / tied with / after the monster side',
    exact: () => fromBars(initiativeOdds(scout, monsters)),
    roll: (dice) => {
      const r = resolveWith(resolveInitiative({ characters: [scout], monsterReflexes: monsters }), dice);
      const mine = r.rolls.find((x) => x.id === 'scout')!.total;
      const theirs = r.rolls.find((x) => x.id === MONSTER_SIDE)!.total;
      return key(mine > theirs ? 'odds.before' : mine === theirs ? 'odds.tie' : 'odds.after');
    },
  },
  {
    name: 'morale',
    exact: () => fromBars(moraleOdds()),
    roll: (dice) =>
      key(
        accepted(resolveWith(resolveMorale({ immune: false }), dice)).holds ? 'odds.moraleHolds' : 'odds.moraleBreaks',
      ),
  },
  {
    name: 'random encounter check',
    exact: () => fromBars(encounterOdds(DANGER_LEVELS[0].id)),
    roll: (dice) => key(resolveWith(resolveEncounterCheck(), dice).encounter ? 'odds.encounter' : 'odds.noEncounter'),
  },
  {
    name: 'starting HP die (Warden, human)',
    exact: () => fromBars(summary(hpDieOdds('warden'))),
    roll: (dice) => String(accepted(resolveWith(startingHp('warden', 'human'), dice)).maxHp),
  },
  {
    name: 'stat roll (3d6, a set kept when one of six is 7+)',
    exact: () => {
      // The first value of a kept set: 3d6 conditioned on the set holding a 7+ (from statRollOdds).
      const odds = statRollOdds();
      const keep = odds.headline.probability;
      const bars = fromBars(odds);
      const low = [...bars].filter(([v]) => Number(v) < 7).reduce((t, [, p]) => t + p, 0);
      const out = new Map<string, number>();
      for (const [v, p] of bars) out.set(v, Number(v) >= 7 ? p / keep : (p * (1 - low ** 5)) / keep);
      return out;
    },
    roll: (dice) => String(resolveWith(rollStats(), dice).values[0]),
  },
  {
    name: 'healing roll 1d4+1',
    exact: () => fromBars(healingOdds({ count: 1, faces: 4, bonus: 1 })),
    roll: (dice) => String(resolveWith(rollHealing({ count: 1, faces: 4, bonus: 1 }), dice).total),
  },
  {
    name: 'Field Surgery (check, then 1d6 capped by HP missing)',
    exact: () => fromBars(summary(fieldSurgeryOdds({ healer: surgeon, kitUses: 3 }, wounded.maxHp - wounded.hp))),
    roll: (dice) => {
      const r = accepted(resolveWith(fieldSurgery({ healer: surgeon, kitUses: 3 }, wounded), dice));
      return r.check.outcome === 'fail' ? key('odds.noHealing') : String(r.healed);
    },
  },
];

const records: FairnessRecord[] = [];
afterAll(() => writeSummary('countdown', records));

describe('countdown: every roll type matches its exact odds (χ², α = 0.001, fixed seeds)', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    records.push(expectFair(c));
  });
});
