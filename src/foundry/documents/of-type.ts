/**
 * A document the caller has already told apart by its type (a filter on `type`, a sheet or a button
 * only that type has): read through these, its `system` is the declared model's, so tsc checks every
 * field read against the schema.
 */

export function actorOfType<T extends Actor.SubType>(actor: Actor.Implementation): Actor.OfType<T> {
  // fvtt-types gap: Actor.Implementation is not a union over the subtypes, so `type` does not narrow `system`.
  return actor as unknown as Actor.OfType<T>;
}

export function itemOfType<T extends Item.SubType>(item: Item.Implementation): Item.OfType<T> {
  // fvtt-types gap: as for actors, Item.Implementation does not narrow by `type`.
  return item as unknown as Item.OfType<T>;
}
