/**
 * Quench batch, on a real Foundry: a combatant update that re-sorts the turns
 * mid-combat fires the turn events for whoever now stands at the turn (what the stand-in models
 * from core's Combat#_onUpdateDescendantDocuments), and updateCombatantsQuietly does not: no turn
 * ends or starts and the turn stays with the combatant who had it.
 */
import { madeInBatch } from './helpers';
import { updateCombatantsQuietly } from '../combat';
import type { Quench } from './types';

/** The turn-event workflow (protected in Foundry's Combat), wrapped on one instance. */
type TurnEvent = (combatant: Combatant.Implementation, context: Combat.TurnEventContext) => Promise<void>;

/** Foundry runs turn events without awaiting them; give them a moment to land. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 250));

export function registerTurnEventBatch(quench: Quench, actorType: Actor.SubType): void {
  quench.registerBatch(
    'manifold.turnEvents',
    ({ it, after, assert }) => {
      const made = madeInBatch(after);
      async function combatOfThree(): Promise<{ combat: Combat.Implementation; seen: string[] }> {
        const actors = await Actor.createDocuments(
          ['Ada', 'Bo', 'Cy'].map((name) => ({ name: `Quench ${name}`, type: actorType })),
        );
        made.push(...actors);
        const combat = (await Combat.create({}))!;
        made.unshift(combat);
        await combat.createEmbeddedDocuments(
          'Combatant',
          actors.map((a, i) => ({ actorId: a.id, initiative: 30 - i * 10 })),
        );
        await combat.startCombat();
        await combat.nextTurn(); // Bo's turn, at index 1
        await settle();
        const seen: string[] = [];
        // Watches the events on this combat only, on top of the ruleset's own.
        const start: TurnEvent = combat['_onStartTurn'].bind(combat);
        const end: TurnEvent = combat['_onEndTurn'].bind(combat);
        Object.assign(combat, {
          _onStartTurn: async (c: Combatant.Implementation, ctx: Combat.TurnEventContext) => (
            seen.push(`start ${c.name}`),
            start(c, ctx)
          ),
          _onEndTurn: async (c: Combatant.Implementation, ctx: Combat.TurnEventContext) => (
            seen.push(`end ${c.name}`),
            end(c, ctx)
          ),
        });
        return { combat, seen };
      }
      it('Foundry fires the turn events when a plain combatant update re-sorts the turn', async () => {
        const { combat, seen } = await combatOfThree();
        const cy = combat.turns[2]!;
        await cy.update({ initiative: 25 });
        await settle();
        assert.equal(combat.combatant?.id, cy.id, 'Cy now stands at the turn index');
        assert.equal(seen.join(', '), `end Quench Bo, start Quench Cy`);
      });
      it('updateCombatantsQuietly re-sorts with no turn events and the turn kept', async () => {
        const { combat, seen } = await combatOfThree();
        const bo = combat.combatant!;
        const cy = combat.turns[2]!;
        await updateCombatantsQuietly(combat, [{ _id: cy.id!, initiative: 25 }]);
        await settle();
        assert.equal(combat.turns[1]?.id, cy.id, 'Cy moved ahead of Bo');
        assert.equal(combat.combatant?.id, bo.id, 'the turn stays with Bo');
        assert.equal(seen.length, 0, `no turn events (saw: ${seen.join(', ')})`);
      });
    },
    { displayName: 'Manifold: initiative written mid-combat (turn events)' },
  );
}
