/**
 * The text enrichers as Foundry runs them: registered in CONFIG.TextEditor.enrichers at
 * init and applied by TextEditor.enrichHTML (the stand-in follows Foundry's documented contract;
 * dnd5e and Draw Steel register theirs the same way). `&Reference[…]` links to the rules
 * reference page, `[[/check …]]` runs the check for the clicking user's own character, and bad
 * input stays plain text with a title saying why. Token HUD statuses show their rule on hover.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { boot } from './boot';
import { registry } from '../../src/foundry/registry';
import { referenceId, referencePageUuid, referencePack } from '../../src/foundry/enrichers/reference-ids';
import { CHECK_PATTERN, REFERENCE_PATTERN } from '../../src/foundry/enrichers/text-enrichers';
import { listenForInlineChecks } from '../../src/foundry/enrichers/inline-check';
import { describeStatusControls } from '../../src/foundry/status-hover';
import { statusEffectConfig } from '../../src/foundry/register';
import { registerStatusEffects } from '../../src/foundry/compat';
import { settings, SYSTEM_ID } from '../../src/foundry/settings';
import { RULESET_IDS, type RulesetId } from '../../src/foundry/ruleset';
import { storedPack } from '../packs/sources';

boot();
const L = (key: string) => standIn.i18n.localize(key);
const editor = () =>
  (
    foundry.applications as unknown as {
      ux: { TextEditor: { implementation: { enrichHTML(t: string): Promise<string> } } };
    }
  ).ux.TextEditor.implementation;
const enrich = async (html: string) => {
  const div = document.createElement('div');
  div.innerHTML = await editor().enrichHTML(html);
  return div;
};
async function activate(id: RulesetId) {
  await settings().set(SYSTEM_ID, 'ruleset', id);
}
type Page = { _id: string; name: string };
const pagesOf = (id: RulesetId) => (storedPack(referencePack(id))[0] as unknown as { pages: Page[] }).pages;

describe('registration', () => {
  it('adds the Reference and check enrichers to CONFIG.TextEditor.enrichers at init, dnd5e-style', () => {
    const enrichers = (CONFIG as unknown as { TextEditor: { enrichers: { pattern: RegExp }[] } }).TextEditor.enrichers;
    expect(enrichers.map((e) => e.pattern)).toEqual(expect.arrayContaining([REFERENCE_PATTERN, CHECK_PATTERN]));
    for (const e of enrichers) expect(e.pattern.flags).toContain('g');
  });
});

describe('&Reference[…]', () => {
  beforeEach(async () => {
    standIn.reset();
    await activate('relic');
  });

  it('links a status, by key or by name, to its page of the active ruleset’s reference, its rule as tooltip', async () => {
    const html = await enrich('<p>The blow leaves you &Reference[stunned] and &Reference[Bleeding]{bleeding}.</p>');
    const [stunned, bleeding] = html.querySelectorAll<HTMLAnchorElement>('a.content-link');
    expect(stunned!.dataset.uuid).toBe(referencePageUuid('relic', 'stunned'));
    expect(stunned!.textContent).toBe(L('MANIFOLD.relic.condition.stunned'));
    expect(stunned!.dataset.tooltip).toBe(
      `${L('MANIFOLD.relic.condition.stunned')}: ${L('MANIFOLD.relic.conditionRules.stunned')}`,
    );
    expect(bleeding!.textContent).toBe('bleeding');
    expect(html.textContent).toBe(`The blow leaves you ${stunned!.textContent} and bleeding.`);
    // The UUID names a page the compendium really holds, with that name.
    const page = pagesOf('relic').find((p) => p._id === referenceId('relic', 'stunned'));
    expect(page?.name).toBe(L('MANIFOLD.relic.condition.stunned'));
  });

  it('links a rule section and any ruleset’s reference with a prefix', async () => {
    const html = await enrich('<p>See &Reference[formation] and &Reference[cryture:Slowed].</p>');
    const [formation, slowed] = html.querySelectorAll<HTMLAnchorElement>('a.content-link');
    expect(formation!.dataset.uuid).toBe(referencePageUuid('relic', 'formation'));
    expect(formation!.dataset.tooltip).toContain(L('MANIFOLD.relic.rulesReference.title'));
    expect(slowed!.dataset.uuid).toBe(referencePageUuid('cryture', 'slowed'));
  });

  it('every reference of every ruleset lands on a page of its pack', async () => {
    for (const id of RULESET_IDS) {
      await activate(id);
      const d = registry.get(id);
      const keys = [...d.references!.sections.map((s) => s.key), ...(d.statusEffects ?? []).map((s) => s.id)];
      const pages = new Set(pagesOf(id).map((p) => p._id));
      for (const key of keys) {
        const link = (await enrich(`&Reference[${key}]`)).querySelector<HTMLAnchorElement>('a.content-link');
        expect(link?.dataset.uuid, `${id} ${key}`).toBe(referencePageUuid(id, key));
        expect(pages, `${id} ${key}`).toContain(referenceId(id, key));
      }
    }
  });

  it('leaves an unknown reference as plain text with a title saying why, the page intact', async () => {
    const html = await enrich(
      '<p>Before &Reference[Petrified]{turned to stone} and &Reference[nowhere:stunned] after.</p>',
    );
    expect(html.querySelector('a')).toBeNull();
    const [unknown, ruleset] = html.querySelectorAll<HTMLElement>('span.manifold-unknown-reference');
    expect(unknown!.textContent).toBe('turned to stone');
    expect(unknown!.title).toBe(
      `No rule section or status named “Petrified” in ${L('MANIFOLD.relic.name')}’s rules reference: shown as plain text.`,
    );
    expect(ruleset!.title).toBe('No ruleset named “nowhere”: shown as plain text.');
    expect(html.textContent).toBe('Before turned to stone and nowhere:stunned after.');
  });
});

describe('[[/check …]]', () => {
  beforeEach(async () => {
    standIn.reset();
    await activate('relic');
    standIn.actAs(standIn.users.player);
    (standIn.users.player as unknown as { character: unknown }).character = null;
  });
  const root = document.createElement('div');
  document.body.append(root);
  listenForInlineChecks(registry, root);
  async function click(html: string, init: MouseEventInit = {}) {
    root.innerHTML = (await enrich(html)).innerHTML;
    const link = root.querySelector<HTMLElement>('a.manifold-check')!;
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, ...init }));
    await standIn.settled();
    return link;
  }

  it('renders a labelled, keyboard-reachable link naming the check', async () => {
    const link = (
      await enrich('<p>[[/check test.dex]] or [[/check test.wis]]{Notice it}</p>')
    ).querySelectorAll<HTMLElement>('a.manifold-check');
    expect(link[0]!.textContent).toBe(`${L('MANIFOLD.relic.attribute.dex')} check`);
    expect(link[0]!.getAttribute('role')).toBe('button');
    expect(link[0]!.tabIndex).toBe(0);
    expect(link[1]!.textContent).toBe('Notice it');
    expect(link[1]!.dataset.manifoldCheck).toBe('test.wis');
  });

  it('runs the check for the clicking user’s own character', async () => {
    const seeker = await Actor.create({
      name: 'Ilka',
      type: 'relic-seeker',
      system: { attributes: { fit: 0, dex: 3, wis: 0, int: 0 } },
      ownership: { default: 0, [standIn.users.player.id]: 3 },
    } as never);
    (standIn.users.player as unknown as { character: unknown }).character = seeker;
    standIn.queueFaces(14);
    await click('[[/check test.dex]]', { shiftKey: true });
    await standIn.settled();
    expect(game.messages!.size).toBe(1);
    const message = [...game.messages!.values()].at(-1) as unknown as {
      rolls: { total: number }[];
      speaker: { actor: string };
    };
    expect(message).toBeDefined();
    expect(message.rolls[0]!.total).toBe(17);
    expect(message.speaker.actor).toBe(seeker!.id);
  });

  it('tells a user with no character so, and rolls nothing', async () => {
    await click('[[/check test.dex]]', { shiftKey: true });
    expect(game.messages!.size).toBe(0);
    expect(standIn.notifications.at(-1)).toEqual({ level: 'warn', message: L('MANIFOLD.enrichers.noCharacter') });
  });

  it('refuses a character of another ruleset, saying which', async () => {
    const trainer = await Actor.create({ name: 'Kaia', type: 'cryture-trainer' } as never);
    (standIn.users.player as unknown as { character: unknown }).character = trainer;
    await click('[[/check test.dex]]', { shiftKey: true });
    expect(game.messages!.size).toBe(0);
    expect(standIn.notifications.at(-1)!.message).toBe(
      `Kaia is not a ${L('MANIFOLD.relic.name')} character and cannot make this check.`,
    );
  });

  it('leaves a check the ruleset does not have as plain text with a title saying why', async () => {
    const html = await enrich('<p>Roll [[/check test.luck]] now.</p>');
    expect(html.querySelector('a')).toBeNull();
    expect(html.querySelector('span')!.title).toBe(
      `“test.luck” is not a check every ${L('MANIFOLD.relic.name')} character can make: shown as plain text.`,
    );
    expect(html.textContent).toBe('Roll test.luck now.');
  });

  it('knows each ruleset’s checks', async () => {
    const examples: Record<RulesetId, string> = {
      relic: 'test.int',
      hitdice: 'skill.awareness',
      difference: 'skill.athletics',
      countdown: 'skill.stealth',
      cryture: 'basicAttack',
    };
    standIn.actAs(standIn.users.gm);
    for (const id of RULESET_IDS) {
      await activate(id);
      expect(registry.get(id).references!.checkLabel(examples[id]), id).toMatch(/ check$/);
      expect(registry.get(id).references!.checkLabel('nothing.here'), id).toBeNull();
    }
  });
});

describe('status hover on the Token HUD', () => {
  beforeEach(() => standIn.reset());

  it('every status of every ruleset shows its name and rule', () => {
    for (const id of RULESET_IDS) {
      // What registerRulesets offers while this ruleset is active.
      registerStatusEffects(statusEffectConfig(registry.get(id).statusEffects ?? []));
      const hud = document.createElement('div');
      const statuses = registry.get(id).statusEffects ?? [];
      hud.innerHTML = `<div class="status-effects">${statuses.map((s) => `<img class="effect-control" data-status-id="${s.id}" data-tooltip="${s.id}">`).join('')}</div>`;
      describeStatusControls(hud);
      for (const s of statuses) {
        const control = hud.querySelector<HTMLElement>(`[data-status-id="${s.id}"]`)!;
        expect(control.dataset.tooltip, `${id} ${s.id}`).toBe(`${L(s.name)}: ${L(s.description!)}`);
        expect(control.getAttribute('aria-label')).toBe(control.dataset.tooltip);
      }
    }
  });
});
