/** Undo on countdown cards: applied damage comes off exactly; the card can be applied again. */
import { rollAttackWith } from '../rolls';
import { beforeEach, describe, expect, it } from 'vitest';
import { attackDialog, type WeaponItem } from '../../../src/rulesets/countdown/flows/attack';
import { cardMarked } from '../../../src/rulesets/countdown/chat/post';
import { cardAs as view, press } from '../../foundry/cards';
import { character, classItem, monster, weapon } from '../fixtures';
import { dialogDefaults } from '../../../src/foundry/rolls/roll-dialog';

describe('undo on a countdown attack card', () => {
  beforeEach(() => standIn.reset());

  it('the attacker’s player undoes the damage they applied; another player cannot', async () => {
    const { player, other } = standIn.users;
    const target = await monster({ hp: { value: 9, max: 9 }, armor: 1 });
    const warden = await character({ stats: { vigor: 6 } }, [
      classItem('warden'),
      weapon('longsword', { equipped: true }),
    ]);
    standIn.actAs(player);
    const sword = [...warden.items].find((i) => i.name === 'Longsword') as WeaponItem;
    const info = { uuid: target.uuid, name: target.name!, armor: 1 };
    standIn.queueFaces(12, 5);
    const message = (await rollAttackWith(
      warden,
      sword,
      info,
      dialogDefaults(attackDialog(warden, sword, info, 'bright')),
    ))!;
    await press((await view(message, player)).querySelector('[data-action="countdown.applyAttack"]'));
    expect(target.system.hp.value).toBe(5);
    expect((await view(message, other)).querySelector('[data-undo]')).toBeNull();
    await press((await view(message, player)).querySelector('[data-undo]'));
    expect(target.system.hp.value).toBe(9);
    expect(cardMarked(message, 'applied')).toBe(false);
    expect((await view(message, player)).querySelector('[data-action="countdown.applyAttack"]')).not.toBeNull();
  });
});
