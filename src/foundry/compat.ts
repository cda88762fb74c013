/**
 * Every difference between Foundry v13 and v14 that reaches Manifold, behind one helper. Rulesets
 * and the rest of src/foundry never read the version: they ask this file for the data, keys and
 * markup of the running generation (`game.release.generation`), the way dnd5e 5.3 branches.
 * Each section names the v14 change it covers; docs/dev/foundry-v14.md lists the references.
 */
import type {
  ActiveEffectShowIcon,
  AppliedChangeV14,
  ApplyChangeV14,
  ChatMessageModes,
  ChatMessageV14,
  EffectDurationV13,
  EffectDurationV14,
  EffectStartV14,
  LeveledScene,
  LeveledToken,
  OperatorGlobals,
  RegionData,
  ReleaseData,
} from './v14';

/** The running Foundry generation (13 when the release is unknown: our minimum). */
export function generation(): number {
  const release = (globalThis as { game?: { release?: ReleaseData } }).game?.release;
  return Number(release?.generation) || 13;
}

function isV14(): boolean {
  return generation() >= 14;
}

/** How Quench batches and logs name the generation they ran on. */
export function generationLabel(): string {
  return `Foundry v${generation()}`;
}

/* ------------------------------------------------------------------------------------------ */
/*  Active Effects: showIcon (v14) and durations                                              */
/* ------------------------------------------------------------------------------------------ */

function constants(): { ACTIVE_EFFECT_SHOW_ICON?: ActiveEffectShowIcon } | undefined {
  return (globalThis as { CONST?: { ACTIVE_EFFECT_SHOW_ICON?: ActiveEffectShowIcon } }).CONST;
}

/**
 * Effect data as the running generation needs it. On v14 a token draws an effect's icon only for
 * temporary effects unless `showIcon` says otherwise, so statuses without a duration ask for
 * ALWAYS; v13 draws every effect with statuses and knows no such field.
 */
export function effectWithIcon<T extends object>(data: T): T & { showIcon?: number } {
  const always = isV14() ? constants()?.ACTIVE_EFFECT_SHOW_ICON?.ALWAYS : undefined;
  return always === undefined ? data : { ...data, showIcon: always };
}

/**
 * Whether a stored effect lacks the icon setting it needs here: one created before the world
 * moved to v14 keeps v14's CONDITIONAL default, and a status without a duration would vanish.
 */
export function effectNeedsIcon(effect: { showIcon?: number; _source?: { showIcon?: number } }): boolean {
  const always = isV14() ? constants()?.ACTIVE_EFFECT_SHOW_ICON?.ALWAYS : undefined;
  return always !== undefined && (effect._source?.showIcon ?? effect.showIcon) !== always;
}

/** A duration in the units Manifold uses. */
export type DurationSpec = { rounds: number } | { turns: number } | { seconds: number };

/** An effect's duration as effect data takes it (fvtt-types declares v13's shape). */
export type EffectDurationData = NonNullable<ActiveEffect.CreateData['duration']>;

/** The duration field of an effect in the running generation's shape. */
export function effectDuration(spec: DurationSpec): EffectDurationData {
  if (!isV14()) return { ...spec } satisfies EffectDurationV13;
  const [units, value] = Object.entries(spec)[0] as [EffectDurationV14['units'], number];
  const v14: EffectDurationV14 = { value, units, expiry: null };
  // fvtt-types gap: the 13.345 types know only v13's duration ({ rounds }), not v14's { value, units, expiry }.
  return v14 as unknown as EffectDurationData;
}

/** Reads a stored duration of either shape; null for none (an indefinite effect). */
export function readEffectDuration(
  duration: unknown,
): { value: number; units: 'rounds' | 'turns' | 'seconds' | string } | null {
  if (!duration || typeof duration !== 'object') return null;
  const d = duration as Partial<EffectDurationV14> & EffectDurationV13;
  if (typeof d.units === 'string' && typeof d.value === 'number' && Number.isFinite(d.value) && d.value > 0) {
    return { value: d.value, units: d.units };
  }
  for (const units of ['rounds', 'turns', 'seconds'] as const) {
    const value = d[units];
    if (typeof value === 'number' && value > 0) return { value, units };
  }
  return null;
}

/** A duration counted on the combat tracker, whichever generation stored it. */
export interface TrackerDuration {
  rounds: number;
  turns: number;
  startRound: number | null;
  startTurn: number | null;
}

const count = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.trunc(n) : 0);
const at = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) ? n : null);

