/**
 * Combat by the countdown rules and the death clock: initiative d20 + Reflex, one roll for the
 * monster side with the highest Reflex (CD-4), Scouts with advantage; the start of a turn ends
 * Defend (CD-7) and ticks a dying character's death clock (CD-5) — four ticks and they die;
 * an ally's Medicine check or a Surgeon stabilizes; Goblins are never surprised; a group at half
 * strength prompts the GM's morale check.
 */
import { cardText, drawnCard } from '../../foundry/cards';
import { rollCheckWith } from '../rolls';
import { beforeEach, describe, expect, it } from 'vitest';
import { askGM } from '../../../src/foundry/relay';
import { wireCardActions } from '../../../src/foundry/chat/card-actions';
import {
  onTurnStart,
  rollInitiative,
  sortCombatants,
  trackerExtras,
} from '../../../src/rulesets/countdown/combat/rules';
import { preCreateEffect, setCondition } from '../../../src/rulesets/countdown/statuses';
import { promptMorale } from '../../../src/rulesets/countdown/hooks';
import { cardMarked, noteOf, rollOf } from '../../../src/rulesets/countdown/chat/post';
import type { CountdownInitiativeRoll } from '../../../src/rulesets/countdown/dice/gm-rolls';
import type { CountdownMoraleRoll } from '../../../src/rulesets/countdown/dice/gm-rolls';
import { ancestryItem, character, classItem, lastMessage, monster, openSheet, registry, skills } from '../fixtures';
import { visibilityOf } from '../../foundry/dialog-answers';

type AnyCombat = Combat.Implementation;

function combatOf(actors: Actor.Implementation[]) {
  const combat = new (Combat as unknown as new (data: object) => AnyCombat)({});
  const Cls = (CONFIG.Combatant.documentClass ?? Combatant) as unknown as new (
    data: object,
    context: object,
  ) => Combatant.Implementation;
  for (const actor of actors) {
    const combatant = new Cls({ actor, name: actor.name }, { parent: combat });
    (combat.combatants as unknown as Map<string, Combatant.Implementation>).set(combatant.id!, combatant);
  }
  (game as unknown as { combat: AnyCombat }).combat = combat;
  return combat;
}
const combatants = (combat: AnyCombat) => [
  ...(combat.combatants as unknown as Map<string, Combatant.Implementation>).values(),
];
const dying = { hp: { value: 0, max: 8 }, vitals: { status: 'dying', deathClock: 0, cause: '' } };

async function view(message: ChatMessage.Implementation, user = game.user!) {
  const html = await drawnCard(message);
  await wireCardActions(registry, message, html, user as never);
  return html;
}

describe('initiative (CD-4)', () => {
  beforeEach(() => standIn.reset());

  it('each character rolls d20 + Reflex (a Scout with advantage); the monsters roll once with their highest Reflex', async () => {
    const scout = await character({ stats: { reflex: 3 } }, [classItem('scout')], standIn.users.player, 'Scout');
    const warden = await character({ stats: { reflex: 4 } }, [classItem('warden')], standIn.users.player, 'Warden');
    const slow = await monster({ reflex: 2 }, 'Slow brute');
    const quick = await monster({ reflex: 7 }, 'Quick stalker');
    const combat = combatOf([scout, warden, slow, quick]);
    standIn.queueFaces(4, 15, 10, 9);
    await rollInitiative(
      combat,
      combatants(combat).map((c) => c.id!),
    );
    const [s, w, m1, m2] = combatants(combat);
    expect(s!.initiative).toBe(18); // max(4, 15) + 3
    expect(w!.initiative).toBe(14);
    expect([m1!.initiative, m2!.initiative]).toEqual([16, 16]); // 9 + 7, one roll for the side
    const monsterRoll = rollOf<CountdownInitiativeRoll>(lastMessage())!;
    expect(monsterRoll.formula).toBe('1d20[initiative]');
    expect(monsterRoll.resolved.rolls[0]).toMatchObject({ id: 'monsters', reflex: 7, total: 16 });
    const order = combatants(combat)
      .sort(sortCombatants)
      .map((c) => c.name);
    expect(order).toEqual(['Scout', 'Quick stalker', 'Slow brute', 'Warden']);
  });
});

