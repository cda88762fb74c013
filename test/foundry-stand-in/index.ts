/**
 * Installs the Foundry stand-in as globals (foundry, game, CONFIG, Hooks, ui, Handlebars, Roll,
 * Actor, Item, ChatMessage, Combat, Combatant, Macro, canvas, and a happy-dom document). See
 * README.md for what is faked and what is not. One stand-in per test file; `reset()` between tests.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { Window } from 'happy-dom';
import { FormDataExtended } from './form-data';
import {
  ActorSheetV2,
  ApplicationV2,
  bindTemplates,
  DialogV2,
  DocumentSheetConfig,
  HandlebarsApplicationMixin,
  ItemSheetV2,
  sheetRegistrations,
} from './applications';
import { ActiveEffectConfig } from './active-effect-config';
import { CombatTracker, SceneControls } from './ui';
import { DataModel, deepMerge, expandObject, TypeDataModel } from './data-model';
import { bindRandom, bindRollEnvironment, clearFaces, Die, queueFaces, Roll } from './dice';
import {
  bindDocumentEnvironment,
  bindUsers,
  DocumentCollection,
  randomID,
  StandInActiveEffect,
  StandInActor,
  StandInChatMessage,
  StandInItem,
  StandInMacro,
  StandInUser,
} from './documents';
import { StandInCombat, StandInCombatant } from './combat';
import { CompendiumPacks, StandInCompendium, type PackMetadata } from './packs';
import { bindSceneEnvironment, StandInScene } from './scenes';
import { fields } from './fields';
import { installGrid } from './grid';
import { clearFulfilment, enterResolverFaces, setDiceMethod } from './manual';
import { statusEffectSource } from './status-effects';
import { createHandlebars, TemplateLoader } from './handlebars';
import { Localization } from './i18n';
import { TextEditor, textEditorConfig } from './text-editor';
import { performIntegerSort } from './drag-drop';
import { forgetPending, settled, track, trackEventListeners } from './pending';
import { manifestDocumentTypes } from './subtypes';

type Listener = (...args: unknown[]) => unknown;

export interface Notice {
  level: 'info' | 'warn' | 'error';
  message: string;
}

export interface StandIn {
  i18n: Localization;
  templates: TemplateLoader;
  users: { gm: StandInUser; player: StandInUser; other: StandInUser };
  /** Acts as this user from now on (what game.user returns). */
  actAs(user: StandInUser): void;
  notifications: Notice[];
  hookCalls: { name: string; args: unknown[] }[];
  queueFaces: typeof queueFaces;
  /**
   * Stores a setting's value as the world database holds it before `init` registers the setting
   * (Foundry reads stored values at registration; a ruleset switch is a reload).
   */
  storeSetting(key: string, value: unknown): void;
  /** Sets a denomination's fulfilment method (core `diceConfiguration`): `manual` or `''`. */
  setDiceMethod: typeof setDiceMethod;
  /** The faces the user enters into the RollResolver for manual dice. */
  enterResolverFaces: typeof enterResolverFaces;
  /** The source of an ActiveEffect bearing this status as Foundry's toggle would store it (fixtures). */
  statusEffectSource: typeof statusEffectSource;
  /**
   * Reloads asked for: 'client' (foundry.utils.debouncedReload, this client) or 'world'
   * (SettingsConfig.reloadConfirm({world: true}), which Foundry confirms and then broadcasts so
   * every connected client reloads).
   */
  reloads: ('client' | 'world')[];
  /**
   * Puts a document into its world collection (Actor, Item, Scene) as Foundry loads it from the
   * world's database: built from the stored source, with no create workflow (no `_preCreate`).
   */
  loadDocument(documentName: 'Actor' | 'Item' | 'Scene', source: Record<string, unknown>): unknown;
  /** Adds a compendium pack to game.packs holding documents built from these stored sources. */
  addPack(
    metadata: Partial<PackMetadata> & Pick<PackMetadata, 'name' | 'type'>,
    sources?: Record<string, unknown>[],
  ): StandInCompendium;
  /**
   * Resolves when all the work a test's click, hook or query started has finished (`pending.ts`):
   * what a test awaits instead of a number of ticks. Throws when some of that work failed.
   */
  settled(): Promise<void>;
  /** Clears documents, scenes, packs, messages, notifications, hooks fired and queued faces; keeps registrations. */
  reset(): void;
}

