// Writes the icons Manifold ships (assets/icons/) from the two free sets it draws on, so the
// choice is reproducible: game-icons.net (CC BY 3.0, from @iconify-json/game-icons) and Font
// Awesome Free (CC BY 4.0, from @fortawesome/fontawesome-free). Credits: CREDITS.md.
//   npm run icons:ship
// Every icon gets one style: a white glyph on a dark rounded tile, so it reads on a light sheet,
// a dark sheet, the Token HUD and a token alike.
import fs from 'node:fs';
import { at } from './lib/paths.mjs';

/** The game-icons.net glyphs shipped, by name (the file is assets/icons/<name>.svg). */
export const GAME_ICONS = [
  // statuses
  'bleeding-wound',
  'biceps',
  'blindfold',
  'broken-heart',
  'checked-shield',
  'crossed-swords',
  'dead-head',
  'dove',
  'eclipse',
  'eye-target',
  'falling',
  'fist',
  'foot-trip',
  'grab',
  'heart-plus',
  'knocked-out-stars',
  'knockout',
  'manacles',
  'poison-bottle',
  'snail',
  'sparkles',
  'spider-web',
  'star-swirl',
  'stomach',
  'surprised',
  'tired-eye',
  'whirlwind',
  // surges
  'shield',
  'magic-shield',
  'cracked-shield',
  'healing',
  // item types and catalogue kinds
  'breastplate',
  'broadsword',
  'bread',
  'chest',
  'embrassed-energy',
  'family-tree',
  'gears',
  'gem-pendant',
  'knapsack',
  'laurels',
  'lightning-helix',
  'meditation',
  'round-shield',
  'scroll-unfurled',
  'spell-book',
  'star-formation',
  'star-medal',
  'stone-wall',
  'torch',
  // starter-kit portraits (test/packs/kits/portraits.ts)
  'archer',
  'bandit',
  'black-knight-helm',
  'boar',
  'bowman',
  'brute',
  'captain-hat-profile',
  'cloak-dagger',
  'closed-barbute',
  'cowled',
  'crested-helmet',
  'crossbow',
  'crossed-sabres',
  'crowned-skull',
  'cultist',
  'doctor-face',
  'dragonfly',
  'dwarf-face',
  'eagle-head',
  'eel',
  'elf-helmet',
  'fedora',
  'fire-breath',
  'fish-corpse',
  'goblin',
  'goblin-head',
  'golem-head',
  'guards',
  'crown',
  'hood',
  'hooded-assassin',
  'hooded-figure',
  'hound',
  'kraken-tentacle',
  'mailed-fist',
  'monk-face',
  'ninja-head',
  'ogre',
  'orc-head',
  'pirate-captain',
  'quill-ink',
  'rat',
  'rhinoceros-horn',
  'salamander',
  'sniffing-dog',
  'sparky-bomb',
  'spartan-helmet',
  'spiked-dragon-head',
  'spy',
  'toad-teeth',
  'troll',
  'viking-head',
  'visored-helm',
  'water-drop',
  'witch-face',
  'witch-flight',
  'wizard-face',
  'wolf-head',
  'woman-elf-face',
  // a new effect
  'magic-swirl',
];

/** The Font Awesome Free (solid) glyphs shipped, by name (the file is assets/icons/fa-<name>.svg). */
export const FONT_AWESOME = ['dice-d20'];

const TILE = '#2b2620';
const EDGE = '#8a7d68';
const GLYPH = '#ffffff';

/** One icon: the glyph (its own viewBox) scaled into the middle of a 512 × 512 tile. */
export function tiled(body, [x, y, w, h], { fillPaths = true } = {}) {
  const size = 368;
  const scale = size / Math.max(w, h);
  const dx = (512 - w * scale) / 2 - x * scale;
  const dy = (512 - h * scale) / 2 - y * scale;
  const coloured = body.replace(/currentColor/g, GLYPH);
  const glyph = fillPaths ? coloured.replace(/<path(?![^>]*fill=)/g, `<path fill="${GLYPH}"`) : coloured;
  const r = (n) => Number(n.toFixed(3));
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">' +
    `<rect x="8" y="8" width="496" height="496" rx="72" fill="${TILE}" stroke="${EDGE}" stroke-width="16"/>` +
    `<g transform="translate(${r(dx)} ${r(dy)}) scale(${r(scale)})">${glyph}</g></svg>\n`
  );
}

export function writeIcons() {
  const out = at('assets', 'icons');
  fs.mkdirSync(out, { recursive: true });
  const set = JSON.parse(fs.readFileSync(at('node_modules/@iconify-json/game-icons/icons.json'), 'utf8'));
  const written = [];
  for (const name of GAME_ICONS) {
    const icon = set.icons[name];
    if (!icon) throw new Error(`game-icons has no icon named ${name}`);
    const box = [icon.left ?? 0, icon.top ?? 0, icon.width ?? set.width, icon.height ?? set.height];
    fs.writeFileSync(`${out}/${name}.svg`, tiled(icon.body, box));
    written.push(`${name}.svg`);
  }
  for (const name of FONT_AWESOME) {
    const svg = fs.readFileSync(at(`node_modules/@fortawesome/fontawesome-free/svgs/solid/${name}.svg`), 'utf8');
    const box = /viewBox="([^"]+)"/.exec(svg)[1].split(/\s+/).map(Number);
    const body = svg
      .replace(/^[\s\S]*?<svg[^>]*>/, '')
      .replace(/<\/svg>\s*$/, '')
      .replace(/<!--[\s\S]*?-->/g, '');
    fs.writeFileSync(`${out}/fa-${name}.svg`, tiled(body, box));
    written.push(`fa-${name}.svg`);
  }
  return written;
}

/** The tile's rectangle: what marks an icon as already set on a tile. */
const TILE_MARK = `fill="${TILE}"`;

/**
 * The rulesets' own drawn status icons (assets/hitdice/, assets/relic/: white strokes on nothing)
 * set on the same tile, once: an icon already on a tile is left alone.
 */
export function tileDrawnIcons() {
  const tiledNow = [];
  for (const dir of ['hitdice', 'relic']) {
    for (const name of fs.readdirSync(at('assets', dir)).filter((f) => f.endsWith('.svg'))) {
      const file = at('assets', dir, name);
      const svg = fs.readFileSync(file, 'utf8');
      if (svg.includes(TILE_MARK)) continue;
      const [, attrs, inner] = /^<svg([^>]*)>([\s\S]*)<\/svg>\s*$/.exec(svg.trim());
      const box = /viewBox="([^"]+)"/.exec(attrs)[1].split(/\s+/).map(Number);
      const paint = attrs.replace(/\s(xmlns|viewBox|width|height)="[^"]*"/g, '');
      const title = /<title>[\s\S]*?<\/title>/.exec(inner)?.[0] ?? '';
      const body = `<g${paint}>${inner.replace(title, '')}</g>`;
      fs.writeFileSync(file, tiled(body, box, { fillPaths: false }).replace('<rect', `${title}<rect`));
      tiledNow.push(`${dir}/${name}`);
    }
  }
  return tiledNow;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`assets/icons: ${writeIcons().length} icons written`);
  const drawn = tileDrawnIcons();
  if (drawn.length) console.log(`set on the tile: ${drawn.join(', ')}`);
}