describe('the start of a character’s turn', () => {
  beforeEach(() => standIn.reset());

  it('ends Defend (CD-7)', async () => {
    const hero = await character();
    await hero.toggleStatusEffect('defending', { active: true });
    const combat = combatOf([hero]);
    await onTurnStart(combat, combatants(combat)[0]!);
    expect(hero.statuses.has('defending')).toBe(false);
  });

  it('ticks a dying character’s death clock, shown on the tracker; the fourth tick is death (CD-5)', async () => {
    const hero = await character(dying);
    const combat = combatOf([hero]);
    const turn = () => onTurnStart(combat, combatants(combat)[0]!);
    for (let tick = 1; tick <= 3; tick++) {
      await turn();
      expect(hero.system.vitals).toMatchObject({ status: 'dying', deathClock: tick });
      expect(await cardText(lastMessage())).toContain(`The death clock ticks: ${tick} of 4.`);
    }
    expect(trackerExtras(combatants(combat)[0]!)!.html).toContain('3/4');
    await turn();
    expect(hero.system.vitals).toMatchObject({ status: 'dead', cause: 'deathClock' });
    expect(hero.statuses.has('dead')).toBe(true);
    expect(hero.statuses.has('dying')).toBe(false);
    expect(await cardText(lastMessage())).toContain('The death clock is full: dead.');
    // The dead do not tick again.
    const count = game.messages!.size;
    await turn();
    expect(game.messages!.size).toBe(count);
  });

  it('a conscious character’s turn ticks nothing', async () => {
    const hero = await character();
    const combat = combatOf([hero]);
    await onTurnStart(combat, combatants(combat)[0]!);
    expect(game.messages!.size).toBe(0);
    expect(trackerExtras(combatants(combat)[0]!)).toBeNull();
  });
});

describe('stabilizing (CD-5)', () => {
  beforeEach(() => standIn.reset());

  async function medicineCheck(face: number) {
    const patient = await character(dying, [], standIn.users.other, 'Patient');
    const medic = await character(
      { stats: { lore: 6 }, skills: skills(['medicine']) },
      [],
      standIn.users.player,
      'Medic',
    );
    standIn.actAs(standIn.users.player);
    standIn.queueFaces(face);
    const base = {
      subject: { kind: 'medicine' as const },
      stat: 'lore' as const,
      trained: true,
      stabilizeTarget: { uuid: patient.uuid, name: patient.name! },
    };
    const message = (await rollCheckWith(medic, base, {
      stat: 'lore',
      trained: true,
      difficulty: 0,
      light: 'bright',
      sight: true,
    }))!;
    return { patient, medic, message };
  }

  it('an ally’s passed Medicine check stabilizes through the GM: unconscious at 1 HP, the clock stopped', async () => {
    const { patient, message } = await medicineCheck(9);
    expect(
      (await view(message, standIn.users.other as never)).querySelector('[data-action="countdown.stabilize"]'),
    ).toBeNull();
    const button = (await view(message, standIn.users.player as never)).querySelector<HTMLElement>(
      '[data-action="countdown.stabilize"]',
    )!;
    button.click();
    await standIn.settled();
    expect(patient.system.vitals).toMatchObject({ status: 'stable', deathClock: 0 });
    expect(patient.system.hp.value).toBe(1);
    expect(patient.statuses.has('stable')).toBe(true);
    expect(cardMarked(message, 'applied')).toBe(true);
    await expect(askGM(registry, 'countdown', 'stabilize', { messageId: message.id })).rejects.toThrow(
      'MANIFOLD.relay.notPermitted',
    );
  });

  it('a failed Medicine check stabilizes no one; nor may anyone else use the card', async () => {
    const { patient, message } = await medicineCheck(3);
    expect(
      (await view(message, standIn.users.player as never)).querySelector('[data-action="countdown.stabilize"]'),
    ).toBeNull();
    await expect(askGM(registry, 'countdown', 'stabilize', { messageId: message.id })).rejects.toThrow(
      'MANIFOLD.relay.notPermitted',
    );
    expect(patient.system.vitals.status).toBe('dying');
  });

  it('a Surgeon stabilizes without a check; a non-Surgeon, or a patient who is not dying, is refused', async () => {
    const patient = await character(dying, [], standIn.users.other, 'Patient');
    const surgeon = await character({}, [classItem('surgeon')], standIn.users.player, 'Surgeon');
    const rogue = await character({}, [classItem('rogue')], standIn.users.player, 'Rogue');
    standIn.actAs(standIn.users.player);
    await expect(
      askGM(registry, 'countdown', 'fieldSurgeryStabilize', { healerUuid: rogue.uuid, targetUuid: patient.uuid }),
    ).rejects.toThrow('MANIFOLD.relay.notPermitted');
    standIn.actAs(standIn.users.other);
    await expect(
      askGM(registry, 'countdown', 'fieldSurgeryStabilize', { healerUuid: surgeon.uuid, targetUuid: patient.uuid }),
    ).rejects.toThrow('MANIFOLD.relay.notPermitted');
    standIn.actAs(standIn.users.player);
    await askGM(registry, 'countdown', 'fieldSurgeryStabilize', { healerUuid: surgeon.uuid, targetUuid: patient.uuid });
    expect(patient.system.vitals).toMatchObject({ status: 'stable' });
    await expect(
      askGM(registry, 'countdown', 'fieldSurgeryStabilize', { healerUuid: surgeon.uuid, targetUuid: patient.uuid }),
    ).rejects.toThrow('MANIFOLD.relay.notPermitted');
  });
});

