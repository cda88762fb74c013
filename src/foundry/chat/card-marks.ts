/**
 * The marks every chat card shares, whatever its ruleset: a result's tone as a glyph beside its
 * words (the outcome never rests on colour alone), and one icon per card job, so "Apply damage"
 * looks the same on every card and a die is drawn only on a button that rolls.
 */
import type { OddsTone } from '../../core/odds';

/** A result's mark by its tone: tick, cross, star, half circle, skull; a plain dot when it has none. */
export const TONE_ICONS: Readonly<Record<OddsTone, string>> = {
  critical: 'fa-solid fa-star',
  success: 'fa-solid fa-check',
  partial: 'fa-solid fa-circle-half-stroke',
  failure: 'fa-solid fa-xmark',
  fumble: 'fa-solid fa-skull',
  neutral: 'fa-solid fa-circle-dot',
};

/** The mark of `tone` (an unknown tone reads as neutral). `{{manifold-tone-icon tone}}` in templates. */
export function toneIcon(tone: unknown): string {
  return Object.hasOwn(TONE_ICONS, String(tone)) ? TONE_ICONS[tone as OddsTone] : TONE_ICONS.neutral;
}

/** One icon per card job, the same in every ruleset. Only `reroll` (it rolls) wears a die. */
export const CARD_ICONS = {
  applyDamage: 'fa-solid fa-heart-crack',
  applyHealing: 'fa-solid fa-heart-circle-plus',
  /** A power's successes or effect put on its targets (statuses, movement, not only damage). */
  applyEffect: 'fa-solid fa-wand-magic-sparkles',
  undo: 'fa-solid fa-rotate-left',
  reroll: 'fa-solid fa-dice',
} as const;
