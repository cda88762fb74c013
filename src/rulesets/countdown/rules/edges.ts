import { ancestryRow } from './ancestries';
import { armorRow } from './armor';
import { classRow } from './classes';
import type { Distance } from './distance';
import { countdownKey } from './i18n';
import { skillStat, type SkillId, type StatId } from './stats';

/**
 * Advantage and disadvantage ("Advantage / Disadvantage"): roll d20 twice and keep the higher
 * (lower); if both apply they cancel out. Several advantages are still one advantage.
 */
export type EdgeMode = 'normal' | 'advantage' | 'disadvantage';

export function edgeMode(advantages: readonly unknown[], disadvantages: readonly unknown[]): EdgeMode {
  const adv = advantages.length > 0;
  const dis = disadvantages.length > 0;
  if (adv === dis) return 'normal';
  return adv ? 'advantage' : 'disadvantage';
}

/** "Twilight" is dim light; total darkness is `dark`. */
export type LightLevel = 'bright' | 'dim' | 'dark';

/** Tasks that some feature names. */
export type Task = 'pickLock' | 'disableTrap' | 'findHidden' | 'pry' | 'escapeBonds' | 'tracking';

/** What is being rolled, as far as advantage and disadvantage care. */
export interface RollSituation {
  skill?: SkillId;
  stat?: StatId;
  task?: Task;
  light?: LightLevel;
  /** The check requires sight (total darkness gives disadvantage). */
  requiresSight?: boolean;
  attack?: 'melee' | 'ranged';
  range?: Distance;
  /** A defense roll against a monster's attack (CD-2). */
  defense?: boolean;
  /** The roller took the Defend action and it has not ended (CD-7). */
  defending?: boolean;
  /** The attacking monster has darkvision. */
  attackerDarkvision?: boolean;
  initiative?: boolean;
}

/** Who is rolling, as far as advantage and disadvantage care. */
export interface EdgeSubject {
  classId?: unknown;
  ancestryId?: unknown;
  beastkinAspect?: unknown;
  /** Catalogue id of the body armor worn. */
  armorId?: unknown;
  /** Catalogue ids of gear carried (e.g. crowbar). */
  gear?: readonly unknown[];
}

interface EdgeSource {
  id: string;
  effect: 'advantage' | 'disadvantage';
  applies(subject: EdgeSubject, situation: RollSituation): boolean;
}

const skillOf = (s: RollSituation): SkillId | undefined => s.skill;
const statOf = (s: RollSituation): StatId | undefined => s.stat ?? (s.skill ? skillStat(s.skill) : undefined);

