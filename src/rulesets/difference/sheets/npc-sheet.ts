/**
 * The NPC's sheet. It opens on the shared statblock; behind it, the same header, Checks, Talents &
 * Gear, Extended Tasks and Conditions tabs as a character's (an NPC has the same numbers as a PC),
 * and the shared Notes and Effects tabs.
 */
import { withLimitedView } from '../../../foundry/sheets/limited-view';
import type { SheetRenderOptions } from '../../../foundry/sheets/sheet-base';
import { npcParts, npcTabs } from '../../../foundry/sheets/statblock';
import { SYSTEM_PATH } from '../../../foundry/templates';
import { DifferenceActorSheet } from './actor-sheet';
import { npcStatblock } from './statblock';

const part = (name: string) => ({ template: `${SYSTEM_PATH}/templates/difference/actor/${name}.hbs` });

export class DifferenceNpcSheet extends DifferenceActorSheet {
  static override DEFAULT_OPTIONS: Record<string, unknown> = {
    classes: ['difference-npc', 'manifold-npc-sheet'],
    position: { width: 720, height: 760 },
  };

  static override PARTS = withLimitedView(
    npcParts(
      { header: part('header') },
      {
        traits: { ...part('traits'), scrollable: [''] },
        gear: { ...part('gear'), scrollable: [''] },
        tasks: { ...part('tasks'), scrollable: [''] },
        conditions: { ...part('conditions'), scrollable: [''] },
      },
    ),
  );

  static override TABS = npcTabs(
    [
      { id: 'traits', icon: 'fa-solid fa-dice-d20' },
      { id: 'gear', icon: 'fa-solid fa-suitcase' },
      { id: 'tasks', icon: 'fa-solid fa-list-check' },
      { id: 'conditions', icon: 'fa-solid fa-heart-pulse' },
    ],
    'MANIFOLD.difference.sheet.tab',
  );

  override async _prepareContext(options: SheetRenderOptions) {
    const context = await super._prepareContext(options);
    return {
      ...context,
      statblock: npcStatblock(this.document, context),
    };
  }
}
