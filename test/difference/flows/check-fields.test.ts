/**
 * The check dialog asks only what applies: a Difficulty Rank while the check is unopposed, the
 * target's Attribute and defense Skill while it is against the target.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { rollDialogContext } from '../../../src/foundry/rolls/roll-dialog';
import { checkDialogDefaults, hero, resetChecks } from '../fixtures';

describe('difference check dialog fields', () => {
  beforeEach(resetChecks);

  it('shows the Difficulty Rank against no one, the target’s defense against the target', async () => {
    const { config, values } = checkDialogDefaults(
      await hero(),
      await hero({ name: 'Warden', type: 'difference-npc' }),
    );
    const hidden = (opposition: string) =>
      rollDialogContext(config, { ...values, opposition })
        .fields.filter((f) => f.hidden)
        .map((f) => f.name);
    expect(values.opposition).toBe('target');
    expect(hidden('target')).toEqual(['difficulty']);
    expect(hidden('difficulty')).toEqual(['targetAttribute', 'targetSkill']);
  });
});
