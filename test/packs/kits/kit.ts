/**
 * Building blocks of the starter kits: premade characters, adversaries and one ready
 * encounter per ruleset. Each ruleset's kit (test/packs/kits/<id>.ts) writes its actors as short
 * specs; these helpers turn them into compendium documents — stable ids, `_key`s, folders, system
 * data as the data model makes it (so the compendium suite finds nothing cleaned away) — and the
 * encounter into an Adventure that imports its actors, items and journal in one click.
 */
import { stableId, escapeHtml, textPage } from '../builders';
import { writeChanges, type ChangeMode } from '../../../src/foundry/effects/changes';
import { typeImage } from '../type-images';
import { shippedIcon } from '../../../src/foundry/icons';
import { portraitOf } from './portraits';

/** An item's image: its own, else its type's. */
const imageOf = (item: ItemSpec): string => item.img ?? typeImage(item.type);

/** One change of a sample effect: a field the ruleset's descriptor lists (`effectFields`). */
export interface ChangeSpec {
  key: string;
  mode: ChangeMode;
  value: string;
}

/** An Active Effect an item carries to its owner (`transfer`), as a kit writes it. */
export interface EffectSpec {
  name: string;
  img?: string;
  changes: ChangeSpec[];
}

/** An embedded item as a kit writes it. */
export interface ItemSpec {
  name: string;
  type: string;
  img?: string;
  system?: Record<string, unknown>;
  effects?: EffectSpec[];
}

/** An actor as a kit writes it: `key` names it within its kit (ids come from it). */
export interface ActorSpec {
  key: string;
  name: string;
  type: string;
  img?: string;
  system: Record<string, unknown>;
  items?: ItemSpec[];
  /**
   * A premade character (linked token, friendly), a premade's companion (a cryture linked to its
   * trainer: linked and friendly too) or an adversary (unlinked, hostile).
   */
  role: 'premade' | 'companion' | 'adversary';
}

export interface KitSpec {
  ruleset: string;
  /** The ruleset's name as players read it. */
  title: string;
  premades: ActorSpec[];
  /** Actors that belong to a premade (cryture's crytures): they sit and travel with the premades. */
  companions?: ActorSpec[];
  adversaries: ActorSpec[];
  encounter: EncounterSpec;
  /**
   * Items that carry Active Effects to their owner, imported with the encounter into
   * a "Sample effects" folder of world items, so a GM sees how an item's effect works.
   */
  samples: ItemSpec[];
}

export interface EncounterSpec {
  name: string;
  /** The keys of the adversaries the encounter sets against the party. */
  adversaries: string[];
  /** Paragraphs (plain text, escaped here) of each part of the encounter's journal. */
  situation: string[];
  running: string[];
  win: string[];
  lose: string[];
  /** World items the encounter brings (an extended task, a countdown die …). */
  items?: ItemSpec[];
}

type Model = new (data: unknown) => { toObject(): Record<string, unknown> };

/** The full system data the registered model makes of `system` (every field, bounded and cleaned). */
export function cleaned(documentName: 'Actor' | 'Item', type: string, system: Record<string, unknown>) {
  const models = (CONFIG[documentName] as unknown as { dataModels: Record<string, Model> }).dataModels;
  const Model = models[type];
  if (!Model) throw new Error(`No ${documentName} model for ${type}`);
  return new Model(structuredClone(system)).toObject();
}

/** The line that marks every kit document as sample content. */
export function sampleNote(title: string): string {
  return `<p><em>Sample content for ${escapeHtml(title)}, written by the Manifold team on the printed rules only. Edit it or replace it.</em></p>`;
}

export const paragraphs = (lines: string[]) => lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('');

/** The id scheme of one kit: every id derives from the ruleset and a key, so rebuilding changes nothing. */
export function idsOf(ruleset: string) {
  return (...parts: string[]) => stableId(['kit', ruleset, ...parts].join('/'));
}

