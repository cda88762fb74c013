/**
 * What a user with LIMITED permission sees of an actor or an item: its portrait, name and kind,
 * and the public part of its notes or description (their secret blocks removed), never its numbers. Foundry opens a sheet
 * for LIMITED users (DocumentSheetV2's viewPermission) and leaves the view to the system; dnd5e and
 * WoD5e switch the rendered parts to one limited part, as every Manifold actor sheet does here.
 */
import { SYSTEM_PATH } from '../templates';
import { enrichedNotes } from './enriched-html';

export const LIMITED_PART_ID = 'limited';

/** A sheet's parts with the limited view added (every actor and item sheet's PARTS go through this). */
export function withLimitedView<P extends object>(parts: P): P & { limited: { template: string } } {
  return { ...parts, [LIMITED_PART_ID]: { template: `${SYSTEM_PATH}/templates/shared/limited-sheet.hbs` } } as P & {
    limited: { template: string };
  };
}

/** The parts to render: only the limited one for a LIMITED user, every other one otherwise. */
export function limitedParts(parts: string[], limited: boolean): string[] {
  return limited ? parts.filter((p) => p === LIMITED_PART_ID) : parts.filter((p) => p !== LIMITED_PART_ID);
}

export interface LimitedViewContext {
  name: string;
  img: string;
  kind: string;
  description: string;
}

export async function limitedViewContext(actor: Actor.Implementation): Promise<LimitedViewContext> {
  const label = CONFIG.Actor.typeLabels?.[actor.type];
  return {
    name: actor.name ?? '',
    img: actor.img ?? '',
    kind: label ? game.i18n!.localize(label) : '',
    description: await enrichedNotes(actor, 'notes', { secrets: false }),
  };
}

/** An item's limited view: its description (countdown's items keep theirs in `notes`). */
export async function limitedItemViewContext(item: Item.Implementation): Promise<LimitedViewContext> {
  const label = CONFIG.Item.typeLabels?.[item.type];
  const field = 'description' in (item.system as object) ? 'description' : 'notes';
  return {
    name: item.name ?? '',
    img: item.img ?? '',
    kind: label ? game.i18n!.localize(label) : '',
    description: await enrichedNotes(item, field, { secrets: false }),
  };
}