/** Every printed source of advantage or disadvantage on a roll, one row each. */
export const EDGE_SOURCES: readonly EdgeSource[] = [
  {
    // Eldren, Twilight Sense: advantage on Awareness checks in darkness or twilight.
    id: 'eldrenTwilightSense',
    effect: 'advantage',
    applies: (p, s) =>
      p.ancestryId === 'eldren' && skillOf(s) === 'awareness' && (s.light === 'dim' || s.light === 'dark'),
  },
  {
    // Dwerrow, Stoneblood: advantage on Endurance checks.
    id: 'dwerrowStoneblood',
    effect: 'advantage',
    applies: (p, s) => p.ancestryId === 'dwerrow' && skillOf(s) === 'endurance',
  },
  {
    // Goblin, Slippery: advantage on Acrobatics checks to escape grapples or bonds.
    id: 'goblinSlippery',
    effect: 'advantage',
    applies: (p, s) => p.ancestryId === 'goblin' && skillOf(s) === 'acrobatics' && s.task === 'escapeBonds',
  },
  {
    // Beastkin, Wolf: advantage on Survival tracking.
    id: 'beastkinWolf',
    effect: 'advantage',
    applies: (p, s) =>
      p.ancestryId === 'beastkin' && p.beastkinAspect === 'wolf' && skillOf(s) === 'survival' && s.task === 'tracking',
  },
  {
    // Beastkin, Hawk: advantage on ranged attacks at far range.
    id: 'beastkinHawk',
    effect: 'advantage',
    applies: (p, s) =>
      p.ancestryId === 'beastkin' && p.beastkinAspect === 'hawk' && s.attack === 'ranged' && s.range === 'far',
  },
  {
    // Beastkin, Cat: advantage on Stealth in dim light.
    id: 'beastkinCat',
    effect: 'advantage',
    applies: (p, s) =>
      p.ancestryId === 'beastkin' && p.beastkinAspect === 'cat' && skillOf(s) === 'stealth' && s.light === 'dim',
  },
  {
    // Rogue, Exploit Weakness: advantage on checks to pick locks, disable traps and find hidden things.
    id: 'rogueExploitWeakness',
    effect: 'advantage',
    applies: (p, s) => !!s.task && !!classRow(p.classId)?.features.advantageOnTasks?.some((t) => t === s.task),
  },
  {
    // Scout, Ambush: advantage on initiative rolls.
    id: 'scoutAmbush',
    effect: 'advantage',
    applies: (p, s) => !!s.initiative && !!classRow(p.classId)?.features.initiativeAdvantage,
  },
  {
    // Crowbar: advantage on Vigor checks to pry.
    id: 'crowbar',
    effect: 'advantage',
    applies: (p, s) => s.task === 'pry' && statOf(s) === 'vigor' && !!p.gear?.includes('crowbar'),
  },
  {
    // CD-7: Defend gives advantage on the defender's own defense rolls until their next turn.
    id: 'defend',
    effect: 'advantage',
    applies: (_p, s) => !!s.defense && !!s.defending,
  },
  {
    // Chainmail and plate: disadvantage on Stealth, Acrobatics.
    id: 'armor',
    effect: 'disadvantage',
    applies: (p, s) => {
      const skill = skillOf(s);
      return !!skill && !!armorRow(p.armorId)?.disadvantageOn.includes(skill);
    },
  },
  {
    // Total darkness: disadvantage on all checks requiring sight.
    id: 'darkness',
    effect: 'disadvantage',
    applies: (_p, s) => s.light === 'dark' && !!s.requiresSight,
  },
  {
    // Total darkness: monsters with darkvision gain advantage against you. The GM never rolls
    // (CD-2), so — as CD-7 does for Defend — it becomes disadvantage on your defense roll.
    id: 'darkvision',
    effect: 'disadvantage',
    applies: (_p, s) => !!s.defense && s.light === 'dark' && !!s.attackerDarkvision,
  },
];

/** The i18n key that names an edge source on a card. */
export function edgeLabel(id: string): string {
  return countdownKey(`edge.${id}`);
}

export interface Edges {
  /** i18n keys of every advantage that applies (printed sources first, then any the roller adds). */
  advantages: string[];
  disadvantages: string[];
  mode: EdgeMode;
}

/**
 * Every advantage and disadvantage on a roll. `extra` adds situational ones the GM or player
 * declares (as i18n keys or text), e.g. Human-granted or GM-granted advantage.
 */
export function edgesFor(
  subject: EdgeSubject,
  situation: RollSituation,
  extra: { advantages?: readonly string[]; disadvantages?: readonly string[] } = {},
): Edges {
  const advantages: string[] = [];
  const disadvantages: string[] = [];
  for (const source of EDGE_SOURCES) {
    if (!source.applies(subject, situation)) continue;
    (source.effect === 'advantage' ? advantages : disadvantages).push(edgeLabel(source.id));
  }
  advantages.push(...(extra.advantages ?? []));
  disadvantages.push(...(extra.disadvantages ?? []));
  return { advantages, disadvantages, mode: edgeMode(advantages, disadvantages) };
}

/** Eldren, Twilight Sense: see in dim light as if bright. The light level a subject reads. */
export function lightFor(subject: EdgeSubject, light: LightLevel): LightLevel {
  return light === 'dim' && ancestryRow(subject.ancestryId)?.features.dimAsBright ? 'bright' : light;
}