/**
 * An item's effects as stored documents. Written in v13's shape (`changes` with numeric modes):
 * packs are built once for both generations, and v14 moves v13's top-level `changes` and numeric
 * `mode` to `system.changes` and a string `type` when it loads them (foundryvtt/foundryvtt#13740
 * and #13566, as Pjb518/FoundryVTT-Level-Up-Official#643 records v14's "mode/type migration";
 * src/foundry/effects/changes.ts reads both shapes either way).
 */
function effectDocuments(itemId: string, item: ItemSpec, key: ((effectId: string) => string) | null) {
  return (item.effects ?? []).map((effect) => {
    const _id = stableId(`${itemId}/effect/${effect.name}`);
    const changes = effect.changes.map((c) => ({ ...c, priority: null }));
    return {
      _id,
      ...(key ? { _key: key(_id) } : {}),
      name: effect.name,
      img: effect.img ?? imageOf(item),
      ...writeChanges(changes, 13),
      disabled: false,
      duration: {},
      description: '',
      origin: null,
      statuses: [],
      // An item's effect applies to its owner while the ruleset says it is worn or carried.
      transfer: true,
      flags: {},
    };
  });
}

/** An item document: its system data as the model makes it, and the effects it carries. */
function itemDocument(item: ItemSpec, _id: string, sort: number, key: string | null) {
  return {
    _id,
    ...(key ? { _key: key } : {}),
    name: item.name,
    type: item.type,
    img: imageOf(item),
    system: cleaned('Item', item.type, item.system ?? {}),
    sort,
    effects: effectDocuments(_id, item, key ? (effectId) => `${key.replace('!actors.items!', '!actors.items.effects!')}.${effectId}` : null),
    flags: {},
  };
}

/** An actor document; `keyed` adds the `_key`s a top-level pack document needs (adventure contents have none). */
export function actorDocument(ruleset: string, spec: ActorSpec, folder: string | null, keyed: boolean) {
  const id = idsOf(ruleset);
  const _id = id('actor', spec.key);
  const items = (spec.items ?? []).map((item, i) => {
    const itemId = id('actor', spec.key, 'item', String(i), item.name);
    return itemDocument(item, itemId, (i + 1) * 100000, keyed ? `!actors.items!${_id}.${itemId}` : null);
  });
  const premade = spec.role !== 'adversary';
  const img = spec.img ?? shippedIcon(portraitOf(ruleset, spec.key));
  return {
    _id,
    ...(keyed ? { _key: `!actors!${_id}` } : {}),
    name: spec.name,
    type: spec.type,
    img,
    folder,
    system: cleaned('Actor', spec.type, spec.system),
    items,
    effects: [],
    flags: { manifold: { kit: spec.role } },
    prototypeToken: {
      name: spec.name,
      actorLink: premade,
      disposition: premade ? 1 : -1,
      width: 1,
      height: 1,
      texture: { src: img },
    },
  };
}

function folderDocument(ruleset: string, key: string, name: string, type: string, sort: number) {
  const _id = idsOf(ruleset)('folder', key);
  return { _id, _key: `!folders!${_id}`, name, type, folder: null, sorting: 'm', sort, color: null, flags: {} };
}

/** The premades and their companions, in order. */
export const partyOf = (kit: KitSpec) => [...kit.premades, ...(kit.companions ?? [])];

/** The kit's Actor pack: a folder of premades, a folder of adversaries (weak to boss, in order). */
export function actorPack(kit: KitSpec) {
  const premades = folderDocument(kit.ruleset, 'premades', 'Premade characters', 'Actor', 100000);
  const adversaries = folderDocument(kit.ruleset, 'adversaries', 'Adversaries', 'Actor', 200000);
  return [
    premades,
    adversaries,
    ...partyOf(kit).map((a, i) => ({ ...actorDocument(kit.ruleset, a, premades._id, true), sort: (i + 1) * 100000 })),
    ...kit.adversaries.map((a, i) => ({
      ...actorDocument(kit.ruleset, a, adversaries._id, true),
      sort: (i + 1) * 100000,
    })),
  ];
}

