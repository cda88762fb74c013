/**
 * The icons Manifold ships (assets/icons/, written by tools/icons.mjs from game-icons.net and Font
 * Awesome Free; credits in CREDITS.md). Foundry's own icons (icons/…) are not ours to ship, so
 * statuses, new items and new effects use these.
 */
import { SYSTEM_PATH } from './templates';

/** The path Foundry serves a shipped icon from (`name` is the file name without `.svg`). */
export const shippedIcon = (name: string): string => `${SYSTEM_PATH}/assets/icons/${name}.svg`;

/** The image a new Active Effect is created with. */
export const NEW_EFFECT_ICON = shippedIcon('magic-swirl');

/** The image a new macro is created with. */
export const MACRO_ICON = shippedIcon('fa-dice-d20');

/** Each registered item type's default image (its descriptor's `img`), filled at init. */
const itemImages = new Map<string, string>();

export function setDefaultItemImage(type: string, img: string): void {
  itemImages.set(type, img);
}

/** The image a new item of this type is created with, if its ruleset names one. */
export function defaultItemImage(type: unknown): string | undefined {
  return typeof type === 'string' ? itemImages.get(type) : undefined;
}
