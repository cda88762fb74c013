/**
 * The one object a ruleset hands to the system. Everything the shared Foundry glue needs to know
 * about a ruleset is here; the glue never names a ruleset (docs/dev/floor-plan.md).
 */
import type { CardModelClass } from './chat/card-model';
import type { RollPlan } from './rolls/pipeline';
import type { ScriptedDice } from '../core/dice';
import type { OddsSummary, OddsTone } from '../core/odds';
import type { EffectField } from './effects/fields';
import type { Quench } from './quench/types';
import type { SceneControlGroup } from './data/config';
import type { RollDialogField, RollDialogValues } from './rolls/roll-dialog';

export const RULESET_IDS = ['relic', 'hitdice', 'difference', 'countdown', 'cryture'] as const;
export type RulesetId = (typeof RULESET_IDS)[number];

export function isRulesetId(value: unknown): value is RulesetId {
  return typeof value === 'string' && (RULESET_IDS as readonly string[]).includes(value);
}

/** A constructor Foundry will instantiate; kept loose so the descriptor stays free of generics. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyConstructor = abstract new (...args: any[]) => unknown;

/** One document type of a ruleset (`relic-seeker`, `hitdice-armor`, …). */
export interface DocumentTypeDescriptor {
  /** The TypeDataModel class. */
  model: AnyConstructor;
  /** The sheet class, registered as the default sheet for this type. */
  sheet?: AnyConstructor;
  /** i18n key of the type's label (also written to CONFIG.<Doc>.typeLabels). */
  label: string;
  /** Icon shown in create dialogs (a Font Awesome class). */
  icon?: string;
  /** Item types: the image a new item of this type gets (an icon the system ships: icons.ts). */
  img?: string;
  /** Token bar attributes (paths inside `system`): bars have value/max, values are single numbers. */
  trackable?: { bar: string[]; value: string[] };
  /**
   * Actor types only: the item types of its ruleset this actor may hold. A drop of
   * any other type is refused; the registry requires every actor type to say.
   */
  holds?: readonly string[];
}

/** A status effect the ruleset offers on tokens while it is active. */
export interface StatusEffectDescriptor {
  id: string;
  /** i18n key. */
  name: string;
  img: string;
  /** i18n key of the rules text shown as tooltip/description. */
  description?: string;
  /** Other status ids implied (e.g. Unconscious implies Prone). */
  statuses?: string[];
}

/** The turn an event is about (Foundry's CombatTurnEventContext). */
export interface TurnContext {
  round: number;
  turn: number | null;
  skipped: boolean;
}

/** How the active ruleset runs Foundry's combat tracker. All hooks are optional. */
export interface CombatRules {
  /** Order of two combatants (negative: a first). Falls back to Foundry's initiative order. */
  sortCombatants?(a: Combatant.Implementation, b: Combatant.Implementation): number;
  /** Rolls initiative for these combatants; replaces Foundry's default. */
  rollInitiative?(combat: Combat.Implementation, ids: string[]): Promise<void>;
  /**
   * Runs on the active GM's client when a combatant's turn starts or ends, and when a round starts.
   * Foundry runs them after the Combat update: `combat.round` is already the new round when the
   * last turn of the old one ends, so the turn's own round is `context.round`.
   */
  onTurnStart?(combat: Combat.Implementation, combatant: Combatant.Implementation, context: TurnContext): Promise<void>;
  onTurnEnd?(combat: Combat.Implementation, combatant: Combatant.Implementation, context: TurnContext): Promise<void>;
  onRoundStart?(combat: Combat.Implementation): Promise<void>;
  /** Extra markup/controls the tracker shows for a combatant (action points, fast/slow, death clock…). */
  trackerExtras?(combatant: Combatant.Implementation): { html: string } | null;
  /**
   * What the tracker's initiative number means for this combatant when it is not a plain roll
   * ("3.6": 3 successes, highest die 6), shown as the number's tooltip; null for none.
   */
  initiativeHint?(combatant: Combatant.Implementation): string | null;
  /**
   * Wires the tracker's buttons, in the same render hook that drew the extras: the sidebar's
   * tracker first renders before `ready`, so a hook registered by `activate` would miss it.
   */
  wireTracker?(html: HTMLElement): void;
}

