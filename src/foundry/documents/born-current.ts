/**
 * New documents are born at their ruleset's current schema version, so the migration runner (which
 * runs only while the world's stored version is behind) never has to bring them forward.
 *
 * Safe for every creation: the pending document is built before its pre-creation step, and
 * building it ran the model's `migrateData` (`migrateSource`), which brings a stored source with a
 * numeric `schemaVersion` (an import, a copy from a compendium) to the current shape; data without
 * one is new data, written in the current shape. Either way the source is current, so its version is.
 *
 * It runs as the `preCreateActor`/`preCreateItem` hook (after `_preCreate`, on the creating client,
 * with the pending document, which it changes by `updateSource`, as Foundry documents). An
 * overridden `_preCreate` would do the same, but a protected member declared on ManifoldActor makes
 * fvtt-types' Actor.Implementation unassignable to it (protected members compare nominally).
 */
import { bornVersion } from '../migrations';

/** Stamps a pending document with its ruleset's current schema version (types no ruleset owns keep theirs). */
export function stampBornCurrent(document: Actor.Implementation | Item.Implementation): void {
  const version = bornVersion(document.type);
  if (version !== undefined) document.updateSource({ system: { schemaVersion: version } });
}