/**
 * An effect's length in rounds and turns and where on the tracker it began: v13 keeps all four in
 * `duration` (rounds, turns, startRound, startTurn); v14 keeps `duration.{value, units}` and the
 * start in `start.{round, turn}` (EffectDurationData, EffectStartData). Either shape is read on
 * either generation (a world's old data, a pack's). Null when it is not counted on the tracker.
 */
export function trackerDuration(effect: { duration?: unknown; start?: unknown }): TrackerDuration | null {
  const d = (effect.duration ?? {}) as Partial<EffectDurationV14> & EffectDurationV13;
  const start = (effect.start ?? {}) as EffectStartV14;
  const v14 = typeof d.units === 'string';
  const rounds = v14 ? (d.units === 'rounds' ? count(d.value) : 0) : count(d.rounds);
  const turns = v14 ? (d.units === 'turns' ? count(d.value) : 0) : count(d.turns);
  if (!rounds && !turns) return null;
  return {
    rounds,
    turns,
    startRound: at(v14 ? start.round : d.startRound) ?? at(d.startRound),
    startTurn: at(v14 ? start.turn : d.startTurn) ?? at(d.startTurn),
  };
}

/** Effect data for "lasts `rounds` rounds from (round, turn) on the tracker", in the running generation's shape. */
export function trackerDurationData(
  rounds: number,
  round: number | null,
  turn: number | null,
): Record<string, unknown> {
  if (!isV14())
    return { duration: { rounds, startRound: round, startTurn: turn } satisfies EffectDurationV13 & object };
  // Core counts a start's round only with its combat: the whole start as core writes it now
  // (v14's static getEffectStart, which fvtt-types' v13 class lacks).
  const effectClass = CONFIG.ActiveEffect.documentClass;
  const getEffectStart = 'getEffectStart' in effectClass ? effectClass.getEffectStart : undefined;
  const now = typeof getEffectStart === 'function' ? (getEffectStart as () => EffectStartV14).call(effectClass) : {};
  const start: EffectStartV14 = { ...now, round, turn };
  return { duration: effectDuration({ rounds }), start };
}

/**
 * Core's v14 change application, run for `effectClass` (as `super.applyChange` would: core's
 * helpers it dispatches to are looked up on the class). v13 has no static applyChange and never
 * calls this: it applies each change through the instance's `apply`.
 */
export function coreApplyChange(
  effectClass: object,
  targetDoc: unknown,
  change: AppliedChangeV14,
  options?: object,
): Record<string, unknown> {
  // fvtt-types stops at v13: ActiveEffect has no static applyChange there.
  const core: unknown = 'applyChange' in ActiveEffect ? ActiveEffect.applyChange : undefined;
  return typeof core === 'function' ? (core as ApplyChangeV14).call(effectClass, targetDoc, change, options) : {};
}

/* ------------------------------------------------------------------------------------------ */
/*  CONFIG.statusEffects: an array on v13, an id-keyed registry on v14                         */
/* ------------------------------------------------------------------------------------------ */

/** A status effect as Foundry offers it on the token HUD (StatusEffectConfig). */
export interface StatusEffectEntry {
  id: string;
  name: string;
  img: string;
  [key: string]: unknown;
}

/** The registered status effects, whichever shape CONFIG holds. */
export function statusEffectEntries(): StatusEffectEntry[] {
  const config = (CONFIG as { statusEffects?: unknown }).statusEffects;
  if (Array.isArray(config)) return config as StatusEffectEntry[];
  return Object.values((config ?? {}) as Record<string, StatusEffectEntry>);
}

/** One registered status effect by id. */
export function statusEffectEntry(id: string): StatusEffectEntry | undefined {
  return statusEffectEntries().find((s) => s.id === id);
}

/**
 * Makes these the statuses Foundry offers, keeping core's `dead` (the defeated status of
 * CONFIG.specialStatusEffects) unless one of them replaces it. Each entry is effect data too
 * (Actor#toggleStatusEffect creates the effect from it), so it carries showIcon on v14.
 */
export function registerStatusEffects(entries: StatusEffectEntry[]): void {
  const core = statusEffectEntries().filter((s) => s.id === 'dead' && !entries.some((e) => e.id === s.id));
  const all = [...entries.map((e) => effectWithIcon(e)), ...core];
  // fvtt-types declares the v13 array; v14's registry is { [id]: StatusEffectConfig } (see v14.d.ts).
  (CONFIG as { statusEffects: unknown }).statusEffects = isV14() ? Object.fromEntries(all.map((e) => [e.id, e])) : all;
}

