/**
 * Issue 15 defect 2: a LIMITED user sees an actor's portrait, name, kind and the public part of its
 * notes, never its numbers or controls; an observer sees the whole sheet (read-only); a user with no
 * permission is refused the sheet, as Foundry's DocumentSheetV2 refuses it (viewPermission LIMITED).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { boot } from './boot';
import { registry } from '../../src/foundry/registry';
import { RULESET_IDS } from '../../src/foundry/ruleset';

boot();

type Sheet = { render(force: boolean): Promise<unknown>; element: HTMLElement };

function sheetOf(actor: Actor.Implementation): Sheet {
  const Sheet = registry.rulesetOfType(actor.type)!.Actor[actor.type]!.sheet as unknown as new (o: unknown) => Sheet;
  return new Sheet({ document: actor });
}

const NOTES = '<p>Wears a grey cloak.</p><section class="secret"><p>Is the duke’s spy.</p></section>';

async function actorSeenBy(type: string, level: number): Promise<Actor.Implementation> {
  const { player } = standIn.users;
  const actor = (await Actor.create({
    name: 'Maren',
    type,
    system: { notes: NOTES },
    ownership: { [player.id]: level },
  } as never)) as Actor.Implementation;
  standIn.actAs(player);
  return actor;
}

describe('the limited view of an actor', () => {
  beforeEach(() => standIn.reset());

  for (const id of RULESET_IDS) {
    for (const type of Object.keys(registry.get(id).Actor)) {
      it(`${type}: a LIMITED user sees portrait, name, kind and the public notes only`, async () => {
        const sheet = sheetOf(await actorSeenBy(type, 1));
        await sheet.render(true);
        const view = sheet.element.querySelector('.manifold-limited')!;
        expect(view, 'the limited part is rendered').not.toBeNull();
        expect(sheet.element.children).toHaveLength(1);
        expect(view.querySelector('.manifold-limited-name')!.textContent).toBe('Maren');
        expect(view.querySelector('.manifold-limited-kind')!.textContent).not.toBe('');
        expect(view.textContent).toContain('Wears a grey cloak.');
        expect(view.textContent).not.toContain('spy');
        expect(sheet.element.querySelector('input, select, textarea, button, [data-rollable]')).toBeNull();
      });

      it(`${type}: an observer sees the whole sheet, and no one below LIMITED sees it at all`, async () => {
        const observed = sheetOf(await actorSeenBy(type, 2));
        await observed.render(true);
        expect(observed.element.querySelector('.manifold-limited')).toBeNull();
        expect(observed.element.children.length).toBeGreaterThan(0);
        standIn.reset();
        await expect(sheetOf(await actorSeenBy(type, 0)).render(true)).rejects.toThrow(/permission/);
      });
    }
  }
});