/**
 * A button on a chat card. `data-action="<ruleset>.<name>"` on the element selects it. The glue
 * hides it from users for whom `permitted` is false and refuses the click the same way.
 */
export interface CardAction {
  /** Whether this user may use this button on this message. */
  permitted(context: CardActionContext): boolean | Promise<boolean>;
  run(context: CardActionContext): Promise<void>;
}

export interface CardActionContext {
  message: ChatMessage.Implementation;
  button: HTMLElement;
  user: User.Implementation;
  event?: Event;
}

/**
 * A change the clicking user may not make themselves; the active GM performs it after checking
 * `permitted` again with the requesting user (a payload crafted by hand gets no further).
 */
export interface GmQuery<Payload = unknown> {
  permitted(payload: Payload, requester: User.Implementation): boolean | Promise<boolean>;
  run(payload: Payload, requester: User.Implementation): Promise<unknown>;
}

/** A world or client setting that belongs to one ruleset; shown only while it is active. */
export interface RulesetSetting {
  key: string;
  name: string;
  hint?: string;
  scope: 'world' | 'client';
  type: typeof Number | typeof Boolean | typeof String;
  default: number | boolean | string;
  choices?: Record<string, string>;
  range?: { min: number; max: number; step: number };
  requiresReload?: boolean;
}

/** Something a sheet can roll, for hotbar macros and odds tooltips. */
export interface Rollable {
  /** Stable key within the actor, e.g. `attribute.dex`, `item.<id>`. */
  key: string;
  label: string;
  /** The item this roll belongs to, if any: its first rollable is what the item's hotbar macro rolls. */
  itemId?: string | null;
  /** Exact odds with default options, for tooltips; null when the roll has none (e.g. damage only). */
  odds?(): OddsSummary | null;
  /** The roll's plan, built from the actor and item as they are now (null: refused, and said why). */
  plan(): Promise<RollPlan | null> | RollPlan | null;
}

/** Everything an actor of the ruleset can roll. */
export type RollablesOf = (actor: Actor.Implementation) => Rollable[];

/**
 * What a ruleset's text can link to (`&Reference[…]`) and roll (`[[/check …]]`). Its
 * statuses are references too (their name and rule text); the sections are the printed document's.
 */
export interface RulesetReferences {
  /** i18n key of the reference journal's name. */
  title: string;
  /** The rule sections of the reference journal, in the document's order: key and name (i18n key). */
  sections: { key: string; name: string }[];
  /**
   * The label (localized) of an inline check by the rollable key it runs (`test.dex`), or null when
   * the key is not a check every character of the ruleset can make.
   */
  checkLabel(key: string): string | null;
}

/** A roll the GM can ask for: a check of the ruleset, with the options the GM sets. */
export interface RequestKind {
  id: string;
  /** i18n key. */
  label: string;
  /** The options the GM picks (select or number fields, with their defaults). */
  fields(): RollDialogField[];
  /** Only the rules raise it (countdown's defense against a monster): the GM's request dialog does not offer it. */
  raisedOnly?: boolean;
}

/** What the GM asked for: a kind of the ruleset and its options' values. */
export interface RollRequest {
  kind: string;
  options: RollDialogValues;
}

/** A roll's answer to a request: its result line (localized) and how it went, as its own card colours it. */
export interface RequestAnswer {
  text: string;
  tone: OddsTone;
}

