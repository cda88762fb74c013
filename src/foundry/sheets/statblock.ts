/**
 * The one NPC statblock every ruleset's NPC sheet shows (templates/shared/statblock.hbs): a name
 * line, defenses, pools, the numbers the NPC rolls (each with the roll control), attacks and
 * abilities, traits — always in that order, and a section with nothing in it left out. Each
 * ruleset's builder fills a `StatblockInput` from its own reading of the actor; `statblockView`
 * drops what is empty, so no sheet shows "Mana 0/0" or a panel with nothing in it.
 *
 * The NPC sheets open on the statblock; what each of them edits stays on the tabs behind it, with
 * the shared Notes tab (templates/shared/notes-tab.hbs) and the Effects tab.
 */
import { SYSTEM_PATH } from '../templates';
import { EFFECTS_PART, EFFECTS_TAB } from '../effects/sheet-actions';

/** A number read off the statblock: a defense, a trait, a stat the NPC does not roll. */
export interface StatblockStat {
  label: string;
  value: string | number;
  /** The effect key whose breakdown the value's tooltip shows (when an effect can change it). */
  effectKey?: string;
}

/** A pool that runs down: hit points, health, Resolve. Left out when it has no maximum. */
export interface StatblockPool {
  id: string;
  label: string;
  value: number;
  max: number;
  /** A short word after the numbers ("2 wounds", "d8 each"). */
  note?: string;
}

/** A number the NPC rolls: shown with the roll control of `key` (one of `registry.rollablesOf`). */
export interface StatblockRoll {
  key: string;
  label: string;
  value?: string | number;
  /** The roll control's accessible name ("Roll a Might test"). */
  rollLabel: string;
  effectKey?: string;
}

/** An attack or ability: its name, a line of what it does, and a roll control or a sheet action. */
export interface StatblockEntry {
  name: string;
  detail?: string;
  /** A rollable key: the entry's roll control. */
  key?: string;
  rollLabel?: string;
  /** Or a sheet action (a GM-side step that is not a roll, e.g. countdown's monster attack). */
  action?: string;
  actionText?: string;
  actionIcon?: string;
  /** What the action does, as its tooltip (localized). */
  actionHint?: string;
  /** Spent for now (a used recharge ability): shown dimmed. */
  spent?: boolean;
}

/** A trait: a word or a short phrase under a label (Weakness: fire; Conditions: Prone, Dazed). */
export interface StatblockTrait {
  label: string;
  value: string;
}

export interface StatblockInput {
  name: string;
  img: string;
  /** What it is, in a line: its kind, group, level. */
  line?: string;
  defenses?: StatblockStat[];
  pools?: StatblockPool[];
  rolls?: StatblockRoll[];
  attacks?: StatblockEntry[];
  traits?: StatblockTrait[];
}

export interface StatblockView {
  name: string;
  img: string;
  line: string;
  defenses: StatblockStat[];
  pools: (StatblockPool & { percent: number })[];
  rolls: StatblockRoll[];
  attacks: StatblockEntry[];
  traits: StatblockTrait[];
}

const present = (value: unknown) => value !== undefined && value !== null && String(value).trim() !== '';

/** The statblock as the template reads it: empty entries and pools without a maximum dropped. */
export function statblockView(input: StatblockInput): StatblockView {
  return {
    name: input.name,
    img: input.img,
    line: input.line?.trim() ?? '',
    defenses: (input.defenses ?? []).filter((d) => present(d.value)),
    pools: (input.pools ?? [])
      .filter((p) => p.max > 0)
      .map((p) => ({ ...p, percent: Math.round((Math.max(0, Math.min(p.value, p.max)) / p.max) * 100) })),
    rolls: (input.rolls ?? []).filter((r) => present(r.key)),
    attacks: (input.attacks ?? []).filter((a) => present(a.name)),
    traits: (input.traits ?? []).filter((t) => present(t.value)),
  };
}

export const STATBLOCK_TEMPLATE = `${SYSTEM_PATH}/templates/shared/statblock.hbs`;
export const NOTES_TEMPLATE = `${SYSTEM_PATH}/templates/shared/notes-tab.hbs`;

/** The statblock's tab, first on every NPC sheet. */
export const STATBLOCK_TAB = { id: 'statblock', icon: 'fa-solid fa-scroll', label: 'MANIFOLD.statblock.tab' };
/** The tab behind the statblock where a one-page NPC sheet's fields are edited. */
export const EDIT_TAB = { id: 'edit', icon: 'fa-solid fa-pen-to-square', label: 'MANIFOLD.statblock.edit' };
/** The Notes tab every actor sheet shares. */
export const NOTES_TAB = { id: 'notes', icon: 'fa-solid fa-book-open', label: 'MANIFOLD.notes.tab' };

export const STATBLOCK_PART = { template: STATBLOCK_TEMPLATE, scrollable: [''] };
export const NOTES_PART = { template: NOTES_TEMPLATE, scrollable: [''] };
export const TAB_NAVIGATION_PART = { template: 'templates/generic/tab-navigation.hbs' };

/**
 * An NPC sheet's tabs: the statblock first (it opens on it), then the ruleset's own editing tabs,
 * Notes and Effects.
 */
export function npcTabs(editing: { id: string; icon: string; label?: string }[], labelPrefix: string) {
  return {
    primary: {
      tabs: [STATBLOCK_TAB, ...editing, NOTES_TAB, EFFECTS_TAB],
      initial: STATBLOCK_TAB.id,
      labelPrefix,
    },
  };
}

/**
 * An NPC sheet's parts: the tab bar, its header if it has one (`{ header }`: editing fields, hidden
 * while the statblock is shown, which has its own name line), the statblock, the editing tabs,
 * Notes and Effects.
 */
export function npcParts<H extends { header?: { template: string } }, E extends object>(header: H, editing: E) {
  return {
    tabs: TAB_NAVIGATION_PART,
    ...header,
    statblock: STATBLOCK_PART,
    ...editing,
    notes: NOTES_PART,
    effects: EFFECTS_PART,
  };
}
