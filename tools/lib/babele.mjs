// Babele translation templates for Manifold's compendium packs. Babele translates a pack from a
// file `<system>.<pack>.json` holding a `mapping` (short names → document paths) and `entries`
// keyed by each document's original name. Every prose text a pack document holds is mapped here,
// so a translator gets one file per pack with every string to translate, in English to start from.
import { readPackSources } from './packs.mjs';

/** A string a player reads: a sentence or HTML (ids, dice formulas and choices have no spaces). */
const isProse = (value) => typeof value === 'string' && (/\s/.test(value.trim()) || value.trim().startsWith('<'));

/** Every prose path in an object, flattened (`system.strain.face1.text`); arrays are not entered. */
export function prosePaths(value, at = []) {
  if (isProse(value)) return [at.join('.')];
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([key, v]) => prosePaths(v, [...at, key]));
}

/** The translation key of a system path: `system.strain.face1.text` → `strain.face1.text`. */
const keyOf = (path) => path.replace(/^system\./, '');

/** Babele's converters for what lives in collections (registered by Babele itself). */
const COLLECTIONS = {
  Actor: {
    items: { path: 'items', converter: 'fromPack' },
    tokenName: { path: 'prototypeToken.name', converter: 'name' },
  },
  JournalEntry: { pages: { path: 'pages', converter: 'pages' } },
  RollTable: { results: { path: 'results', converter: 'tableResults' } },
  Item: {},
};

function entryOf(type, doc, mapping) {
  const entry = { name: doc.name };
  for (const [key, path] of Object.entries(mapping)) {
    if (typeof path !== 'string') continue;
    const value = path.split('.').reduce((v, part) => v?.[part], doc);
    if (isProse(value)) entry[key] = value;
  }
  if (type === 'JournalEntry')
    entry.pages = Object.fromEntries(
      (doc.pages ?? []).map((p) => [p.name, { name: p.name, text: p.text?.content ?? '' }]),
    );
  if (type === 'RollTable')
    entry.results = Object.fromEntries(
      (doc.results ?? []).map((r) => [`${r.range?.[0]}-${r.range?.[1]}`, r.description ?? r.text ?? '']),
    );
  return entry;
}

/** The starter translation file of one pack of the manifest. */
export function babeleTemplate(pack) {
  const docs = [...readPackSources(pack.name).values()];
  const paths = new Set(docs.flatMap((d) => prosePaths(d.system ?? {}, ['system'])));
  if (docs.some((d) => isProse(d.description))) paths.add('description');
  const mapping = {
    ...Object.fromEntries([...paths].sort().map((path) => [keyOf(path), path])),
    ...COLLECTIONS[pack.type],
  };
  const entries = Object.fromEntries(docs.map((d) => [d.name, entryOf(pack.type, d, mapping)]));
  return { label: pack.label, mapping, entries };
}

export const babeleFileName = (systemId, pack) => `${systemId}.${pack.name}.json`;
