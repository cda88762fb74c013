/**
 * The status icons under assets/cryture/status/. Foundry draws an effect's image on the token but
 * no number, so each stacking status has one icon per stack count (Block up to 9, then "9+"), and
 * the mirrored effect swaps its image as the stacks change. The SVGs are generated from this file;
 * a test keeps the files on disk equal to it.
 */
import { STATUS_IDS, maxStacks, type StatusId } from '../rules';

export const STATUS_ICON_DIR = 'assets/cryture/status';
/** Block is unlimited: icons count up to this, and anything above shows "9+". */
export const MAX_ICON_STACKS = 9;

interface Look {
  colour: string;
  /** SVG markup of the glyph, drawn in a 64×64 box in white. */
  glyph: string;
}

const W = 'fill="#fff"';
const S = 'fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"';

/** Helpful statuses are cool colours, harmful ones warm; each has its own glyph. */
const LOOKS: Record<StatusId, Look> = {
  block: { colour: '#2f6fb3', glyph: `<path ${W} d="M32 10l18 6v13c0 12-8 21-18 25-10-4-18-13-18-25V16z"/>` },
  clumsy: { colour: '#9a5b1e', glyph: `<path ${S} d="M14 40l9-12 8 9 9-15 10 18"/><path ${S} d="M16 50h32"/>` },
  distracted: {
    colour: '#7a4aa8',
    glyph: `<path ${S} d="M32 32m-4 0a4 4 0 1 1 8 0a10 10 0 1 1-20 0a16 16 0 1 1 32 0"/>`,
  },
  empowered: { colour: '#2e8a57', glyph: `<path ${W} d="M32 10l16 18H38v24H26V28H16z"/>` },
  hardened: {
    colour: '#4f6470',
    glyph: `<path ${W} d="M32 10l20 22-20 22-20-22z"/><path fill="#4f6470" d="M32 20l10 12-10 12-10-12z"/>`,
  },
  hastened: { colour: '#1f8a8a', glyph: `<path ${S} d="M16 18l14 14-14 14M34 18l14 14-14 14"/>` },
  regenerating: { colour: '#3c9a3c', glyph: `<path ${W} d="M27 12h10v15h15v10H37v15H27V37H12V27h15z"/>` },
  slowed: {
    colour: '#8a6d1f',
    glyph: `<path ${S} d="M20 12h24M20 52h24M22 12c0 12 20 14 20 20s-20 8-20 20M42 12c0 12-20 14-20 20s20 8 20 20"/>`,
  },
  softened: { colour: '#b0562f', glyph: `<path ${W} d="M32 10c8 12 16 20 16 28a16 16 0 0 1-32 0c0-8 8-16 16-28z"/>` },
  stunned: {
    colour: '#b38a12',
    glyph: `<path ${W} d="M32 8l6 15 16-3-10 13 10 13-16-3-6 15-6-15-16 3 10-13-10-13 16 3z"/>`,
  },
  weakened: { colour: '#a33a3a', glyph: `<path ${W} d="M32 54L16 36h10V12h12v24h10z"/>` },
  wounded: { colour: '#8e1f2c', glyph: `<path ${S} d="M18 14l28 36M46 14L18 50"/>` },
};

/** How many stacks an icon can show for a status: its cap, Block's "Unlimited" shown up to 9+. */
export function iconStacks(status: StatusId): number {
  return Math.min(maxStacks(status), MAX_ICON_STACKS + 1);
}

/** The file name of the icon for this many stacks ("block.svg", "block-3.svg", "block-9plus.svg"). */
export function statusIconFile(status: StatusId, stacks = 1): string {
  const n = Math.max(1, Math.min(Math.trunc(stacks) || 1, iconStacks(status)));
  if (n === 1) return `${status}.svg`;
  return n > MAX_ICON_STACKS ? `${status}-${MAX_ICON_STACKS}plus.svg` : `${status}-${n}.svg`;
}

export function statusIconPath(status: StatusId, stacks = 1): string {
  return `systems/manifold/${STATUS_ICON_DIR}/${statusIconFile(status, stacks)}`;
}

/** The SVG of a status icon with its stack badge (none for one stack). */
export function statusIconSvg(status: StatusId, stacks = 1): string {
  const look = LOOKS[status];
  const label = stacks > MAX_ICON_STACKS ? `${MAX_ICON_STACKS}+` : String(stacks);
  const badge =
    stacks > 1
      ? `<circle cx="47" cy="47" r="15" fill="#111" stroke="#fff" stroke-width="3"/>` +
        `<text x="47" y="54" text-anchor="middle" font-family="Signika, Arial, sans-serif" font-weight="700" ` +
        `font-size="${label.length > 1 ? 16 : 21}" fill="#fff">${label}</text>`
      : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">` +
    `<circle cx="32" cy="32" r="30" fill="${look.colour}" stroke="#111" stroke-width="3"/>` +
    `${look.glyph}${badge}</svg>\n`
  );
}

/** Every icon file: name → SVG text. */
export function allStatusIcons(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const status of STATUS_IDS) {
    for (let n = 1; n <= iconStacks(status); n++) out[statusIconFile(status, n)] = statusIconSvg(status, n);
  }
  return out;
}
