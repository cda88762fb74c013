/**
 * Dice So Nice: every Manifold roll is an ordinary Foundry roll, so the module animates it and
 * holds its chat card until the dice land. Dice with a distinct role — exertion versus safe dice,
 * countdown dice, crit-capable d10s, advantage pairs — get their own colours, chosen by the role a
 * ruleset writes as the die's flavor (`2d6[exertion]`); other dice wear their ruleset's accent.
 */
import type { RulesetId } from './ruleset';

export interface Colorset {
  name: string;
  description: string;
  category: string;
  foreground: string;
  background: string;
  edge: string;
  outline?: string;
  texture: string;
  material: string;
}

/** Die roles with their own look, and their colours (foreground, background, edge). */
export const DIE_ROLES: Record<string, [string, string, string]> = {
  safe: ['#2b2118', '#efe6d2', '#c8b995'],
  exertion: ['#ffffff', '#a3222d', '#5e0d14'],
  bonus: ['#ffffff', '#2f5fa8', '#163a70'],
  affinity: ['#ffffff', '#6b3fa8', '#3d2166'],
  countdown: ['#1d1405', '#e0a52b', '#8a5c06'],
  crit: ['#2a1c00', '#f2d16b', '#b8860b'],
  advantage: ['#ffffff', '#2e7d4f', '#174a2d'],
  disadvantage: ['#ffffff', '#6b6f76', '#3b3e43'],
  defense: ['#ffffff', '#46607a', '#26384a'],
};

/** Each ruleset's accent, as hex for the 3D dice (the stylesheet holds the same hues). */
export const RULESET_DICE: Record<RulesetId, [string, string, string]> = {
  relic: ['#ffffff', '#a8652a', '#5f3411'],
  hitdice: ['#ffffff', '#a3303f', '#5b1520'],
  difference: ['#ffffff', '#2f7391', '#173f51'],
  countdown: ['#ffffff', '#8a6d1f', '#4a3a0c'],
  cryture: ['#ffffff', '#3d8a4a', '#1e4d26'],
};

export function colorsetName(key: string): string {
  return `manifold-${key}`;
}

/** Every colorset Manifold registers with Dice So Nice. */
export function colorsets(): Colorset[] {
  const make = (
    key: string,
    [foreground, background, edge]: [string, string, string],
    description: string,
  ): Colorset => ({
    name: colorsetName(key),
    description,
    category: 'Manifold',
    foreground,
    background,
    edge,
    outline: edge,
    texture: 'none',
    material: 'plastic',
  });
  return [
    ...Object.entries(DIE_ROLES).map(([role, colours]) => make(role, colours, `Manifold: ${role} dice`)),
    ...Object.entries(RULESET_DICE).map(([id, colours]) =>
      make(`ruleset-${id}`, colours as [string, string, string], `Manifold: ${id}`),
    ),
  ];
}

/** The appearance of one die term: its role's colours when its flavor names a role, else its ruleset's. */
export function appearanceFor(ruleset: string, flavor: unknown): { colorset: string; system: string } {
  const role = typeof flavor === 'string' ? flavor.trim().toLowerCase() : '';
  return { colorset: colorsetName(role in DIE_ROLES ? role : `ruleset-${ruleset}`), system: 'manifold' };
}

export interface Dice3D {
  addSystem(system: { id: string; name: string }, mode?: boolean | string): void;
  addColorset(colorset: Colorset, mode?: string): void;
}

/** Runs on Dice So Nice's `diceSoNiceReady` hook. */
export function registerDiceSoNice(dice3d: Dice3D): void {
  dice3d.addSystem({ id: 'manifold', name: 'Manifold' }, false);
  for (const colorset of colorsets()) dice3d.addColorset(colorset, 'default');
}

/** A die term's options as Dice So Nice reads them: Foundry's DiceTerm options do not name `appearance`. */
interface TermOptions {
  flavor?: string | null | undefined;
  appearance?: unknown;
}

/** Sets the appearance of every die of a roll that does not already have one. */
export function dressDice(roll: { dice: { options: TermOptions }[]; options: { ruleset?: string } }): void {
  for (const term of roll.dice)
    term.options.appearance ??= appearanceFor(roll.options.ruleset ?? '', term.options.flavor);
}
