/**
 * Creating and deleting an Actor's embedded Items and ActiveEffects the way Foundry's database
 * operations do: the parent's owner only, never in a locked compendium; `_id` in the data is kept
 * only with `keepId`; the pending document's `_preCreate` (may change its source or cancel), then
 * `preCreate<Doc>`/`preDelete<Doc>` (Hooks.call, may veto, initiating client) and then
 * `create<Doc>`/`delete<Doc>` (Hooks.callAll, every client) with the options and the user's id;
 * the actor is prepared again afterwards.
 */
import type { StandInDocument, TypedDocument } from './documents';
import { effectClass, randomID, StandInItem } from './documents';

type Globals = {
  CONFIG: { Item: { documentClass: unknown } };
  Hooks: { call(name: string, ...a: unknown[]): boolean; callAll(name: string, ...a: unknown[]): boolean };
  game: { user: { id: string; name: string } };
};
const globals = () => globalThis as unknown as Globals;

function embeddedClass(
  documentName: string,
): new (d: Record<string, unknown>, c: Record<string, unknown>) => StandInDocument {
  if (documentName === 'Item') return (globals().CONFIG.Item.documentClass as typeof StandInItem | null) ?? StandInItem;
  if (documentName === 'ActiveEffect') return effectClass();
  throw new Error(`The stand-in cannot embed ${documentName}`);
}

/** An actor holds Items and ActiveEffects; an item holds ActiveEffects only. */
function collectionOf(parent: TypedDocument, documentName: string): Map<string, StandInDocument> {
  const items = (parent as TypedDocument & { items?: Map<string, StandInDocument> }).items;
  if (documentName === 'Item' && !items) throw new Error(`The stand-in cannot embed Item in ${parent.documentName}`);
  return (documentName === 'Item' ? items : parent.effects) as unknown as Map<string, StandInDocument>;
}

export async function createEmbedded(
  actor: TypedDocument,
  documentName: string,
  data: Record<string, unknown>[],
  options: Record<string, unknown>,
): Promise<StandInDocument[]> {
  const { Hooks, game } = globals();
  actor.assertUnlocked();
  if (!actor.canUserModify(game.user as never, 'update'))
    throw new Error(`User ${game.user.name} lacks permission to create ${documentName} in ${actor.id}`);
  const Cls = embeddedClass(documentName);
  const collection = collectionOf(actor, documentName);
  const created: StandInDocument[] = [];
  for (const d of data) {
    const source = { ...structuredClone(d), _id: options.keepId && d._id ? d._id : randomID() };
    const doc = new Cls(source, { parent: actor });
    if ((await doc._preCreate(source, options, game.user as never)) === false) continue;
    if (Hooks.call(`preCreate${documentName}`, doc, source, options, game.user.id) === false) continue;
    collection.set(doc.id, doc);
    created.push(doc);
  }
  actor.preparedRoot.prepareData();
  for (const doc of created) Hooks.callAll(`create${documentName}`, doc, options, game.user.id);
  return created;
}

export async function deleteEmbedded(
  actor: TypedDocument,
  documentName: string,
  ids: string[],
  options: Record<string, unknown>,
): Promise<StandInDocument[]> {
  const { Hooks, game } = globals();
  actor.assertUnlocked();
  if (!actor.canUserModify(game.user as never, 'update'))
    throw new Error(`User ${game.user.name} lacks permission to delete ${documentName} in ${actor.id}`);
  const collection = collectionOf(actor, documentName);
  const deleted: StandInDocument[] = [];
  for (const id of ids) {
    const doc = collection.get(id);
    if (!doc) throw new Error(`${documentName} ${id} does not exist in ${actor.id}`);
    if (Hooks.call(`preDelete${documentName}`, doc, options, game.user.id) === false) continue;
    collection.delete(id);
    deleted.push(doc);
  }
  actor.preparedRoot.prepareData();
  for (const doc of deleted) Hooks.callAll(`delete${documentName}`, doc, options, game.user.id);
  return deleted;
}
