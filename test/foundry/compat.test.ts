/**
 * The one helper for Foundry v13/v14 differences (src/foundry/compat.ts). This file runs
 * under both generations: each test states what the running generation must get, so the `v13`
 * project proves the v13 path and `glue` the v14 path against the stand-in's v14 mode.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { boot } from './boot';
import {
  applyMessageMode,
  coreApplyChange,
  collisionLevel,
  combatantNameSlot,
  combatantRows,
  compendiumEntries,
  currentMessageMode,
  effectNeedsIcon,
  gmMessageMode,
  effectWithIcon,
  effectDuration,
  generation,
  generationLabel,
  levelData,
  messageModeChoices,
  messageModeOptions,
  onLevelOf,
  placeAreaMark,
  readEffectDuration,
  registerStatusEffects,
  replaceKey,
  sameLevel,
  setMessageMode,
  statusEffectEntries,
  statusEffectEntry,
  tokenLevel,
  trackerDuration,
  trackerHeader,
  unsetKey,
} from '../../src/foundry/compat';
import { registry } from '../../src/foundry/registry';
import { deprecations, standInGeneration, tokenIconEffects } from '../foundry-stand-in/generation';
import type { StandInActor } from '../foundry-stand-in/documents';

boot();

const v14 = standInGeneration() === 14;

async function actor(): Promise<Actor.Implementation> {
  return (await Actor.create({ name: 'Ada', type: registry.get('relic').primaryActorType } as never)) as never;
}

function icons(a: Actor.Implementation): string[] {
  return tokenIconEffects(a as unknown as StandInActor).map((e) => e.name);
}

describe(`Foundry compatibility helper (stand-in plays v${standInGeneration()})`, () => {
  let savedStatuses: unknown;
  beforeEach(() => {
    standIn.reset();
    savedStatuses = CONFIG.statusEffects;
  });
  afterEach(() => {
    (CONFIG as { statusEffects: unknown }).statusEffects = savedStatuses;
  });

  it('reads the generation from game.release and names it for Quench', () => {
    expect(generation()).toBe(standInGeneration());
    expect(generationLabel()).toBe(`Foundry v${standInGeneration()}`);
  });

  describe('status icons (v14 showIcon)', () => {
    it('effects with statuses and no duration keep their token icon', async () => {
      const a = await actor();
      await a.createEmbeddedDocuments('ActiveEffect', [
        effectWithIcon({ name: 'Dazed', statuses: ['dazed'] }),
      ] as never);
      expect(icons(a)).toEqual(['Dazed']);
      const data = effectWithIcon({ name: 'x' }) as { showIcon?: number };
      if (v14)
        expect(data.showIcon).toBe(
          (CONST as unknown as { ACTIVE_EFFECT_SHOW_ICON: { ALWAYS: number } }).ACTIVE_EFFECT_SHOW_ICON.ALWAYS,
        );
      else expect('showIcon' in data).toBe(false);
    });

    it('spots a stored status effect that lacks the icon setting (made before the move to v14)', async () => {
      const a = await actor();
      await a.createEmbeddedDocuments('ActiveEffect', [{ name: 'Old', statuses: ['dazed'] }] as never);
      await a.createEmbeddedDocuments('ActiveEffect', [effectWithIcon({ name: 'New', statuses: ['dazed'] })] as never);
      const [old, fresh] = [...a.effects] as unknown as { _source: { showIcon?: number } }[];
      expect(effectNeedsIcon(old!)).toBe(v14);
      expect(effectNeedsIcon(fresh!)).toBe(false);
    });

    it('without the helper a v14 token would drop the icon (the change the helper answers)', async () => {
      const a = await actor();
      await a.createEmbeddedDocuments('ActiveEffect', [{ name: 'Dazed', statuses: ['dazed'] }] as never);
      expect(icons(a)).toEqual(v14 ? [] : ['Dazed']);
    });
  });

  describe('effect durations', () => {
    it('are written in the running generation’s shape, without a deprecation', async () => {
      const duration = effectDuration({ rounds: 1 });
      expect(duration).toEqual(v14 ? { value: 1, units: 'rounds', expiry: null } : { rounds: 1 });
      const a = await actor();
      await a.createEmbeddedDocuments('ActiveEffect', [{ name: 'Surge', duration }] as never);
      expect(deprecations).toEqual([]);
      expect(icons(a)).toEqual(['Surge']);
    });

    it('are read in either shape (data written by v13 or by v14)', () => {
      expect(readEffectDuration({ rounds: 1 })).toEqual({ value: 1, units: 'rounds' });
      expect(readEffectDuration({ turns: 2, rounds: 0 })).toEqual({ value: 2, units: 'turns' });
      expect(readEffectDuration({ value: 3, units: 'rounds', expiry: 'turnStart' })).toEqual({
        value: 3,
        units: 'rounds',
      });
      expect(readEffectDuration({ value: null, units: 'seconds', expiry: null })).toBeNull();
      expect(readEffectDuration(undefined)).toBeNull();
    });

    it('are counted on the tracker from either shape, the start read where each generation keeps it', () => {
      expect(trackerDuration({ duration: { rounds: 2, startRound: 3, startTurn: 1 } })).toEqual({
        rounds: 2,
        turns: 0,
        startRound: 3,
        startTurn: 1,
      });
      expect(trackerDuration({ duration: { value: 1, units: 'turns' }, start: { round: 4, turn: 0 } })).toEqual({
        rounds: 0,
        turns: 1,
        startRound: 4,
        startTurn: 0,
      });
      // Not started on the tracker yet: no start.
      expect(trackerDuration({ duration: { rounds: 1 } })).toEqual({
        rounds: 1,
        turns: 0,
        startRound: null,
        startTurn: null,
      });
      expect(trackerDuration({ duration: { value: 10, units: 'seconds' } })).toBeNull();
    });
  });

  describe('effect application (v14: the static applyChange)', () => {
    it('runs core’s v14 application for the given class; v13 has none and writes nothing', async () => {
      const target = { documentName: 'Actor', system: { hp: { max: 12 } } };
      const written = coreApplyChange(CONFIG.ActiveEffect.documentClass, target, {
        key: 'system.hp.max',
        type: 'add',
        value: '5',
      });
      if (v14) {
        expect(written).toEqual({ 'system.hp.max': 17 });
        expect(target.system.hp.max).toBe(17);
      } else {
        expect(written).toEqual({});
        expect(target.system.hp.max).toBe(12);
      }
    });
  });

  describe('CONFIG.statusEffects', () => {
    const ours = [{ id: 'dazed', _id: 'mfdazed000000000', name: 'Dazed', img: 'icons/svg/daze.svg' }];

    it('registers our statuses in the running generation’s shape and keeps core’s dead', () => {
      registerStatusEffects(ours);
      expect(Array.isArray(CONFIG.statusEffects)).toBe(!v14);
      expect(statusEffectEntries().map((s) => s.id)).toEqual(['dazed', 'dead']);
      expect(statusEffectEntry('dead')?.img).toBe('icons/svg/skull.svg');
      if (v14) expect((CONFIG.statusEffects as unknown as Record<string, { id: string }>).dazed?.id).toBe('dazed');
      expect(deprecations).toEqual([]);
    });

    it('a ruleset’s own dead replaces core’s, once', () => {
      registerStatusEffects([{ id: 'dead', name: 'Out', img: 'x.svg' }]);
      expect(statusEffectEntries().map((s) => [s.id, s.name])).toEqual([['dead', 'Out']]);
    });

    it('a toggled status shows its icon on the token', async () => {
      registerStatusEffects(ours);
      const a = await actor();
      await (a as unknown as { toggleStatusEffect(id: string, o: object): Promise<unknown> }).toggleStatusEffect(
        'dazed',
        { active: true },
      );
      expect(a.statuses.has('dazed')).toBe(true);
      expect(icons(a)).toHaveLength(1);
    });
  });

  describe('update keys: -= / == (v13) and the _del / _replace operators (v14)', () => {
    it('deletes a flag and a nested key, and replaces an object whole, without a deprecation', async () => {
      const a = await actor();
      await a.update({ 'flags.manifold.mark': 1, 'flags.manifold.keep': 2 } as never);
      // `as never`: fvtt-types declares no `manifold` flag scope, and an update of a computed key.
      await a.update(unsetKey('flags.manifold.mark') as never);
      expect(a.getFlag('manifold' as never, 'mark' as never)).toBeUndefined();
      expect(a.getFlag('manifold' as never, 'keep' as never)).toBe(2);
      await a.unsetFlag('manifold' as never, 'keep' as never);
      expect(a.getFlag('manifold' as never, 'keep' as never)).toBeUndefined();
      const system = a.toObject().system as Record<string, unknown>;
      const [key] = Object.entries(system).find(([, v]) => typeof v === 'number')!;
      const replacement = { ...system, [key]: Number(system[key]) + 1 };
      await a.update(replaceKey('system', replacement) as never);
      expect(a.toObject().system).toEqual(replacement);
      expect(deprecations).toEqual([]);
    });

    it('spells the keys as the running generation wants them', () => {
      if (v14) {
        const g = globalThis as unknown as { _del: unknown };
        expect(unsetKey('flags.manifold.slide')).toEqual({ 'flags.manifold.slide': g._del });
        expect(Object.keys(replaceKey('system', {}))).toEqual(['system']);
      } else {
        expect(unsetKey('flags.manifold.slide')).toEqual({ 'flags.manifold.-=slide': null });
        expect(replaceKey('system', { a: 1 })).toEqual({ '==system': { a: 1 } });
        expect(unsetKey('top')).toEqual({ '-=top': null });
      }
    });

    it.runIf(v14)('the stand-in warns about the legacy keys on v14 (so the guard can fail)', async () => {
      const a = await actor();
      await a.update({ 'flags.manifold.-=mark': null } as never);
      expect(deprecations).toHaveLength(1);
      deprecations.length = 0;
    });
  });

  describe('roll mode (v13) → message mode (v14)', () => {
    it('reads, sets and lists the visibility through the running generation’s setting', async () => {
      const keys = messageModeChoices().map((c) => c.value);
      expect(keys).toHaveLength(4);
      expect(keys).not.toContain('ic');
      expect(currentMessageMode()).toBe(keys[0]);
      await setMessageMode(keys[2]!);
      expect(currentMessageMode()).toBe(keys[2]);
      expect(messageModeOptions(keys[2]!)).toEqual(v14 ? { messageMode: keys[2] } : { rollMode: keys[2] });
      await setMessageMode(keys[0]!);
      expect(deprecations).toEqual([]);
    });

    it('names the GM-only visibility in the running generation’s terms', () => {
      expect(gmMessageMode()).toBe(v14 ? 'gm' : 'gmroll');
      expect(messageModeChoices().map((c) => c.value)).toContain(gmMessageMode());
    });

    it('applies a blind visibility to message data: whispered to the GMs, blind', () => {
      const blind = messageModeChoices().find((c) => c.value.startsWith('blind'))!.value;
      const data = applyMessageMode({ content: 'x' } as Record<string, unknown>, blind);
      expect(data.whisper).toEqual([standIn.users.gm.id]);
      expect(data.blind).toBe(true);
      expect(deprecations).toEqual([]);
    });
  });

  describe('area marks: MeasuredTemplate (v13) or Region (v14)', () => {
    const area = {
      template: { t: 'circle', x: 150, y: 150, distance: 2.5 },
      region: { name: 'Blast', shapes: [{ type: 'circle' as const, x: 150, y: 150, radius: 250 }], levels: [] },
    };

    it('places the running generation’s document', async () => {
      const created: [string, unknown][] = [];
      const scene = {
        async createEmbeddedDocuments(name: string, data: Record<string, unknown>[]) {
          created.push([name, data[0]]);
          return data;
        },
      };
      expect(await placeAreaMark(scene, area)).not.toBeNull();
      expect(created).toEqual([v14 ? ['Region', area.region] : ['MeasuredTemplate', area.template]]);
    });

    it('a refused mark returns null and never throws to the caller', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const scene = {
        async createEmbeddedDocuments(): Promise<unknown[]> {
          throw new Error('no permission');
        },
      };
      await expect(placeAreaMark(scene, area)).resolves.toBeNull();
      expect(warn).toHaveBeenCalledOnce();
      warn.mockRestore();
    });
  });

  describe('Scene Levels (v14)', () => {
    const ground = { id: 'a', level: 'ground' };
    const upstairs = { id: 'b', document: { level: 'upstairs' } };
    const unplaced = { id: 'c' };

    it('measures only to tokens on the measurer’s level on v14, to every token on v13', () => {
      expect(tokenLevel(ground)).toBe(v14 ? 'ground' : null);
      expect(tokenLevel(upstairs)).toBe(v14 ? 'upstairs' : null);
      expect(sameLevel(ground, upstairs)).toBe(!v14);
      expect(sameLevel(ground, unplaced)).toBe(true);
      expect(onLevelOf(ground, [ground, upstairs, unplaced]).map((t) => t.id)).toEqual(
        v14 ? ['a', 'c'] : ['a', 'b', 'c'],
      );
    });

    it('passes the measurer’s Level to wall collision on v14', () => {
      const level = { id: 'ground' };
      const scene = { levels: new Map([['ground', level]]) };
      expect(collisionLevel(scene, ground)).toEqual(v14 ? { level } : {});
      expect(collisionLevel(scene, unplaced)).toEqual({});
    });

    it('places a new token on the level of the one beside it on v14, nowhere in particular on v13', () => {
      expect(levelData(ground)).toEqual(v14 ? { level: 'ground' } : {});
      expect(levelData(unplaced)).toEqual({});
    });
  });

  describe('core markup', () => {
    it('finds combatant rows, their name slot, the tracker header and compendium packs', () => {
      const html = document.createElement('div');
      html.innerHTML = `
        <header class="combat-tracker-header"></header>
        <ol><li class="combatant" data-combatant-id="c1"><div class="token-name"><strong class="name">A</strong></div></li>
        <li class="combatant" data-combatant-id="c2"><span class="combatant-name">B</span></li></ol>
        <ol><li class="directory-item compendium" data-pack="manifold.relic-rules"></li>
        <li class="directory-item compendium" data-entry-id="manifold.cryture-powers"></li></ol>`;
      expect(combatantRows(html).map((r) => r.id)).toEqual(['c1', 'c2']);
      expect(combatantRows(html).map((r) => combatantNameSlot(r.row)?.className)).toEqual([
        'token-name',
        'combatant-name',
      ]);
      expect(trackerHeader(html)).not.toBeNull();
      expect(compendiumEntries(html).map((e) => e.pack)).toEqual(['manifold.relic-rules', 'manifold.cryture-powers']);
    });

    it('markup it does not know finds nothing (the decoration simply does not appear)', () => {
      const html = document.createElement('div');
      html.innerHTML = '<ol><li class="combatant"><div class="who"></div></li></ol>';
      expect(combatantRows(html)).toEqual([]);
      expect(trackerHeader(html)).toBeNull();
      expect(compendiumEntries(html)).toEqual([]);
    });
  });
});
