/**
 * Compendium packs (CompendiumCollection): each pack holds documents of one `documentName`, came
 * from a package (`metadata.packageType` 'world', 'system' or 'module') and may be `locked` — by
 * default every pack but a world's is (its configuration's `locked` overrides that). A locked
 * pack's documents refuse every change, as Foundry's database does. `getDocuments()` returns the
 * pack's documents, whose updates stay in the pack. References in README.md.
 */
import { DocumentCollection, type TypedDocument } from './documents';

export interface PackMetadata {
  /** `<package>.<name>`, the pack's collection id. */
  id: string;
  name: string;
  label: string;
  /** The document name the pack holds (PackageCompendiumData#type). */
  type: string;
  packageType: 'world' | 'system' | 'module';
  packageName: string;
}

type DocumentClass = new (data: Record<string, unknown>, context: { pack: string }) => TypedDocument;

export class StandInCompendium extends DocumentCollection<TypedDocument> {
  readonly metadata: PackMetadata;
  /** The pack's part of the core `compendiumConfiguration` setting (ownership, locked). */
  config: { locked?: boolean } = {};

  constructor(
    metadata: PackMetadata,
    private readonly documentClass: () => DocumentClass,
  ) {
    super();
    this.metadata = metadata;
  }

  get collection(): string {
    return this.metadata.id;
  }
  get documentName(): string {
    return this.metadata.type;
  }
  /** Locked unless configured otherwise; a pack of a system or module is locked by default. */
  get locked(): boolean {
    return this.config.locked ?? this.metadata.packageType !== 'world';
  }
  /** The index: a lean entry per document (`_id`, `name`, `type`). */
  get index(): Map<string, { _id: string; name: string; type: string }> {
    return new Map(this.contents.map((d) => [d.id, { _id: d.id, name: d.name, type: d.type }]));
  }

  /** CompendiumCollection#configure: the GM changes the pack's configuration (e.g. `{locked}`). */
  async configure(changes: { locked?: boolean }): Promise<void> {
    Object.assign(this.config, changes);
  }

  async getDocuments(): Promise<TypedDocument[]> {
    return this.contents;
  }

  /** A document the pack stores, built from its stored source as Foundry loads it (no create workflow). */
  store(source: Record<string, unknown>): TypedDocument {
    const doc = new (this.documentClass())(source, { pack: this.collection });
    this.set(doc.id, doc);
    return doc;
  }
}

/** game.packs (CompendiumPacks): packs by collection id; iterating yields the packs, as Foundry's Collection does. */
export class CompendiumPacks extends Map<string, StandInCompendium> {
  override [Symbol.iterator](): MapIterator<[string, StandInCompendium]> {
    return super.values() as unknown as MapIterator<[string, StandInCompendium]>;
  }
}
