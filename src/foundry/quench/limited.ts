/**
 * Quench batch, on a real Foundry: an actor sheet opened by a user who holds
 * only LIMITED permission renders the limited part alone (portrait, name, kind, public notes) and
 * no control that reads or writes the actor's numbers. The GM running Quench owns everything, so
 * each test shadows `document.limited` (Foundry's "LIMITED and not more" getter) on one actor; the
 * rest — Foundry's render pipeline honouring the parts `_configureRenderOptions` leaves — is real.
 */
import { forEachActorType, madeInBatch } from './helpers';
import { LIMITED_PART_ID } from '../sheets/limited-view';
import type { RulesetRegistry } from '../registry';
import type { Quench } from './types';

export function registerLimitedViewBatch(quench: Quench, registry: RulesetRegistry): void {
  quench.registerBatch(
    'manifold.limitedView',
    ({ describe, it, after, assert }) => {
      const made = madeInBatch(after);
      forEachActorType(registry, describe, (type) => {
        it(`a LIMITED user sees only the limited view of a ${type}`, async () => {
          const actor = (await Actor.create({ name: `Quench limited ${type}`, type }))!;
          made.push(actor);
          Object.defineProperty(actor, 'limited', { value: true, configurable: true });
          try {
            const sheet = actor.sheet!;
            await sheet.render(true);
            const element = sheet.element;
            // Our sheets are ApplicationV2: their element is the HTMLElement, never a jQuery set.
            if (!(element instanceof HTMLElement)) throw new Error('not an ApplicationV2 sheet');
            assert.ok(
              element.querySelector(`[data-application-part="${LIMITED_PART_ID}"]`),
              'the limited part rendered',
            );
            assert.equal(element.querySelectorAll('[data-application-part]').length, 1, 'and no other part');
            assert.equal(element.querySelectorAll('[name^="system."]').length, 0, 'no control of the actor’s data');
            await sheet.close();
          } finally {
            delete (actor as { limited?: boolean }).limited;
          }
        });
      });
    },
    { displayName: 'Manifold: the limited view of every actor sheet' },
  );
}