const ROLE = { PLAYER: 1, GAMEMASTER: 4 } as const;

/** The prototype that defines `addEventListener` for the window's nodes (happy-dom's EventTarget). */
function ownerOfAddEventListener(node: object): EventTarget {
  let proto: object | null = node;
  while (proto && !Object.prototype.hasOwnProperty.call(proto, 'addEventListener'))
    proto = Object.getPrototypeOf(proto);
  if (!proto) throw new Error('No addEventListener on the stand-in document');
  return proto as EventTarget;
}

export function installFoundryStandIn(): StandIn {
  const window = new Window({ url: 'http://localhost:30000/game' });
  trackEventListeners(ownerOfAddEventListener(window.document.createElement('div')));
  const g = globalThis as Record<string, unknown>;
  for (const name of [
    'document',
    'HTMLElement',
    'HTMLFormElement',
    'HTMLInputElement',
    'Event',
    'CustomEvent',
    'FormData',
    'KeyboardEvent',
    'MouseEvent',
    'DragEvent',
    'Node',
  ]) {
    g[name] = (window as unknown as Record<string, unknown>)[name];
  }
  // The browser's frames (happy-dom's): a Quench batch re-checks what Foundry draws at each one.
  g.requestAnimationFrame = window.requestAnimationFrame.bind(window);
  g.cancelAnimationFrame = window.cancelAnimationFrame.bind(window);

  const i18n = new Localization();
  const handlebars = createHandlebars(i18n);
  const templates = new TemplateLoader(handlebars);
  bindTemplates(templates);

  const gm = new StandInUser({ _id: 'userGM0000000000', name: 'Gamemaster', role: ROLE.GAMEMASTER });
  const player = new StandInUser({ _id: 'userPlayer000001', name: 'Player One', role: ROLE.PLAYER });
  const other = new StandInUser({ _id: 'userPlayer000002', name: 'Player Two', role: ROLE.PLAYER });
  /** The user the test acts as (`actAs`). */
  let current = gm;
  /**
   * A query's handler runs on its target's client, as its own async task: everything it awaits sees
   * the target as `game.user`, while the sender's own work, interleaving with it, still sees the sender.
   */
  const clientOf = new AsyncLocalStorage<StandInUser>();
  const acting = () => clientOf.getStore() ?? current;

  const listeners = new Map<string, { fn: Listener; once: boolean; id: number }[]>();
  const hookCalls: { name: string; args: unknown[] }[] = [];
  let lastHookId = 0;
  // As Foundry's Hooks (API: foundry.helpers.Hooks): `on` and `once` return an id unique across
  // hooks, and `off` takes the listener or that id.
  const Hooks = {
    on(name: string, fn: Listener) {
      if (!listeners.has(name)) listeners.set(name, []);
      const id = ++lastHookId;
      listeners.get(name)!.push({ fn, once: false, id });
      return id;
    },
    once(name: string, fn: Listener) {
      if (!listeners.has(name)) listeners.set(name, []);
      const id = ++lastHookId;
      listeners.get(name)!.push({ fn, once: true, id });
      return id;
    },
    off(name: string, fn: Listener | number) {
      listeners.set(
        name,
        (listeners.get(name) ?? []).filter((l) => (typeof fn === 'number' ? l.id !== fn : l.fn !== fn)),
      );
    },
    callAll(name: string, ...args: unknown[]) {
      hookCalls.push({ name, args });
      for (const l of [...(listeners.get(name) ?? [])]) {
        track(l.fn(...args));
        if (l.once) Hooks.off(name, l.fn);
      }
      return true;
    },
    call(name: string, ...args: unknown[]) {
      hookCalls.push({ name, args });
      for (const l of [...(listeners.get(name) ?? [])]) if (track(l.fn(...args)) === false) return false;
      return true;
    },
    /** The listeners registered under a hook name (for tests that fire system hooks). */
    listeners(name: string) {
      return (listeners.get(name) ?? []).map((l) => l.fn);
    },
  };

  const settingsStore = new Map<string, unknown>();
  const settingsConfig = new Map<string, Record<string, unknown>>();
  // Foundry's own client setting: the mode chosen under the chat log.
  settingsConfig.set('core.rollMode', { scope: 'client', default: 'publicroll' });
  const settings = {
    register(namespace: string, key: string, config: Record<string, unknown>) {
      settingsConfig.set(`${namespace}.${key}`, config);
    },
    get(namespace: string, key: string) {
      const id = `${namespace}.${key}`;
      if (!settingsConfig.has(id)) throw new Error(`Setting ${id} is not registered`);
      return settingsStore.has(id) ? settingsStore.get(id) : settingsConfig.get(id)!.default;
    },
    async set(namespace: string, key: string, value: unknown) {
      const id = `${namespace}.${key}`;
      const config = settingsConfig.get(id);
      if (!config) throw new Error(`Setting ${id} is not registered`);
      if (config.scope === 'world' && !acting().isGM) throw new Error(`Only a GM may change the world setting ${id}`);
      settingsStore.set(id, value);
      track((config.onChange as Listener | undefined)?.(value));
      return value;
    },
    settings: settingsConfig,
  };

  const notifications: Notice[] = [];
  const reloads: ('client' | 'world')[] = [];
  const notify =
    (level: Notice['level']) =>
    (message: string, options: { localize?: boolean } = {}) => {
      notifications.push({ level, message: options.localize ? i18n.localize(message) : message });
      return { update() {}, remove() {} };
    };

  const users = new DocumentCollection<StandInUser>();
  for (const u of [gm, player, other]) users.set(u.id, u);
  Object.defineProperty(users, 'activeGM', { get: () => [...users.values()].find((u) => u.isGM && u.active) ?? null });
  bindUsers(
    () => (users as unknown as { activeGM: StandInUser | null }).activeGM,
    async (target, name, data) => {
      // A query travels to the target user's client: its handler runs there, told nothing of the sender.
      const handler = (CONFIG.queries as Record<string, Listener>)[name];
      if (!handler) throw new Error(`Query ${name} is not registered`);
      // Nothing queues handlers: copies sent at once run side by side, interleaving at every await.
      const copy = JSON.parse(JSON.stringify(data));
      return track(
        clientOf.run(target, () => handler(copy, { timeout: 15_000 })),
        { awaited: true },
      );
    },
  );

  const CONFIG = {
    Actor: {
      documentClass: null as unknown,
      dataModels: {} as Record<string, unknown>,
      typeLabels: {},
      typeIcons: {},
      trackableAttributes: {},
    },
    Item: { documentClass: null as unknown, dataModels: {} as Record<string, unknown>, typeLabels: {}, typeIcons: {} },
    ActiveEffect: {
      documentClass: StandInActiveEffect as unknown,
      dataModels: {} as Record<string, unknown>,
      legacyTransferral: true,
    },
    // The models of chat message sub-types (README: ChatMessage sub-types).
    ChatMessage: { documentClass: null as unknown, dataModels: {} as Record<string, unknown> },
    Combat: { documentClass: null as unknown, initiative: { formula: null, decimals: 2 } },
    Combatant: { documentClass: null as unknown },
    Dice: {
      rolls: [] as (typeof Roll)[],
      terms: { d: Die } as Record<string, unknown>,
      randomUniform: Math.random,
      rollModes: {
        publicroll: { label: 'CHAT.RollPublic', icon: 'fa-solid fa-globe' },
        gmroll: { label: 'CHAT.RollPrivate', icon: 'fa-solid fa-user-secret' },
        blindroll: { label: 'CHAT.RollBlind', icon: 'fa-solid fa-eye-slash' },
        selfroll: { label: 'CHAT.RollSelf', icon: 'fa-solid fa-user' },
      } as Record<string, { label: string; icon: string }>,
    },
    statusEffects: [{ id: 'dead', name: 'EFFECT.StatusDead', img: 'icons/svg/skull.svg' }] as unknown[],
    specialStatusEffects: { DEFEATED: 'dead' },
    queries: {} as Record<string, Listener>,
    ui: {} as Record<string, unknown>,
    TextEditor: textEditorConfig,
  };
  bindRandom(() => CONFIG.Dice.randomUniform());

  const collections = {
    actors: new DocumentCollection<StandInActor>(),
    items: new DocumentCollection<StandInItem>(),
    messages: new DocumentCollection<StandInChatMessage>(),
    macros: new DocumentCollection<StandInMacro>(),
    scenes: new DocumentCollection<StandInScene>(),
  };
  const packs = new CompendiumPacks();

  bindDocumentEnvironment({
    currentUser: acting,
    hooks: Hooks,
    dataModels: (name) =>
      (CONFIG as unknown as Record<string, { dataModels: Record<string, typeof TypeDataModel> }>)[name]!.dataModels,
    documentTypes: (name) => game.documentTypes[name],
    effectClass: () => (CONFIG.ActiveEffect.documentClass as typeof StandInActiveEffect | null) ?? undefined,
    itemClass: () => (CONFIG.Item.documentClass as typeof StandInItem | null) ?? undefined,
    packs: () => packs,
    sheetClass: (doc) => {
      const type = (doc as { type?: string }).type;
      const fits = sheetRegistrations.filter(
        (r) =>
          typeof r.documentClass === 'function' &&
          doc instanceof (r.documentClass as abstract new (...args: never[]) => unknown) &&
          (!Array.isArray(r.options.types) || (r.options.types as string[]).includes(type ?? '')),
      );
      const chosen = fits.find((r) => r.options.makeDefault) ?? fits[0];
      return chosen?.sheet as (new (options: Record<string, unknown>) => never) | undefined;
    },
  });
  bindSceneEnvironment({ actors: () => collections.actors, actorClass: () => Actor.implementation });

  /**
   * Document.create / createDocuments: the pending document is built, then on this client its
   * `_preCreate` and the `preCreate<Doc>` hook run (either may change the source with
   * updateSource, or cancel with false), then it is stored.
   */
  async function createWorldDocument<T extends StandInActor | StandInItem>(
    Cls: new (data: Record<string, unknown>) => T,
    collection: DocumentCollection<T>,
    data: Record<string, unknown>,
    options: Record<string, unknown>,
  ): Promise<T | undefined> {
    const doc = new Cls(data);
    if ((await doc._preCreate(data, options, acting())) === false) return undefined;
    if (Hooks.call(`preCreate${doc.documentName}`, doc, data, options, acting().id) === false) return undefined;
    collection.set(doc.id, doc);
    return doc;
  }
  /** Document.createDocuments: each in turn; the ones a pre-creation step cancelled are left out. */
  async function createEach<T>(
    data: Record<string, unknown>[],
    create: (d: Record<string, unknown>) => Promise<T | undefined>,
  ) {
    const created: T[] = [];
    for (const d of data) {
      const doc = await create(d);
      if (doc !== undefined) created.push(doc);
    }
    return created;
  }

  const renderTemplate = async (path: string, context: unknown) => templates.render(path, context);
  bindRollEnvironment({
    renderTemplate,
    rollClasses: () => CONFIG.Dice.rolls,
    currentUser: acting,
    createMessage: async (data) => ChatMessage.create(data),
    applyRollMode: (data, rollMode, messageMode) => {
      // v14 (API v14 ChatMessage.applyMode, CONFIG.ChatMessage.modes; dnd5e 5.3 basic-roll.mjs#getMessageMode).
      const v14 = (ChatMessage as unknown as { applyMode?: (d: object, m: string) => unknown }).applyMode;
      if (v14 && !rollMode) v14(data, messageMode ?? String(settings.get('core', 'messageMode')));
      else ChatMessage.applyRollMode(data, rollMode ?? String(settings.get('core', 'rollMode')));
    },
  });

  class Actor extends StandInActor {
    static get implementation() {
      return (CONFIG.Actor.documentClass as typeof Actor) ?? Actor;
    }
    static async create(data: Record<string, unknown>, options: Record<string, unknown> = {}) {
      return createWorldDocument(this.implementation as typeof Actor, collections.actors, data, options);
    }
    static async createDocuments(data: Record<string, unknown>[] = [], options: Record<string, unknown> = {}) {
      return createEach(data, (d) => this.create(d, options));
    }
    static async createDialog(_data?: unknown, _createOptions?: unknown, options?: unknown) {
      return options;
    }
    get hasPlayerOwner(): boolean {
      return [player, other].some((u) => this.testUserPermission(u, 'OWNER'));
    }
  }
  class Item extends StandInItem {
    static get implementation() {
      return (CONFIG.Item.documentClass as typeof Item) ?? Item;
    }
    /** Document.create: with a `parent`, an embedded document of it (Document.createDocuments' `parent`). */
    static async create(data: Record<string, unknown>, options: Record<string, unknown> = {}) {
      const parent = options.parent as StandInActor | undefined;
      if (parent) return (await parent.createEmbeddedDocuments('Item', [data], options))[0] as Item | undefined;
      return createWorldDocument(this.implementation as typeof Item, collections.items, data, options);
    }
    /** ClientDocumentMixin.fromDropData: the document a drag payload names by its uuid. */
    static async fromDropData(data: { uuid?: string }) {
      return data.uuid ? (fromUuidSync(data.uuid) as Item | null) : null;
    }
    static async createDocuments(data: Record<string, unknown>[] = [], options: Record<string, unknown> = {}) {
      return createEach(data, (d) => this.create(d, options));
    }
    static async createDialog(_data?: unknown, _createOptions?: unknown, options?: unknown) {
      return options;
    }
  }
  class ChatMessage extends StandInChatMessage {
    static implementation = ChatMessage;
    static async create(data: Record<string, unknown>) {
      const message = new ChatMessage(data);
      collections.messages.set(message.id, message);
      const author = acting();
      Hooks.callAll('createChatMessage', message, {}, author.id);
      // The creation reaches every connected client and each runs the hook: the active GM's too,
      // where GM-side listeners (the GM's copy of a player's roll) do their work.
      const gm = (users as unknown as { activeGM: StandInUser | null }).activeGM;
      if (gm && gm !== author) clientOf.run(gm, () => Hooks.callAll('createChatMessage', message, {}, author.id));
      return message;
    }
    /** As Foundry's: a GM roll is whispered to the GMs, a blind one also hidden from its author, a self roll to its author. */
    static applyRollMode(data: Record<string, unknown>, rollMode: string) {
      const gms = [...users.values()].filter((u) => u.isGM).map((u) => u.id);
      if (rollMode === 'gmroll') data.whisper = gms;
      else if (rollMode === 'blindroll') Object.assign(data, { whisper: gms, blind: true });
      else if (rollMode === 'selfroll') data.whisper = [acting().id];
      else if (rollMode === 'publicroll') data.whisper = [];
      return data;
    }
    static getSpeaker({ actor }: { actor?: { id: string; name: string } } = {}) {
      return { actor: actor?.id ?? null, alias: actor?.name ?? acting().name };
    }
  }
  class ActiveEffect extends StandInActiveEffect {
    static get implementation() {
      return (CONFIG.ActiveEffect?.documentClass as typeof ActiveEffect | undefined) ?? ActiveEffect;
    }
    /** ClientDocumentMixin.fromDropData: the document a drag payload names by its uuid (null when none answers). */
    static async fromDropData(data: { uuid?: string }) {
      return data.uuid ? (fromUuidSync(data.uuid) as ActiveEffect | null) : null;
    }
  }
  class Combat extends StandInCombat {}
  class Combatant extends StandInCombatant {}
  class Macro extends StandInMacro {
    static implementation = Macro;
    /** As every world document's creation: stored, then `createMacro` on the creating client. */
    static async create(data: Record<string, unknown>, options: Record<string, unknown> = {}) {
      const macro = new Macro(data);
      collections.macros.set(macro.id, macro);
      Hooks.callAll('createMacro', macro, options, acting().id);
      return macro;
    }
  }

  const escapeHTML = (value: unknown) =>
    String(value).replace(
      /[&<>"']/g,
      (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
    );

  // Configure Controls: actions registered with their default keys; a test may rebind them.
  const keybindingConfig = new Map<string, { editable?: { key: string; modifiers?: string[] }[] }>();
  const keybindings = {
    register(namespace: string, action: string, config: { editable?: { key: string; modifiers?: string[] }[] }) {
      keybindingConfig.set(`${namespace}.${action}`, config);
    },
    get(namespace: string, action: string) {
      const config = keybindingConfig.get(`${namespace}.${action}`);
      if (!config) throw new Error(`This Keybinding action ${namespace}.${action} is not registered`);
      return (config.editable ?? []).map((b) => ({ key: b.key, modifiers: b.modifiers ?? [] }));
    },
  };

  const game = {
    system: { id: 'manifold' },
    keybindings,
    keyboard: { downKeys: new Set<string>() },
    i18n,
    settings,
    users,
    get user() {
      return acting();
    },
    ...collections,
    /** Game#documentTypes: the declared sub-types by document name (`subtypes.ts`). */
    documentTypes: manifestDocumentTypes(),
    combat: null as StandInCombat | null,
    packs,
  };

  Object.assign(g, {
    foundry: {
      data: { fields },
      abstract: { DataModel, TypeDataModel },
      applications: {
        api: { ApplicationV2, HandlebarsApplicationMixin, DialogV2 },
        sheets: { ActorSheetV2, ItemSheetV2, ActiveEffectConfig },
        apps: { DocumentSheetConfig },
        ui: { SceneControls },
        sidebar: { tabs: { CombatTracker } },
        ux: { TextEditor, FormDataExtended },
        settings: {
          SettingsConfig: {
            async reloadConfirm({ world = false }: { world?: boolean } = {}) {
              reloads.push(world && acting().isGM ? 'world' : 'client');
            },
          },
        },
        handlebars: {
          loadTemplates: async (paths: string[]) => paths.forEach((p) => templates.get(p)),
          renderTemplate,
        },
      },
      dice: { Roll, terms: { Die } },
      utils: {
        randomID,
        expandObject,
        // foundry.utils.mergeObject: dotted keys expanded, merged recursively, in place unless told not to.
        mergeObject: (original: object, other: object, { inplace = true }: { inplace?: boolean } = {}) =>
          deepMerge(
            (inplace ? original : structuredClone(original)) as Record<string, unknown>,
            expandObject(other as Record<string, unknown>),
          ),
        deepClone: structuredClone,
        performIntegerSort,
        escapeHTML,
        debouncedReload: () => void reloads.push('client'),
      },
    },
    game,
    CONFIG,
    Hooks,
    ui: {
      notifications: { info: notify('info'), warn: notify('warn'), error: notify('error'), remove() {} },
      // Built by Game#initializeUI; drawn by the boot (test/foundry/boot.ts `bootWorld`) or a test.
      controls: new SceneControls(),
      combat: new CombatTracker(),
    },
    Handlebars: handlebars,
    Roll,
    Actor,
    Item,
    ActiveEffect,
    ChatMessage,
    Combat,
    Combatant,
    Macro,
    canvas: { ready: false },
    fromUuid: async (uuid: string) => fromUuidSync(uuid),
    fromUuidSync,
  });
  installGrid(g as Parameters<typeof installGrid>[0]);

  function fromUuidSync(uuid: string): unknown {
    const parts = uuid.split('.');
    // A world document's uuid names its document class, whose collection may be named otherwise (ChatMessage → messages).
    const collection = parts[0] === 'ChatMessage' ? 'messages' : `${parts[0]!.toLowerCase()}s`;
    let doc: unknown = (collections as unknown as Record<string, DocumentCollection<never>>)[collection]?.get(
      parts[1]!,
    );
    // Combats are not kept in a collection here: the tests' `game.combats` when one is set, else the active one;
    // a test's own scene (test/cryture/fake-scene.ts) is in `game.scenes`.
    const g = (globalThis as unknown as { game: unknown }).game as {
      combats?: { get(id: string): unknown };
      combat?: { id: string };
      scenes?: { get(id: string): unknown };
    };
    if (parts[0] === 'Combat') doc = g.combats?.get(parts[1]!) ?? (g.combat?.id === parts[1] ? g.combat : null);
    if (parts[0] === 'Scene' && !doc) doc = g.scenes?.get(parts[1]!) ?? null;
    // An embedded document is found in its parent's collection of that kind (`Combat.c.Combatant.x`).
    const embedded: Record<string, string> = {
      Item: 'items',
      ActiveEffect: 'effects',
      Combatant: 'combatants',
      Token: 'tokens',
    };
    for (let i = 2; doc && i < parts.length; i += 2) {
      const collection = (doc as Record<string, unknown>)[embedded[parts[i]!] ?? ''] as
        { get(id: string): unknown } | undefined;
      doc = collection?.get(parts[i + 1]!);
    }
    return doc ?? null;
  }

  return {
    i18n,
    templates,
    users: { gm, player, other },
    actAs(user) {
      current = user;
    },
    notifications,
    reloads,
    hookCalls,
    queueFaces,
    statusEffectSource,
    setDiceMethod,
    enterResolverFaces,
    settled,
    storeSetting(key, value) {
      settingsStore.set(key, value);
    },
    loadDocument(documentName, source) {
      if (documentName === 'Scene') {
        const scene = new StandInScene(source);
        collections.scenes.set(scene.id, scene);
        return scene;
      }
      const Cls = documentName === 'Actor' ? Actor.implementation : Item.implementation;
      const doc = new Cls(source);
      (documentName === 'Actor' ? collections.actors : collections.items).set(doc.id, doc as never);
      return doc;
    },
    addPack(metadata, sources = []) {
      const packageType = metadata.packageType ?? 'world';
      const packageName = metadata.packageName ?? (packageType === 'world' ? 'world' : 'manifold');
      const pack = new StandInCompendium(
        { id: `${packageName}.${metadata.name}`, label: metadata.name, packageType, packageName, ...metadata },
        () => (metadata.type === 'Actor' ? Actor.implementation : Item.implementation),
      );
      packs.set(pack.collection, pack);
      for (const source of sources) pack.store(source);
      return pack;
    },
    reset() {
      forgetPending();
      for (const c of Object.values(collections)) c.clear();
      packs.clear();
      // A test may stand its own scene collection in (test/cryture/fake-scene.ts); the next starts clean.
      game.scenes = collections.scenes;
      notifications.length = 0;
      reloads.length = 0;
      hookCalls.length = 0;
      DialogV2.drawn.length = 0;
      DialogV2.nextAnswer = null;
      clearFaces();
      clearFulfilment();
      current = gm;
      game.combat = null;
      Object.assign((g as { ui: object }).ui, { controls: new SceneControls(), combat: new CombatTracker() });
      for (const u of [gm, player, other]) u.flags = {};
      settingsStore.delete('core.rollMode');
    },
  };
}