/** A `@UUID` link to an actor the adventure imports (imported with its id kept, so `Actor.<id>` resolves). */
const actorLink = (ruleset: string, spec: ActorSpec) =>
  `@UUID[Actor.${idsOf(ruleset)('actor', spec.key)}]{${escapeHtml(spec.name)}}`;

/** The encounter as an Adventure: the party, its adversaries, its items and the journal that runs it. */
export function adventurePack(kit: KitSpec) {
  const id = idsOf(kit.ruleset);
  const enc = kit.encounter;
  const foes = enc.adversaries.map((key) => {
    const spec = kit.adversaries.find((a) => a.key === key);
    if (!spec) throw new Error(`${kit.ruleset} encounter names no adversary ${key}`);
    return spec;
  });
  const party = id('folder', 'encounter-party');
  const enemies = id('folder', 'encounter-enemies');
  const samples = sampleFolderId(kit.ruleset);
  const journalId = id('journal', 'encounter');
  const page = (title: string, content: string, i: number) =>
    textPage({ _id: id('journal', 'encounter', title) }, title, content, i);
  const who = `<ul>${foes.map((f) => `<li>${actorLink(kit.ruleset, f)}</li>`).join('')}</ul>`;
  const pcs = `<ul>${partyOf(kit).map((p) => `<li>${actorLink(kit.ruleset, p)}</li>`).join('')}</ul>`;
  const _id = id('adventure', 'encounter');
  return [
    {
      _id,
      _key: `!adventures!${_id}`,
      name: enc.name,
      img: shippedIcon('crossed-swords'),
      caption: `A ready first encounter for ${kit.title}: sample content.`,
      description: `${paragraphs(enc.situation.slice(0, 1))}${sampleNote(kit.title)}`,
      actors: [
        ...partyOf(kit).map((p) => actorDocument(kit.ruleset, p, party, false)),
        ...foes.map((f) => actorDocument(kit.ruleset, f, enemies, false)),
      ],
      items: [
        ...(enc.items ?? []).map((item, i) => ({
          ...itemDocument(item, id('adventure', 'item', String(i)), (i + 1) * 100000, null),
          folder: null,
        })),
        ...kit.samples.map((item, i) => ({
          ...itemDocument(item, id('adventure', 'sample', item.name), (i + 1) * 100000, null),
          folder: samples,
        })),
      ],
      journal: [
        {
          _id: journalId,
          name: enc.name,
          folder: null,
          pages: [
            page('Situation', paragraphs(enc.situation) + sampleNote(kit.title), 0),
            page('Who is here', `<p>The party:</p>${pcs}<p>Against them:</p>${who}`, 1),
            page('Running it', paragraphs(enc.running), 2),
            page('If the party wins', paragraphs(enc.win), 3),
            page('If the party loses', paragraphs(enc.lose), 4),
          ],
          flags: {},
        },
      ],
      folders: [
        { _id: party, name: `${enc.name}: party`, type: 'Actor', folder: null, sorting: 'a', sort: 100000, color: null },
        { _id: enemies, name: `${enc.name}: adversaries`, type: 'Actor', folder: null, sorting: 'm', sort: 200000, color: null },
        { _id: samples, name: 'Sample effects', type: 'Item', folder: null, sorting: 'm', sort: 300000, color: null },
      ],
      scenes: [],
      macros: [],
      playlists: [],
      tables: [],
      cards: [],
      combats: [],
      sort: 0,
      flags: { manifold: { ruleset: kit.ruleset } },
    },
  ];
}

/** The id of the adventure's "Sample effects" item folder. */
export const sampleFolderId = (ruleset: string) => idsOf(ruleset)('folder', 'sample-effects');

/** Both packs of a kit, by name, for writePacksWhenAsked and the comparison with the stored sources. */
export function kitPacks(ruleset: string, kit: () => KitSpec) {
  return {
    [`${ruleset}-starter-kit`]: () => actorPack(kit()),
    [`${ruleset}-first-encounter`]: () => adventurePack(kit()),
  };
}