/** The rolls of a ruleset the GM can ask its players for, and how a roll answers one (src/foundry/requests). */
export interface RollRequests {
  kinds(): RequestKind[];
  /** The request as the card names it, localized ("Dexterity test, Hard (DN 15)"). */
  title(request: RollRequest): string;
  /** Whether this actor can be asked (one of the ruleset's characters or creatures that make these rolls). */
  canRoll(actor: Actor.Implementation): boolean;
  /** The plan of the roll that answers the request, its dialog locked to the request's options. */
  plan(actor: Actor.Implementation, request: RollRequest): Promise<RollPlan | null> | RollPlan | null;
  /**
   * On the GM: the result line (localized) and its tone when a roll with this request (as the GM's copy has it)
   * and outcome (`replay`'s, never the message's) answers this request, else null — a roll of something else is no answer.
   */
  answer(roll: { request?: unknown; outcome?: unknown }, request: RollRequest): RequestAnswer | null;
  /**
   * On the GM: the rules' reading of an answering roll's request (as created) with the GM's copy of
   * its dice, for the answering actor as the world has it now (a ruleset may score it afresh).
   */
  replay(request: unknown, dice: ScriptedDice, asked: RollRequest, actor: Actor.Implementation): unknown;
}

export interface RulesetDescriptor {
  id: RulesetId;
  /** i18n keys. */
  label: string;
  summary: string;
  /** CSS accent colour of this ruleset's sheets and cards (a variable the stylesheet defines). */
  accent: string;
  Actor: Record<string, DocumentTypeDescriptor>;
  Item: Record<string, DocumentTypeDescriptor>;
  /** The player-character actor type, offered first and used by Quench tests. */
  primaryActorType: string;
  /** Roll subclasses, always registered so old chat messages keep rendering. */
  rolls?: Roll.AnyConstructor[];
  /** DiceTerm subclasses with their denominations. */
  diceTerms?: Record<string, foundry.dice.terms.DiceTerm.AnyConstructor>;
  statusEffects?: StatusEffectDescriptor[];
  /** The rules reference journal's sections and the inline checks text may name (src/foundry/enrichers). */
  references?: RulesetReferences;
  combat?: CombatRules;
  settings?: RulesetSetting[];
  /**
   * The ruleset's chat cards: each a ChatMessage sub-type (`<ruleset>-<kind>`, listed in
   * template.json) with its model, which owns the card's buttons (src/foundry/chat/card-model.ts).
   * Registered for every ruleset, whatever is active, so another ruleset's cards keep working.
   */
  cards?: Record<string, CardModelClass>;
  /**
   * Whether an old card's flags (one posted before cards were message types) say its action was
   * done, in the ruleset's first flag shape (src/foundry/chat/old-cards.ts).
   */
  oldCardDone?(flags: Record<string, unknown>): boolean;
  /** GM queries, read through the registry: every ruleset's, whatever is active. */
  queries?: Record<string, GmQuery>;
  /** Handlebars partials/templates to preload. */
  templates?: string[];
  /** The rolls the GM can ask for from the request tool. */
  requests?: RollRequests;
  /** The rollables of an actor, for sheets, macros and tooltips. */
  rollables?: RollablesOf;
  /** Current schema version of this ruleset's documents, and the steps up to it. */
  migrations?: Migration[];
  /** The fields an Active Effect may change, by name (the editor offers them, the Effects tab names them). */
  effectFields?: EffectField[];
  /** Runs at init for every ruleset (registration that must exist even while inactive). */
  init?(): void;
  /** Runs at ready only for the active ruleset (apps, widgets, hooks). */
  activate?(): void;
  /**
   * The active ruleset's tools on the scene controls, added whenever Foundry builds them (the
   * canvas draws before `ready`, so a hook registered by `activate` would miss them).
   */
  sceneControls?(controls: Record<string, SceneControlGroup>): void;
  /** Quench batches for a real Foundry. */
  quench?(quench: Quench): void;
}

/** One schema upgrade of a document's `system` data. Idempotent: applying it twice changes nothing more. */
export interface Migration {
  version: number;
  /** Document types it applies to. */
  types: string[];
  migrate(system: Record<string, unknown>): Record<string, unknown>;
}
