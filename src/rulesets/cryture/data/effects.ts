/**
 * The numbers a GM's Active Effect may change in cryture, as fields of every combatant model:
 * Speed and Reflexes, any stat a document names (`system.stats.Might`) and the Health/Stamina/Mana
 * maxima (stored: an effect changes them before move and initiative follow), and the dice added
 * to every check the actor rolls or to its attacks only (`system.bonuses.dice`, CRY-1 pools).
 * Foundry applies the changes; derived data and the snapshot read the fields.
 */
import type { EffectField } from '../../../foundry/effects/fields';
import { readChanges } from '../../../foundry/effects/changes';
import { STAT_NAME } from './common';

const POOLS = ['health', 'stamina', 'mana'] as const;
/** Written out whole: the glue-strings test reads every literal key. */
const POOL_LABELS: Record<(typeof POOLS)[number], string> = {
  health: 'MANIFOLD.cryture.effectKey.max.health',
  stamina: 'MANIFOLD.cryture.effectKey.max.stamina',
  mana: 'MANIFOLD.cryture.effectKey.max.mana',
};

export const CRYTURE_EFFECT_FIELDS: EffectField[] = [
  {
    path: 'system.speed',
    label: 'MANIFOLD.cryture.effectKey.speed',
    group: 'MANIFOLD.cryture.effectKey.group.stats',
    formerKey: 'cryture.speed',
  },
  {
    path: 'system.reflexes',
    label: 'MANIFOLD.cryture.effectKey.reflexes',
    group: 'MANIFOLD.cryture.effectKey.group.stats',
    formerKey: 'cryture.reflexes',
  },
  {
    path: 'system.stats.*',
    label: 'MANIFOLD.cryture.effectKey.stat',
    group: 'MANIFOLD.cryture.effectKey.group.stats',
    formerKey: 'cryture.stat.*',
  },
  ...POOLS.map((pool) => ({
    path: `system.${pool}.max`,
    label: POOL_LABELS[pool],
    group: 'MANIFOLD.cryture.effectKey.group.pools',
    formerKey: `cryture.${pool}.max`,
  })),
  {
    path: 'system.bonuses.dice.all',
    label: 'MANIFOLD.cryture.effectKey.dice.all',
    group: 'MANIFOLD.cryture.effectKey.group.dice',
    bonus: true,
    formerKey: 'cryture.dice.all',
  },
  {
    path: 'system.bonuses.dice.attack',
    label: 'MANIFOLD.cryture.effectKey.dice.attack',
    group: 'MANIFOLD.cryture.effectKey.group.dice',
    bonus: true,
    formerKey: 'cryture.dice.attack',
  },
];

const STAT_PATH = 'system.stats.';

interface EffectLike {
  active?: boolean;
}

/**
 * A stat the document does not name reads 0 (rules/snapshot.ts readStat); an active effect may
 * give it one. Foundry's change has no number to start from on a stat the data lacks, so each
 * such stat starts at 0 in base data (the stored value the Effects tab reads as its base).
 */
export function startEffectStats(
  actor: { allApplicableEffects?(): Iterable<unknown> } | null | undefined,
  stats: Record<string, number>,
): void {
  for (const raw of actor?.allApplicableEffects?.() ?? []) {
    if ((raw as EffectLike).active === false) continue;
    for (const { key } of readChanges(raw)) {
      if (!key.startsWith(STAT_PATH)) continue;
      const name = key.slice(STAT_PATH.length);
      if (STAT_NAME.test(name) && !Object.hasOwn(stats, name)) stats[name] = 0;
    }
  }
}
