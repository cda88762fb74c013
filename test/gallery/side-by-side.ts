/**
 * The `sheets-side-by-side` gallery page: the five rulesets' character sheets in one row and their
 * five NPC sheets under them, each window at the same readable width and height, so a look shows
 * whether the same job sits in the same place in every ruleset.
 */
import { windowFrame } from './page';

/** Each ruleset's NPC type: the actor its GM runs from a statblock. */
export const NPC_TYPES: Record<string, string> = {
  relic: 'relic-adversary',
  hitdice: 'hitdice-npc',
  difference: 'difference-npc',
  countdown: 'countdown-monster',
  cryture: 'cryture-npc',
};

export const SIDE_BY_SIDE_PAGE = 'sheets-side-by-side';
/** Each window's width (five in a row: the character sheets' own default width) and each row's height. */
export const SIDE_BY_SIDE_WIDTH = 760;
const ROW_HEIGHT = { character: 900, npc: 540 } as const;
const GAP = 16;

/** One opened sheet as the page shows it: its window's title, classes and rendered content. */
export interface SideSheet {
  ruleset: string;
  title: string;
  className: string;
  html: string;
}

export type SideRow = keyof typeof ROW_HEIGHT;

/** The page's body in a theme: two rows of five windows, the rulesets in the same order in both. */
export function sideBySideBody(theme: string, rows: Record<SideRow, SideSheet[]>): string {
  const windows = (row: SideRow) =>
    rows[row]
      .map((s) => windowFrame(s.title, theme, s.className, s.ruleset, s.html, SIDE_BY_SIDE_WIDTH, ROW_HEIGHT[row]))
      .join('\n');
  const grid = `display:grid;grid-template-columns:repeat(5,${SIDE_BY_SIDE_WIDTH}px);gap:${GAP}px;align-items:start;width:max-content;padding:${GAP}px`;
  return `<div class="gallery-side-by-side" style="${grid}">
${windows('character')}
${windows('npc')}
</div>`;
}
