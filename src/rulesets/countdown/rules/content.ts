import type { CountdownState } from './countdown';
import type { ClassId } from './classes';
import { countdownKey } from './i18n';

/**
 * Content the document names but does not list (ALL-3): spells, class talents and the spell
 * backlash table live in other documents ("spellbook"). The system ships their shapes and
 * placeholder entries that say so; the GM fills them in (editable items and roll tables).
 */
export const PLACEHOLDER_TEXT = countdownKey('content.placeholder');

export interface SpellData {
  id: string;
  /** The spell list (Invoker or Seer). */
  list: 'invoker' | 'seer';
  tier: number;
  /** Whether casting needs spell components (cd6; exhausted: can't cast component-requiring spells). */
  requiresComponents: boolean;
  /** A spell's duration countdown die (the Light spell uses one), when it has one. */
  duration: CountdownState | null;
  /** Rules text: the placeholder key until the GM writes it. */
  text: string;
  placeholder: boolean;
}

/** One placeholder spell per list and starting tier: shapes, not rules. */
export const PLACEHOLDER_SPELLS: readonly SpellData[] = (['invoker', 'seer'] as const).map((list) => ({
  id: `${list}Placeholder`,
  list,
  tier: 1,
  requiresComponents: list === 'invoker',
  duration: null,
  text: PLACEHOLDER_TEXT,
  placeholder: true,
}));

/** The Light spell is named in "Light & Darkness" (near; uses the spell's duration die); its die is not printed. */
export const LIGHT_SPELL_NAMED = { id: 'light', radius: 'near', durationDie: null, text: PLACEHOLDER_TEXT } as const;

export interface TableEntry {
  /** Inclusive range on the table's die. */
  min: number;
  max: number;
  text: string;
  placeholder: boolean;
}

export interface RollTableData {
  id: string;
  /** The die the table is rolled on; null until the GM sets it (the document does not print it). */
  die: number | null;
  entries: readonly TableEntry[];
}

const placeholderEntry: TableEntry = { min: 1, max: 1, text: PLACEHOLDER_TEXT, placeholder: true };

/** Class talent tables ("roll or choose from class talent table"), one per class, placeholder entries. */
export function talentTable(classId: ClassId): RollTableData {
  return { id: `talents-${classId}`, die: null, entries: [placeholderEntry] };
}

/** The spell backlash table (natural 1 on a spell check), placeholder entries. */
export const BACKLASH_TABLE: RollTableData = { id: 'backlash', die: null, entries: [placeholderEntry] };

/** Advancement (countdown.md): the milestones that earn a level. */
export const MILESTONES = ['doomSite', 'majorClock', 'questArc', 'sacrifice'] as const;
export type MilestoneId = (typeof MILESTONES)[number];

/**
 * Conditions the document names, with the mechanics it prints (none are invented): dying and
 * stable (death.ts), defending (CD-7, edges.ts), in darkness (edges.ts), surprised (no effect
 * printed; Goblins never are), prone (standing up is a free action), starving (rations
 * exhausted), exhaustion (removed by a long rest), grappled (escape: Goblin advantage).
 */
export const CONDITIONS = [
  'dying',
  'stable',
  'dead',
  'defending',
  'darkness',
  'surprised',
  'prone',
  'grappled',
  'starving',
  'exhaustion',
] as const;
export type ConditionId = (typeof CONDITIONS)[number];
