/**
 * Which Foundry generation the stand-in plays. The vitest projects (vitest.config.ts) set
 * MANIFOLD_FOUNDRY_GENERATION — `glue` and `browser` play v14, `v13` what differs in v13 — and
 * test/setup.ts calls `installGeneration` after installing the stand-in. v13 is the baseline the stand-in already models; `v14.ts` adds what v14 changes.
 * Every behaviour here cites its reference in README.md ("Generations").
 */
import type { StandInActiveEffect, StandInActor } from './documents';
import { applyUpdateV14, installV14, V14_SHOW_ICON, warnLegacyKeys } from './v14';

export type Generation = 13 | 14;

/** Deprecation warnings Foundry would print (foundry.utils.logCompatibilityWarning), in order. */
export const deprecations: string[] = [];

export function recordDeprecation(message: string): void {
  deprecations.push(message);
}

/** The generation this vitest project runs (13 unless the project says otherwise). */
export function projectGeneration(): Generation {
  return process.env.MANIFOLD_FOUNDRY_GENERATION === '14' ? 14 : 13;
}

let installed: Generation = 13;

/** The generation the stand-in plays in this test file. */
export function standInGeneration(): Generation {
  return installed;
}

type Settings = {
  register(namespace: string, key: string, config: Record<string, unknown>): void;
};

/** v13's roll modes (CONFIG.Dice.rollModes) and what ChatMessage.applyRollMode does with each. */
const ROLL_MODES = {
  publicroll: { label: 'CHAT.RollPublic', icon: 'fa-solid fa-globe' },
  gmroll: { label: 'CHAT.RollPrivate', icon: 'fa-solid fa-user-secret' },
  blindroll: { label: 'CHAT.RollBlind', icon: 'fa-solid fa-eye-slash' },
  selfroll: { label: 'CHAT.RollSelf', icon: 'fa-solid fa-user' },
};

/** Whisper and blind for a visibility, shared by v13's applyRollMode and v14's applyMode. */
export function applyVisibility(data: Record<string, unknown>, kind: 'public' | 'gm' | 'blind' | 'self'): void {
  const g = globalThis as unknown as {
    game: { users: Iterable<{ id: string; isGM: boolean }>; user: { id: string } };
  };
  const gms = [...g.game.users].filter((u) => u.isGM).map((u) => u.id);
  if (kind === 'public') data.whisper = [];
  if (kind === 'gm' || kind === 'blind') data.whisper = gms;
  if (kind === 'blind') data.blind = true;
  if (kind === 'self') data.whisper = [g.game.user.id];
}

/** The effects a token draws as status icons on its actor, by the running generation's rule. */
export function tokenIconEffects(actor: StandInActor): StandInActiveEffect[] {
  const effects = [...actor.effects] as unknown as StandInActiveEffect[];
  if (installed === 14) return effects.filter((e) => v14IconShown(e));
  // v13: Token#drawEffects draws actor.temporaryEffects — ActiveEffect#isTemporary is a
  // duration in seconds, rounds or turns, or any status.
  return effects.filter((e) => {
    const d = (e._source.duration ?? {}) as { seconds?: number; rounds?: number; turns?: number };
    const duration = d.seconds ?? (d.rounds || d.turns) ?? 0;
    return duration > 0 || e.statuses.size > 0;
  });
}