/* ------------------------------------------------------------------------------------------ */
/*  Update keys: `-=`/`==` on v13, the deletion/replacement operators on v14                   */
/* ------------------------------------------------------------------------------------------ */

function operators(): Partial<OperatorGlobals> {
  return globalThis as Partial<OperatorGlobals>;
}

function splitPath(path: string): [string, string] {
  const dot = path.lastIndexOf('.');
  return dot < 0 ? ['', path] : [path.slice(0, dot + 1), path.slice(dot + 1)];
}

/** The update entry that deletes the key at `path` (e.g. `flags.manifold.slide`). */
export function unsetKey(path: string): Record<string, unknown> {
  const del = operators()._del;
  if (isV14() && del !== undefined) return { [path]: del };
  const [head, key] = splitPath(path);
  return { [`${head}-=${key}`]: null };
}

/** The update entry that replaces the object at `path` whole (no merge with what is stored). */
export function replaceKey(path: string, value: unknown): Record<string, unknown> {
  const replace = operators()._replace;
  if (isV14() && replace) return { [path]: replace(value) };
  const [head, key] = splitPath(path);
  return { [`${head}==${key}`]: value };
}

/* ------------------------------------------------------------------------------------------ */
/*  Roll mode (v13) → message mode (v14)                                                        */
/* ------------------------------------------------------------------------------------------ */

/** The core setting that holds the user's chosen visibility. */
function modeSetting(): string {
  return isV14() ? 'messageMode' : 'rollMode';
}

// fvtt-types has no ClientSettings key for v14's core.messageMode; both are plain strings.
type CoreSettings = {
  get(ns: 'core', key: string): unknown;
  set(ns: 'core', key: string, v: unknown): Promise<unknown>;
};
function coreSettings(): CoreSettings {
  return (globalThis as { game?: { settings?: CoreSettings } }).game!.settings!;
}

/** The visibility the user has chosen for their messages (a roll mode on v13, a message mode on v14). */
export function currentMessageMode(): string {
  const mode = String(coreSettings().get('core', modeSetting()) ?? '');
  // v14's in-character mode shapes spoken messages; a roll posts publicly (as dnd5e 5.3 reads it).
  return mode === 'ic' ? 'public' : mode;
}

/** Remembers the user's chosen visibility, as Foundry's chat controls do. */
export async function setMessageMode(mode: string): Promise<void> {
  await coreSettings().set('core', modeSetting(), mode);
}

/** The visibilities the running generation offers, for a selector: key and localised label. */
export function messageModeChoices(): { value: string; label: string }[] {
  const registry: Record<string, string | { label: string }> | undefined = isV14()
    ? (CONFIG.ChatMessage as { modes?: ChatMessageModes }).modes
    : CONFIG.Dice.rollModes;
  return Object.entries(registry ?? {})
    .filter(([value]) => value !== 'ic')
    .map(([value, entry]) => ({
      value,
      label: game.i18n!.localize(typeof entry === 'string' ? entry : entry.label),
    }));
}

/**
 * The "private to the GM" visibility's key: v13's roll mode `gmroll`; on v14 the message mode
 * keyed `gm` (the key v14's registry is read for; unverifiable without a running v14, so any key
 * containing "gm" is taken next, and the chat's current mode when there is none).
 */
export function gmMessageMode(): string {
  if (!isV14()) return 'gmroll';
  const keys = messageModeChoices().map((c) => c.value);
  return keys.find((k) => k === 'gm') ?? keys.find((k) => k.includes('gm')) ?? currentMessageMode();
}

/** The options Roll#toMessage takes to post with this visibility. */
export function messageModeOptions(mode: string): { rollMode: string } | { messageMode: string } {
  return isV14() ? { messageMode: mode } : { rollMode: mode };
}

/** Applies a visibility to chat message data (whisper, blind) as Foundry's own helper does. */
export function applyMessageMode<T extends Record<string, unknown>>(data: T, mode: string): T {
  const cls = ChatMessage.implementation;
  // fvtt-types knows v13's applyRollMode only; v14's applyMode is declared in v14.d.ts.
  if (isV14()) (cls as Partial<ChatMessageV14>).applyMode?.(data, mode);
  else cls.applyRollMode(data, mode as Parameters<typeof cls.applyRollMode>[1]);
  return data;
}

/* ------------------------------------------------------------------------------------------ */
/*  Measured Templates (v13) → Scene Regions (v14)                                              */
/* ------------------------------------------------------------------------------------------ */

