/**
 * Cryture's statuses keep their token icon on Foundry v14: the mirrored effects ask
 * `showIcon` always, and one stored before the world moved to v14 gets it at the next sync.
 * Runs under both generations (the `glue` and `v13` projects).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { combatant } from './fixtures';
import { mirroredEffect, SYNC_OPTION, syncStatusEffects } from '../../src/rulesets/cryture/statuses';
import { STATUS_IDS } from '../../src/rulesets/cryture/rules';
import { standInGeneration, tokenIconEffects } from '../foundry-stand-in/generation';
import type { StandInActor } from '../foundry-stand-in/documents';

const status = STATUS_IDS[0]!;
const icons = (actor: Actor.Implementation) =>
  tokenIconEffects(actor as unknown as StandInActor).flatMap((e) => [...e.statuses]);

describe(`cryture status icons (Foundry v${standInGeneration()})`, () => {
  beforeEach(() => standIn.reset());

  it('a status with stacks shows on the token', async () => {
    const actor = await combatant({ system: { statuses: { [status]: { stacks: 1, turnEnds: 1 } } } });
    await syncStatusEffects(actor);
    expect(icons(actor)).toEqual([status]);
  });

  it('an effect stored without the icon setting gets it at the next sync', async () => {
    const actor = await combatant({ system: { statuses: { [status]: { stacks: 1, turnEnds: 1 } } } });
    const { showIcon: _dropped, ...stored } = mirroredEffect(status, 1) as Record<string, unknown>;
    // As the sync itself wrote it (before the move to v14), so the create hook leaves it alone.
    await actor.createEmbeddedDocuments('ActiveEffect', [stored] as never, { [SYNC_OPTION]: true } as never);
    expect(icons(actor)).toEqual(standInGeneration() === 14 ? [] : [status]);
    await syncStatusEffects(actor);
    expect(icons(actor)).toEqual([status]);
    expect([...actor.effects]).toHaveLength(1);
  });
});