function v14IconShown(effect: StandInActiveEffect): boolean {
  const { ALWAYS, NEVER } = V14_SHOW_ICON;
  const showIcon = (effect._source.showIcon as number | undefined) ?? V14_SHOW_ICON.CONDITIONAL;
  if (showIcon === ALWAYS) return true;
  if (showIcon === NEVER) return false;
  const value = (effect._source.duration as { value?: number | null } | undefined)?.value;
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

/** Installs the generation's globals over the stand-in that test/setup.ts installed. */
export function installGeneration(generation: Generation = projectGeneration()): void {
  installed = generation;
  const g = globalThis as unknown as {
    game: { release?: unknown; settings: Settings };
    CONFIG: { Dice: Record<string, unknown> };
    CONST?: Record<string, unknown>;
    ChatMessage: Record<string, unknown>;
    foundry: { utils: Record<string, unknown> };
  };
  g.game.release = { generation, build: generation === 14 ? 366 : 351 };
  // CONST.TOKEN_DISPOSITIONS, the same on v13 and v14.
  g.CONST = { ...(g.CONST ?? {}), TOKEN_DISPOSITIONS: { SECRET: -2, HOSTILE: -1, NEUTRAL: 0, FRIENDLY: 1 } };
  g.CONST.REGION_VISIBILITY =
    generation === 14
      ? REGION_VISIBILITY
      : { LAYER: REGION_VISIBILITY.LAYER, GAMEMASTER: REGION_VISIBILITY.GAMEMASTER, ALWAYS: REGION_VISIBILITY.ALWAYS };
  g.foundry.utils.logCompatibilityWarning = (message: string) => recordDeprecation(message);

  // v13: the user's roll mode is the core setting `rollMode`, choices from CONFIG.Dice.rollModes.
  g.CONFIG.Dice.rollModes = ROLL_MODES;
  g.game.settings.register('core', 'rollMode', {
    scope: 'client',
    config: false,
    type: String,
    default: 'publicroll',
    choices: ROLL_MODES,
  });
  g.ChatMessage.applyRollMode = (data: Record<string, unknown>, mode: string) => {
    applyVisibility(
      data,
      ({ gmroll: 'gm', blindroll: 'blind', selfroll: 'self' } as const)[mode as 'gmroll'] ?? 'public',
    );
    return data;
  };

  if (generation === 14) installV14({ record: recordDeprecation, applyVisibility });
}

/**
 * Applies flat update entries to a plain object (for test fakes outside documents.ts, such as
 * cryture's fake scene tokens) as the running generation does: v14 applies `_del`/`_replace` and
 * warns about `-=`/`==` keys; v13 applies the keys.
 */
export function applyFlatUpdate(target: Record<string, unknown>, changes: Record<string, unknown>): void {
  if (installed === 14) warnLegacyKeys(changes, recordDeprecation);
  applyUpdateV14(target, changes);
}

/** CONST.REGION_VISIBILITY (v13 has the first three; v14 adds OBSERVER and LAYER_UNLOCKED). */
export const REGION_VISIBILITY = { LAYER: 0, GAMEMASTER: 1, ALWAYS: 2, OBSERVER: 3, LAYER_UNLOCKED: 4 } as const;

/** The fields of a Region's data (v14 RegionData): anything else is dropped when it is stored. */
const REGION_FIELDS = new Set([
  '_id',
  'name',
  'color',
  'shapes',
  'elevation',
  'levels',
  'behaviors',
  'visibility',
  'locked',
  'flags',
]);

/**
 * A Region as its schema stores it: unknown fields dropped, `visibility` defaulting to LAYER
 * (shown only while the Regions layer is active).
 */
export function regionSource(data: Record<string, unknown>): Record<string, unknown> {
  const kept = Object.fromEntries(Object.entries(data).filter(([key]) => REGION_FIELDS.has(key)));
  return { visibility: REGION_VISIBILITY.LAYER, ...kept };
}

const REGION_SHAPES = new Set(['circle', 'ellipse', 'polygon', 'rectangle', 'cone', 'line', 'ring', 'emanation']);

/**
 * What a scene does with embedded area documents: v14 deprecates MeasuredTemplate (folded into
 * Regions) and validates a Region's shapes as its data model would (each a known type with finite
 * numbers, at least one). Throws like Foundry's validation; records the deprecation.
 */
export function checkAreaDocument(name: string, data: Record<string, unknown>): void {
  if (name === 'MeasuredTemplate' && installed === 14)
    recordDeprecation('MeasuredTemplate is deprecated in v14: use a Region');
  if (name !== 'Region') return;
  const shapes = data.shapes as Record<string, unknown>[] | undefined;
  if (!Array.isArray(shapes) || !shapes.length) throw new Error('Region validation errors: shapes: may not be empty');
  for (const shape of shapes) {
    if (!REGION_SHAPES.has(String(shape.type))) throw new Error(`Region validation errors: shape type ${shape.type}`);
    for (const [key, value] of Object.entries(shape))
      if (key !== 'type' && typeof value !== 'string' && !Number.isFinite(value))
        throw new Error(`Region validation errors: shapes.${key} must be a finite number`);
  }
  if (data.levels !== undefined && !(Array.isArray(data.levels) && data.levels.every((l) => typeof l === 'string')))
    throw new Error('Region validation errors: levels must be a set of Level ids');
}
