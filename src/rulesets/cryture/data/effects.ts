/**
 * The numbers a GM's Active Effect may change in cryture: Speed and Reflexes, any stat a
 * document names (`cryture.stat.Might`), the Health/Stamina/Mana maxima, and dice added to every
 * check the actor rolls or to its attacks only (roll modifiers, CRY-1 pools). Derived data applies
 * them to the prepared stats and pools; the snapshot hands the dice to the engine's pools.
 */
import type { EffectKeyDescriptor } from '../../../foundry/effects/keys';
import { effectKeyTable } from '../../../foundry/effects/keys';
import { EffectLedger } from '../../../foundry/effects/ledger';
import { MAX_HEALTH, MAX_STAT } from '../rules';
import type { CombatantSystem } from './common';

/** Dice an effect may add or take from a pool. */
const DICE = { min: -10, max: 10 };
const POOLS = ['health', 'stamina', 'mana'] as const;
const STAT_PREFIX = 'cryture.stat.';
/** Written out whole: the glue-strings test reads every literal key. */
const POOL_LABELS: Record<(typeof POOLS)[number], string> = {
  health: 'MANIFOLD.cryture.effectKey.max.health',
  stamina: 'MANIFOLD.cryture.effectKey.max.stamina',
  mana: 'MANIFOLD.cryture.effectKey.max.mana',
};

export const CRYTURE_EFFECT_KEYS: EffectKeyDescriptor[] = [
  {
    key: 'cryture.speed',
    label: 'MANIFOLD.cryture.effectKey.speed',
    group: 'MANIFOLD.cryture.effectKey.group.stats',
    min: 0,
    max: MAX_STAT,
  },
  {
    key: 'cryture.reflexes',
    label: 'MANIFOLD.cryture.effectKey.reflexes',
    group: 'MANIFOLD.cryture.effectKey.group.stats',
    min: 0,
    max: MAX_STAT,
  },
  {
    key: `${STAT_PREFIX}*`,
    label: 'MANIFOLD.cryture.effectKey.stat',
    group: 'MANIFOLD.cryture.effectKey.group.stats',
    min: 0,
    max: MAX_STAT,
  },
  ...POOLS.map((pool) => ({
    key: `cryture.${pool}.max`,
    label: POOL_LABELS[pool],
    group: 'MANIFOLD.cryture.effectKey.group.pools',
    min: 1,
    max: MAX_HEALTH,
  })),
  {
    key: 'cryture.dice.all',
    label: 'MANIFOLD.cryture.effectKey.dice.all',
    group: 'MANIFOLD.cryture.effectKey.group.dice',
    ...DICE,
  },
  {
    key: 'cryture.dice.attack',
    label: 'MANIFOLD.cryture.effectKey.dice.attack',
    group: 'MANIFOLD.cryture.effectKey.group.dice',
    ...DICE,
  },
];

export const CRYTURE_EFFECT_TABLE = effectKeyTable(CRYTURE_EFFECT_KEYS);

export interface EffectDice {
  all: number;
  attack: number;
}

/** The prepared numbers effects change (the combatant schema's). */
type PreparedCombatant = Pick<CombatantSystem, 'speed' | 'reflexes' | 'stats' | (typeof POOLS)[number]>;

/** Each pool's maximum key, built once (derived data asks for every pool on every pass). */
const POOL_MAX_KEYS = POOLS.map((pool) => [pool, `cryture.${pool}.max`] as const);

/** Base data, then effects: stats and pool maxima on the prepared data; the dice for the pools. */
export function applyCrytureEffects(
  actor: unknown,
  system: PreparedCombatant,
): { ledger: EffectLedger; dice: EffectDice } {
  const ledger = EffectLedger.of(actor, CRYTURE_EFFECT_TABLE);
  if (ledger.has('cryture.speed')) system.speed = ledger.apply('cryture.speed', system.speed);
  if (ledger.has('cryture.reflexes')) system.reflexes = ledger.apply('cryture.reflexes', system.reflexes);
  for (const key of ledger.keysWith(STAT_PREFIX)) {
    const name = key.slice(STAT_PREFIX.length);
    // A stat the document does not name reads 0 (rules/snapshot.ts readStat); an effect may give it one.
    system.stats = { ...system.stats, [name]: ledger.apply(key, system.stats[name] ?? 0) };
  }
  for (const [pool, key] of POOL_MAX_KEYS) {
    if (ledger.has(key)) system[pool].max = ledger.apply(key, system[pool].max);
  }
  return { ledger, dice: { all: ledger.bonus('cryture.dice.all'), attack: ledger.bonus('cryture.dice.attack') } };
}