describe('conditions', () => {
  beforeEach(() => standIn.reset());

  it('Goblins can never be surprised (nor through the token HUD); others can', async () => {
    const goblin = await character({}, [ancestryItem('goblin')]);
    const human = await character({}, [ancestryItem('human')]);
    expect(await setCondition(goblin, 'surprised', true)).toBe(false);
    expect(goblin.statuses.has('surprised')).toBe(false);
    expect(preCreateEffect({ statuses: ['surprised'], parent: goblin })).toBe(false);
    expect(await setCondition(human, 'surprised', true)).toBe(true);
    expect(human.statuses.has('surprised')).toBe(true);
    expect(preCreateEffect({ statuses: ['surprised'], parent: human })).toBeUndefined();
  });
});

describe('morale (a GM-side roll)', () => {
  beforeEach(() => standIn.reset());

  it('prompts the GM once when a group falls to half its number; only a GM rolls it', async () => {
    const band = [
      await monster({ hp: { value: 0, max: 4 } }),
      await monster({ hp: { value: 4, max: 4 } }),
      await monster({ hp: { value: 0, max: 4 } }),
      await monster({ hp: { value: 4, max: 4 } }),
    ];
    combatOf(band);
    expect(await promptMorale(band[0]!)).toBe(true);
    const prompt = lastMessage();
    expect(prompt.type).toBe('countdown-note');
    expect(noteOf(prompt)!.kind).toBe('morale');
    expect(await promptMorale(band[2]!)).toBe(false); // once per combat
    expect((await view(prompt, standIn.users.player as never)).querySelector('[data-action]')).toBeNull();
    standIn.queueFaces(14);
    (await view(prompt)).querySelector<HTMLElement>('[data-action="countdown.morale"]')!.click();
    await standIn.settled();
    expect(rollOf<CountdownMoraleRoll>(lastMessage())!.resolved).toMatchObject({ natural: 14, holds: false });
  });

  it('the morale check from the monster’s sheet is whispered to the GM alone', async () => {
    const raider = await monster({ hp: { value: 2, max: 4 } });
    const sheet = await openSheet(raider);
    standIn.queueFaces(16);
    await sheet.clickAction(sheet.element.querySelector<HTMLElement>('[data-action="morale"]')!);
    await standIn.settled();
    expect(rollOf<CountdownMoraleRoll>(lastMessage())!.resolved).toMatchObject({ natural: 16, holds: true });
    expect(visibilityOf(lastMessage())).toEqual({ whisper: [standIn.users.gm.id], blind: false });
  });

  it('never prompts for mindless or fanatic monsters, or above half strength', async () => {
    const brutes = [
      await monster({ hp: { value: 0, max: 4 }, moraleImmune: true }),
      await monster({ hp: { value: 4, max: 4 }, moraleImmune: true }),
    ];
    combatOf(brutes);
    expect(await promptMorale(brutes[0]!)).toBe(false);
    standIn.reset();
    const trio = [await monster({ hp: { value: 0, max: 4 } }), await monster(), await monster()];
    combatOf(trio);
    expect(await promptMorale(trio[0]!)).toBe(false);
  });

  it('a solo enemy at half HP', async () => {
    const boss = await monster({ hp: { value: 5, max: 10 } });
    combatOf([boss]);
    expect(await promptMorale(boss)).toBe(true);
  });
});
