/**
 * REL-6 in Foundry's tracker: seekers first in the order they choose (and reorder through the GM),
 * each enemy group one roll of d20 + its highest DEX, ties for the GM; §3.1 surprise; REL-7 and §6.4
 * at round and turn start; the tracker's extras.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { askGM } from '../../../src/foundry/relay';
import { registry } from '../../../src/foundry/registry';
import { settings, SYSTEM_ID } from '../../../src/foundry/settings';
import { initiativeHint, trackerExtras } from '../../../src/rulesets/relic/combat/tracker';
import { toggleSurprised } from '../../../src/rulesets/relic/combat/surprise';
import { wireTracker } from '../../../src/rulesets/relic/combat/tracker';
import { economyOf, writeEconomy } from '../../../src/rulesets/relic/combat/turn-state';
import {
  adversary,
  combatantFor,
  combatOf,
  lastMessage,
  rollEveryone,
  seeker,
  state,
  type TestCombat,
} from '../fixtures';

const { gm, player, other } = standIn.users;
const rules = () => registry.get('relic').combat!;
const names = (combat: TestCombat) => combat.turns.map((c) => c.name);

async function battle() {
  const oren = await seeker('Oren', {}, { owner: player });
  const mira = await seeker('Mira', {}, { owner: other });
  const wolf1 = await adversary('Wolf A', { group: 'Wolves', attributes: { fit: 1, dex: 1, wis: 0, int: 0 } });
  const wolf2 = await adversary('Wolf B', { group: 'Wolves', attributes: { fit: 1, dex: 3, wis: 0, int: 0 } });
  const golem = await adversary('Golem', { attributes: { fit: 4, dex: -1, wis: 0, int: 0 } });
  const combat = combatOf([wolf1, golem, mira, wolf2, oren]);
  return { oren, mira, wolf1, wolf2, golem, combat };
}

describe('REL-6 turn order', () => {
  beforeEach(() => standIn.reset());

  it('seekers take places in the order they join; each group rolls once (d20 + highest DEX) and every member shares it', async () => {
    const { combat } = await battle();
    standIn.queueFaces(9, 14);
    await rollEveryone(combat);
    // Wolves: 9 + DEX 3 (Wolf B's) = 12 for both; the Golem, alone: 14 − 1 = 13.
    expect(Object.fromEntries(combat.turns.map((c) => [c.name, c.initiative]))).toEqual({
      Mira: 1,
      Oren: 2,
      Golem: 13,
      'Wolf A': 12,
      'Wolf B': 12,
    });
    expect(names(combat)).toEqual(['Mira', 'Oren', 'Golem', 'Wolf A', 'Wolf B']);
    // A seeker's 2 is a place, not a roll below the Golem's 13: the tracker's tooltip says so.
    const hint = (name: string) => initiativeHint(combat.turns.find((c) => c.name === name)!);
    expect(hint('Oren')).toBe(
      "Place 2 in the seekers' order: seekers act before every enemy, in the order they choose (not a roll)",
    );
    expect(hint('Golem')).toBeNull();
    const card = document.createElement('div');
    card.innerHTML = await (lastMessage().rolls[0] as unknown as { render(): Promise<string> }).render();
    expect([...card.querySelectorAll('.card-row')].map((row) => row.textContent)).toEqual([
      'Golem14 −1 = 13',
      'Wolves9 +3 = 12',
    ]);
    // A wolf joining later takes the pack's roll without rolling.
    const wolf3 = await adversary('Wolf C', { group: 'Wolves' });
    const [joined] = combat.addCombatants([{ actor: wolf3, name: 'Wolf C' }]);
    await rules().rollInitiative!(combat, [joined!.id!]);
    expect(joined!.initiative).toBe(12);
  });

  it('a player moves their seeker up or down through the GM; moving someone else’s, or past the end, is refused', async () => {
    const { oren, combat } = await battle();
    standIn.queueFaces(9, 14);
    await rollEveryone(combat);
    const orenC = combatantFor(combat, oren);
    standIn.actAs(player);
    await askGM(registry, 'relic', 'moveSeeker', { combatantId: orenC.id, direction: 'up' });
    expect(names(combat).slice(0, 2)).toEqual(['Oren', 'Mira']);
    await expect(askGM(registry, 'relic', 'moveSeeker', { combatantId: orenC.id, direction: 'up' })).rejects.toThrow(
      'notPermitted',
    );
    const miraC = combat.turns[1]!;
    await expect(askGM(registry, 'relic', 'moveSeeker', { combatantId: miraC.id, direction: 'up' })).rejects.toThrow(
      'notPermitted',
    );
    const wolfC = combat.turns.find((c) => c.name === 'Golem')!;
    standIn.actAs(gm);
    await expect(askGM(registry, 'relic', 'moveSeeker', { combatantId: wolfC.id, direction: 'up' })).rejects.toThrow(
      'notPermitted',
    );
  });

  it('tied groups are flagged in the tracker; the GM sets which acts first', async () => {
    const { combat } = await battle();
    standIn.queueFaces(10, 15);
    await rollEveryone(combat);
    const golem = combat.turns.find((c) => c.name === 'Golem')!;
    const wolfA = combat.turns.find((c) => c.name === 'Wolf A')!;
    expect([golem.initiative, wolfA.initiative]).toEqual([14, 13]);
    await golem.update({ initiative: 13 } as never);
    expect(trackerExtras(golem)!.html).toContain('Tied');
    // Tied groups keep a stable order until the GM says otherwise.
    expect(names(combat).slice(2)).toEqual(['Wolf A', 'Wolf B', 'Golem']);
    const html = document.createElement('div');
    html.innerHTML = `<div data-combatant-id="${golem.id}">${trackerExtras(golem)!.html}</div>`;
    wireTracker(html);
    html.querySelector<HTMLElement>('[data-relic-tracker="first"]')!.click();
    await standIn.settled();
    expect(names(combat).slice(2)).toEqual(['Golem', 'Wolf A', 'Wolf B']);
    // A player sees no GM controls.
    standIn.actAs(player);
    expect(trackerExtras(golem)!.html).not.toContain('data-relic-tracker');
  });
});

describe('round and turn automation (active GM)', () => {
  beforeEach(() => standIn.reset());

  it('REL-7 two actions at a turn’s start, the reaction back at a round’s start', async () => {
    const { oren, mira, combat } = await battle();
    await rollEveryone(combat);
    for (const actor of [oren, mira]) await writeEconomy(combatantFor(combat, actor), { actions: 0, reactions: 0 });
    await combat.startCombat(); // round 1 starts, then Mira's turn
    expect(economyOf(combatantFor(combat, mira))).toEqual({ actions: 2, reactions: 1 });
    expect(economyOf(combatantFor(combat, oren))).toEqual({ actions: 0, reactions: 1 });
    await combat.nextTurn();
    expect(economyOf(combatantFor(combat, oren))).toEqual({ actions: 2, reactions: 1 });
  });

  it('§6.4 Unconscious (1 round) ends at the start of its bearer’s next turn (an ordinary Unconscious at 0 HP)', async () => {
    const { oren, mira, combat } = await battle();
    await rollEveryone(combat);
    await oren.toggleStatusEffect('unconsciousOneRound', { active: true });
    await mira.update({ 'system.hp.value': 0 } as never);
    await mira.toggleStatusEffect('unconsciousOneRound', { active: true });
    await combat.startCombat(); // Mira
    expect(state(mira).health.conditions).toEqual(['unconscious']);
    expect(state(oren).health.conditions).toEqual(['unconsciousOneRound']);
    await combat.nextTurn(); // Oren
    expect(state(oren).health.conditions).toEqual([]);
  });

  it('§3.1 surprised combatants lose their turn in round 1 (world setting), and only then', async () => {
    const { golem, combat } = await battle();
    standIn.queueFaces(9, 14); // Golem 13, Wolves 12: Mira, Oren, Golem, Wolf A, Wolf B
    await rollEveryone(combat);
    await toggleSurprised(combat, combatantFor(combat, golem).id!);
    expect(trackerExtras(combatantFor(combat, golem))!.html).toContain('Surprised');
    const seen: string[] = [];
    for (let i = 0; i < 8; i++) {
      await (i === 0 ? combat.startCombat() : combat.nextTurn());
      seen.push(`${combat.round}:${combat.combatant!.name}`);
    }
    expect(seen).toEqual(['1:Mira', '1:Oren', '1:Wolf A', '1:Wolf B', '2:Mira', '2:Oren', '2:Golem', '2:Wolf A']);
    await settings().set(SYSTEM_ID, 'relic.surpriseSkipsRound', false);
    try {
      standIn.reset();
      const again = await battle();
      await rollEveryone(again.combat);
      await toggleSurprised(again.combat, combatantFor(again.combat, again.golem).id!);
      const turns: string[] = [];
      for (let i = 0; i < 5; i++) {
        await (i === 0 ? again.combat.startCombat() : again.combat.nextTurn());
        turns.push(again.combat.combatant!.name!);
      }
      expect(turns).toContain('Golem');
    } finally {
      await settings().set(SYSTEM_ID, 'relic.surpriseSkipsRound', true);
    }
  });

  it('the tracker extras escape names and show a seeker’s row and tracker', async () => {
    const oren = await seeker('Oren', { row: 'backline' }, { owner: player });
    const evil = await adversary('<img src=x onerror=alert(1)>', { group: '<b>Cult</b>' });
    const combat = combatOf([oren, evil]);
    const extras = trackerExtras(combatantFor(combat, evil))!.html;
    expect(extras).not.toContain('<b>');
    expect(extras).toContain('&lt;b&gt;Cult&lt;/b&gt;');
    expect(trackerExtras(combatantFor(combat, oren))!.html).toContain('Backline');
  });

  it('every movable seeker row has both order buttons in place, the one that cannot move disabled', async () => {
    standIn.actAs(gm);
    const seekers = [await seeker('Ana'), await seeker('Bo'), await seeker('Cy')];
    const combat = combatOf(seekers);
    const buttons = (c: Actor.Implementation) => {
      const host = document.createElement('div');
      host.innerHTML = trackerExtras(combatantFor(combat, c))!.html;
      return ['up', 'down'].map((d) => {
        const b = host.querySelector<HTMLButtonElement>(`[data-relic-tracker="${d}"]`);
        return b ? (b.disabled ? 'disabled' : 'enabled') : 'missing';
      });
    };
    const order = combat.turns.map((t) => t.actor!).filter((a) => seekers.some((s) => s === a));
    expect(order.map(buttons)).toEqual([
      ['disabled', 'enabled'],
      ['enabled', 'enabled'],
      ['enabled', 'disabled'],
    ]);
  });
});
