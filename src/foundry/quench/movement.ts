/**
 * Quench batch, on a real Foundry: what the stand-in models of TokenDocument's
 * movement (test/foundry-stand-in/movement.ts) and what cryture's movement judging relies on — a
 * path with a checkpoint moves in chained updates (`moveToken` once per leg, the second leg's
 * `chain` naming the first), and `updateToken` never sees the movement request.
 */
import { madeInBatch, until } from './helpers';
import type { Quench } from './types';
import type { TokenMovement } from '../documents/token-movement';

export function registerMovementBatch(quench: Quench, actorType: Actor.SubType): void {
  quench.registerBatch(
    'manifold.tokenMovement',
    ({ it, after, assert }) => {
      const made = madeInBatch(after);
      it('a path with a checkpoint moves in chained legs; updateToken never sees the request', async () => {
        const actor = (await Actor.create({ name: 'Quench Mover', type: actorType }))!;
        const scene = (await Scene.create({ name: 'Quench movement', width: 1000, height: 1000 }))!;
        made.push(actor, scene);
        const size = scene.grid.size;
        const created = await scene.createEmbeddedDocuments('Token', [
          { name: 'Quench Mover', actorId: actor.id, x: 0, y: 0 },
        ]);
        const token = created?.[0];
        if (!token) throw new Error('The token was not placed');
        const legs: TokenMovement[] = [];
        const requests: boolean[] = [];
        const onMove = (document: TokenDocument.Implementation, movement: TokenMovement) => {
          if (document.id === token.id) legs.push(movement);
        };
        const onUpdate = (document: TokenDocument.Implementation, _c: unknown, options: object) => {
          if (document.id === token.id) requests.push('movement' in options);
        };
        const moveHook = Hooks.on('moveToken', onMove);
        const updateHook = Hooks.on('updateToken', onUpdate);
        try {
          const waypoints = [
            { x: size, y: 0, checkpoint: true },
            { x: 2 * size, y: 0 },
          ];
          await token.update({}, { movement: { [token.id ?? '']: { waypoints } } });
          assert.ok(await until(() => token.x === 2 * size), 'the token reached the end of its path');
          assert.equal(legs.length, 2, 'one moveToken per leg');
          assert.deepEqual([...legs[1]!.chain], [legs[0]!.id], 'the second leg continues the first');
          assert.equal(legs[0]!.pending.waypoints.length, 1, 'the first leg leaves the rest pending');
          assert.deepEqual(requests, [false, false], 'updateToken never carries options.movement');
        } finally {
          Hooks.off('moveToken', moveHook);
          Hooks.off('updateToken', updateHook);
        }
      });
    },
    { displayName: 'Manifold: token movement split at checkpoints' },
  );
}
