/**
 * The relic dialogs ask only what applies: the Extreme DN only while Extreme is chosen, the
 * target's AC only while no target is.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { rollDialogContext, type RollDialogConfig } from '../../../src/foundry/rolls/roll-dialog';
import { attackDialog } from '../../../src/rulesets/relic/flows/attack';
import { testDialog } from '../../../src/rulesets/relic/flows/test';
import { adversary, combatOf, longsword, seeker, weapon } from '../fixtures';

const defaults = (config: RollDialogConfig) => Object.fromEntries(config.fields.map((f) => [f.name, f.value]));
/** Whether the dialog draws the field for these values. */
const shown = (config: RollDialogConfig, values: Record<string, unknown>, name: string) =>
  !rollDialogContext(config, { ...defaults(config), ...values } as never).fields.find((f) => f.name === name)!.hidden;

describe('relic dialog fields', () => {
  beforeEach(() => standIn.reset());

  it('shows the Extreme DN only while Extreme is the difficulty', async () => {
    const dialog = testDialog(await seeker('Oren'), 'dex');
    expect(shown(dialog, {}, 'dn')).toBe(false);
    for (const difficulty of ['easy', 'standard', 'hard', 'severe'])
      expect(shown(dialog, { difficulty }, 'dn')).toBe(false);
    expect(shown(dialog, { difficulty: 'extreme' }, 'dn')).toBe(true);
  });

  it('asks for the AC only while no target is chosen', async () => {
    const oren = await seeker('Oren', {}, { items: [longsword] });
    const wolf = await adversary('Wolf');
    combatOf([oren, wolf]);
    const dialog = attackDialog(oren, weapon(oren, 'Longsword'), false);
    expect(defaults(dialog).target).toBe(wolf.uuid);
    expect(shown(dialog, {}, 'ac')).toBe(false);
    expect(shown(dialog, { target: '' }, 'ac')).toBe(true);
  });
});
