/**
 * What only a real Foundry can show for cryture (Quench): a blast's mark on the viewed scene is
 * seen by everyone at the table — on v14 a Region shown on every layer, not only the Regions
 * layer its default keeps it to (canvas/board.ts#placeBlastMark).
 */
import type { Quench } from '../../foundry/quench/types';
import { madeInBatch } from '../../foundry/quench/helpers';
import { Board } from './canvas/board';

export function registerCrytureQuench(quench: Quench): void {
  quench.registerBatch(
    'manifold.cryture',
    ({ it, after, assert }) => {
      const made = madeInBatch(after);
      it('a blast’s mark on the viewed scene is shown to everyone, on every layer', async () => {
        const board = Board.current();
        assert.ok(board, 'a scene is viewed (open one before running this batch)');
        if (!board) return;
        const mark = (await board.placeBlastMark([{ x: 2, y: 2 }], { x: 2, y: 2 }, 0, {
          name: 'Quench blast',
        })) as { shapes?: unknown; visibility?: number; delete?(): Promise<unknown> } | null;
        assert.ok(mark, 'the mark was placed');
        if (mark?.delete) made.push(mark as { delete(): Promise<unknown> });
        // A measured template (v13) has no visibility to set; a Region (v14) must show on every layer.
        if (mark && 'shapes' in mark)
          assert.equal(mark.visibility, CONST.REGION_VISIBILITY.ALWAYS, 'the Region is shown on every layer');
      });
    },
    { displayName: 'Manifold: cryture on the scene (blast marks)' },
  );
}
