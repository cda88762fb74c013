/**
 * CRY-6 from the trainer's sheet: Summon places the cryture's token on free spaces next to the
 * trainer's (players lack TOKEN_CREATE: the GM does it, re-checking that the requester owns the
 * trainer and the cryture is linked to it), Recall removes it, Transfer Mana moves 1 Mana; each
 * spends its action in combat.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { combatant, sys } from '../fixtures';
import { clearScene, useScene, withTokenDocuments } from '../fake-scene';
import { enlist, fakeCombat, scriptUniform, startAt } from '../fake-combat';
import { CrytureActorSheet } from '../../../src/rulesets/cryture/sheets/actor-sheet';
import { askGM } from '../../../src/foundry/relay';
import { registry } from '../../../src/foundry/registry';
import { cardText } from '../../foundry/cards';
import { economyOf } from '../../../src/rulesets/cryture/combat/turn-state';

type Sheet = {
  render(o: unknown): Promise<unknown>;
  clickAction(el: HTMLElement): Promise<void>;
  element: HTMLElement;
};

async function camp({ crytureOwner }: { crytureOwner?: { id: string } } = {}) {
  const scene = useScene();
  const trainer = await combatant({
    name: 'Rowan',
    owner: standIn.users.player,
    system: { mana: { value: 2, max: 6 } },
  });
  const cryture = withTokenDocuments(
    await combatant({
      name: 'Cindermaw',
      type: 'cryture-cryture',
      owner: crytureOwner,
      system: { trainer: trainer.id, mana: { value: 4, max: 5 } },
    }),
  );
  const wild = withTokenDocuments(await combatant({ name: 'Wild', type: 'cryture-cryture' }));
  const trainerToken = scene.place(trainer, { x: 5, y: 5 });
  return { scene, trainer, cryture, wild, trainerToken };
}

const request = (trainer: Actor.Implementation, cryture: Actor.Implementation, scene: { id: string }, extra = {}) => ({
  trainerId: trainer.id,
  crytureId: cryture.id,
  sceneId: scene.id,
  ...extra,
});

async function trainerSheet(trainer: Actor.Implementation) {
  const sheet = new (CrytureActorSheet as unknown as new (o: unknown) => Sheet)({ document: trainer });
  await sheet.render({ force: true });
  return sheet;
}

describe('crytures linked to trainers (CRY-6)', () => {
  beforeEach(() => standIn.reset());
  afterEach(() => clearScene());

  it('the trainer’s sheet lists its crytures; Summon places the token adjacent, through the GM', async () => {
    const { scene, trainer, cryture } = await camp();
    standIn.actAs(standIn.users.player);
    const sheet = await trainerSheet(trainer);
    const rows = [...sheet.element.querySelectorAll<HTMLElement>('.roster-row')];
    expect(rows.map((r) => r.querySelector('.roster-name')!.textContent)).toEqual(['Cindermaw']);
    await sheet.clickAction(rows[0]!.querySelector<HTMLElement>('[data-cryture-action="summon"]')!);
    const placed = scene.all().find((t) => t.actorId === cryture.id)!;
    expect(placed.cell).toEqual({ x: 4, y: 4 });
    await sheet.render({ force: true });
    expect(sheet.element.querySelector('.roster-row.summoned [data-cryture-action="recall"]')).not.toBeNull();
    expect(await cardText(game.messages!.contents.at(-1)!)).toContain('Rowan summons Cindermaw.');
  });

  it('refuses a player who does not own the trainer, an unlinked cryture, a second summon and an occupied space', async () => {
    const { scene, trainer, cryture, wild } = await camp();
    standIn.actAs(standIn.users.other);
    await expect(askGM(registry, 'cryture', 'summon', request(trainer, cryture, scene))).rejects.toThrow(
      'notPermitted',
    );
    standIn.actAs(standIn.users.player);
    await expect(askGM(registry, 'cryture', 'summon', request(trainer, wild, scene))).rejects.toThrow('notPermitted');
    await expect(
      askGM(registry, 'cryture', 'summon', request(trainer, cryture, scene, { cell: { x: 9, y: 9 } })),
    ).rejects.toThrow('notPermitted');
    scene.place(wild, { x: 6, y: 5 });
    await expect(
      askGM(registry, 'cryture', 'summon', request(trainer, cryture, scene, { cell: { x: 6, y: 5 } })),
    ).rejects.toThrow('notPermitted');
    await askGM(registry, 'cryture', 'summon', request(trainer, cryture, scene, { cell: { x: 5, y: 6 } }));
    expect(scene.all().find((t) => t.actorId === cryture.id)!.cell).toEqual({ x: 5, y: 6 });
    await expect(askGM(registry, 'cryture', 'summon', request(trainer, cryture, scene))).rejects.toThrow(
      'notPermitted',
    );
    expect(scene.all().filter((t) => t.actorId === cryture.id)).toHaveLength(1);
  });

  it('a forged payload naming another trainer’s cryture is refused: the link is read from the world', async () => {
    const { scene, cryture } = await camp();
    const mine = await combatant({ name: 'Mine', owner: standIn.users.other });
    scene.place(mine, { x: 1, y: 1 });
    standIn.actAs(standIn.users.other);
    await expect(askGM(registry, 'cryture', 'summon', request(mine, cryture, scene))).rejects.toThrow('notPermitted');
    await expect(askGM(registry, 'cryture', 'transferMana', request(mine, cryture, scene))).rejects.toThrow(
      'notPermitted',
    );
  });

  it('Recall removes the token; Transfer Mana moves 1 Mana to a summoned cryture, never past its maximum', async () => {
    const { scene, trainer, cryture } = await camp();
    standIn.actAs(standIn.users.player);
    await expect(askGM(registry, 'cryture', 'transferMana', request(trainer, cryture, scene))).rejects.toThrow(
      'notPermitted',
    );
    await askGM(registry, 'cryture', 'summon', request(trainer, cryture, scene));
    await askGM(registry, 'cryture', 'transferMana', request(trainer, cryture, scene));
    expect([sys(trainer).mana.value, sys(cryture).mana.value]).toEqual([1, 5]);
    await expect(askGM(registry, 'cryture', 'transferMana', request(trainer, cryture, scene))).rejects.toThrow(
      'notPermitted',
    );
    expect([sys(trainer).mana.value, sys(cryture).mana.value]).toEqual([1, 5]);
    await askGM(registry, 'cryture', 'recall', request(trainer, cryture, scene));
    expect(scene.all().some((t) => t.actorId === cryture.id)).toBe(false);
    await expect(askGM(registry, 'cryture', 'recall', request(trainer, cryture, scene))).rejects.toThrow(
      'notPermitted',
    );
  });

  it('in combat: Summon spends the Major Action and the cryture joins the fight; Recall and Transfer a Minor', async () => {
    const { scene, trainer, cryture } = await camp();
    const foe = await combatant({ name: 'Foe', type: 'cryture-npc' });
    const combat = fakeCombat();
    const [rowan, other] = enlist(combat, trainer, foe);
    await rowan!.update({ initiative: 12 } as never);
    await other!.update({ initiative: 8 } as never);
    startAt(combat, other!);
    standIn.actAs(standIn.users.player);
    await expect(askGM(registry, 'cryture', 'summon', request(trainer, cryture, scene))).rejects.toThrow(
      'notPermitted',
    );
    startAt(combat, rowan!);
    const done = scriptUniform(1, 1, 1, 1, 1, 1); // Speed 4 + Reflexes 2: 6 dice, total 6
    await askGM(registry, 'cryture', 'summon', request(trainer, cryture, scene));
    await standIn.settled();
    done();
    expect(economyOf(rowan!)).toEqual({ major: false, minor: true });
    expect(combat.turns.map((c) => [c.name, c.initiative])).toEqual([
      ['Rowan', 12],
      ['Foe', 8],
      ['Cindermaw', 6],
    ]);
    await askGM(registry, 'cryture', 'transferMana', request(trainer, cryture, scene));
    expect(economyOf(rowan!)).toEqual({ major: false, minor: false });
    await expect(askGM(registry, 'cryture', 'recall', request(trainer, cryture, scene))).rejects.toThrow(
      'notPermitted',
    );
  });

  it('the world may limit how many crytures are out at once', async () => {
    const { scene, trainer, cryture } = await camp();
    const second = withTokenDocuments(
      await combatant({ name: 'Second', type: 'cryture-cryture', system: { trainer: trainer.id } }),
    );
    await game.settings!.set('manifold' as never, 'cryture.maxSummoned' as never, 1 as never);
    await askGM(registry, 'cryture', 'summon', request(trainer, cryture, scene));
    await expect(askGM(registry, 'cryture', 'summon', request(trainer, second, scene))).rejects.toThrow('notPermitted');
    await game.settings!.set('manifold' as never, 'cryture.maxSummoned' as never, 0 as never);
    await askGM(registry, 'cryture', 'summon', request(trainer, second, scene));
    expect(scene.all().filter((t) => t.actor.type === ('cryture-cryture' as never))).toHaveLength(2);
  });
});