interface Placeable {
  createEmbeddedDocuments(name: string, data: object[]): Promise<unknown[]>;
}

/**
 * Marks an area on the scene: a Region on v14 (templates are deprecated there), a
 * MeasuredTemplate on v13. The mark is for the table only, so a failure (no permission, a
 * refused shape) is logged and returns null: the caller carries on.
 */
export async function placeAreaMark(
  scene: Placeable,
  area: { template: Record<string, unknown>; region: RegionData },
): Promise<unknown> {
  try {
    const [created] = isV14()
      ? await scene.createEmbeddedDocuments('Region', [area.region])
      : await scene.createEmbeddedDocuments('MeasuredTemplate', [area.template]);
    return created ?? null;
  } catch (error) {
    console.warn('Manifold | the area could not be marked on the scene', error);
    return null;
  }
}

/* ------------------------------------------------------------------------------------------ */
/*  Scene Levels (v14): measure only on the measuring token's level                            */
/* ------------------------------------------------------------------------------------------ */

/** The Level a token (document or placeable) stands on; null on v13 or when it has none. */
export function tokenLevel(token: unknown): string | null {
  if (!isV14() || !token) return null;
  const t = token as LeveledToken;
  const doc = t.document ?? t;
  return doc.level ?? doc._source?.level ?? null;
}

/** Whether two tokens share a level (always on v13; a token without a level shares every level). */
export function sameLevel(a: unknown, b: unknown): boolean {
  const la = tokenLevel(a);
  const lb = tokenLevel(b);
  return la === null || lb === null || la === lb;
}

/** The tokens a measurer can measure to: those on its level. */
export function onLevelOf<T>(measurer: unknown, tokens: Iterable<T>): T[] {
  return [...tokens].filter((t) => sameLevel(measurer, t));
}

/** Token data that puts a new token on the same level as this one (nothing on v13). */
export function levelData(beside: unknown): { level?: string } {
  const level = tokenLevel(beside);
  return level ? { level } : {};
}

/** Extra options for a wall-collision test from this token (v14: only its level's walls). */
export function collisionLevel(scene: unknown, token: unknown): { level?: unknown } {
  const id = tokenLevel(token);
  const level = id ? (scene as LeveledScene | null)?.levels?.get(id) : undefined;
  return level ? { level } : {};
}

/* ------------------------------------------------------------------------------------------ */
/*  Core markup we decorate: tolerant selectors                                                 */
/* ------------------------------------------------------------------------------------------ */

/**
 * The core markup hooks Manifold reads. v13 and v14 share these (Crucible and Draw Steel 1.0
 * render the same classes on v14); each lookup accepts the alternatives and, when nothing
 * matches, finds nothing: the decoration then simply does not appear.
 */
export const CORE_MARKUP = {
  combatant: '[data-combatant-id]',
  combatantName: '.token-name, .combatant-name',
  combatantInitiative: '.token-initiative',
  trackerHeader: '.combat-tracker-header',
  compendium: '[data-pack], .compendium[data-entry-id]',
} as const;

/** The combat tracker's combatant rows with their combatant ids. */
export function combatantRows(html: ParentNode): { row: HTMLElement; id: string }[] {
  return [...html.querySelectorAll<HTMLElement>(CORE_MARKUP.combatant)]
    .map((row) => ({ row, id: row.dataset.combatantId ?? '' }))
    .filter((r) => r.id);
}

/** Where a combatant row shows its name (extras go there), or null. */
export function combatantNameSlot(row: HTMLElement): HTMLElement | null {
  return row.querySelector<HTMLElement>(CORE_MARKUP.combatantName);
}

/** Where a combatant row shows its initiative, or null. */
export function combatantInitiativeSlot(row: HTMLElement): HTMLElement | null {
  return row.querySelector<HTMLElement>(CORE_MARKUP.combatantInitiative);
}

/** The combat tracker's header, or null. */
export function trackerHeader(html: ParentNode): HTMLElement | null {
  return html.querySelector<HTMLElement>(CORE_MARKUP.trackerHeader);
}

/** The compendium directory's pack entries with their pack ids. */
export function compendiumEntries(html: ParentNode): { element: HTMLElement; pack: string }[] {
  return [...html.querySelectorAll<HTMLElement>(CORE_MARKUP.compendium)]
    .map((element) => ({ element, pack: element.dataset.pack ?? element.dataset.entryId ?? '' }))
    .filter((e) => e.pack);
}
