/**
 * The shared NPC statblock leaves out what an NPC does not have: a cryture NPC without Mana shows
 * no "Mana 0/0", a hitdice NPC without Resolve no Resolve; with them, it shows them. Each NPC sheet
 * opens on the statblock, and a countdown monster offers its attack and morale check there only.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { boot } from './boot';
import { registry } from '../../src/foundry/registry';

boot();

type Sheet = { render(options: boolean | Record<string, unknown>): Promise<unknown>; element: HTMLElement };

async function npcSheet(type: string, system: Record<string, unknown>): Promise<HTMLElement> {
  const actor = (await Actor.create({ name: 'Warden', type, system } as never)) as Actor.Implementation;
  const Sheet = registry.rulesetOfType(type)!.Actor[type]!.sheet as unknown as new (o: unknown) => Sheet;
  const sheet = new Sheet({ document: actor });
  await sheet.render(true);
  return sheet.element;
}

async function statblockOf(type: string, system: Record<string, unknown>): Promise<HTMLElement> {
  const statblock = (await npcSheet(type, system)).querySelector<HTMLElement>('.manifold-statblock');
  expect(statblock?.classList.contains('active'), `${type} opens on its statblock`).toBe(true);
  return statblock!;
}

const pools = (statblock: HTMLElement) =>
  [...statblock.querySelectorAll<HTMLElement>('.sb-pool')].map((p) => p.querySelector('.sb-pool-label')!.textContent);

describe('the NPC statblock shows only what the NPC has', () => {
  beforeEach(() => standIn.reset());

  it('cryture: no Mana pool when its Mana has no maximum; Health and Stamina shown', async () => {
    const without = await statblockOf('cryture-npc', { mana: { value: 0, max: 0 } });
    expect(pools(without)).toEqual(['Health', 'Stamina']);
    expect(without.textContent).not.toMatch(/Mana/);
    standIn.reset();
    const withMana = await statblockOf('cryture-npc', { mana: { value: 2, max: 3 } });
    expect(pools(withMana)).toEqual(['Health', 'Stamina', 'Mana']);
  });

  it('hitdice: no Resolve when the NPC has none; its Resolve when it has some', async () => {
    const without = await statblockOf('hitdice-npc', { resolveMax: 0 });
    expect(pools(without)).not.toContain('Resolve');
    expect(without.querySelector('.sb-pool-resolve')).toBeNull();
    standIn.reset();
    const withResolve = await statblockOf('hitdice-npc', { resolveMax: 2 });
    expect(pools(withResolve)).toContain('Resolve');
  });

  it('hitdice: the Combat tab behind it draws no empty Resolve panel either', async () => {
    const combat = (await npcSheet('hitdice-npc', { resolveMax: 0 })).querySelector('section[data-tab="combat"]')!;
    expect(combat.querySelector('.hd-spirit')).toBeNull();
    standIn.reset();
    const withResolve = (await npcSheet('hitdice-npc', { resolveMax: 2 })).querySelector('section[data-tab="combat"]')!;
    expect(withResolve.querySelector('.hd-spirit .hd-pips')).not.toBeNull();
  });

  it('countdown: the monster’s attack and morale check are offered once, on the statblock, the attack saying what it does', async () => {
    const sheet = await npcSheet('countdown-monster', {});
    const attack = sheet.querySelectorAll<HTMLElement>('[data-action="monsterAttack"]');
    expect(attack).toHaveLength(1);
    expect(attack[0]!.closest('.manifold-statblock')).not.toBeNull();
    expect(attack[0]!.dataset.tooltip).toMatch(/card asking each targeted character/);
    expect(sheet.querySelectorAll('[data-action="morale"]')).toHaveLength(1);
  });

  it('no section is drawn empty: a fresh NPC of every ruleset', async () => {
    for (const type of ['relic-adversary', 'hitdice-npc', 'difference-npc', 'countdown-monster', 'cryture-npc']) {
      standIn.reset();
      const statblock = await statblockOf(type, {});
      for (const section of statblock.querySelectorAll<HTMLElement>('.sb-section')) {
        const heading = section.querySelector('.sb-heading')?.textContent ?? '';
        expect((section.textContent ?? '').replace(heading, '').trim(), `${type}: ${section.className}`).not.toBe('');
      }
    }
  });
});
