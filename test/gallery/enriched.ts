/**
 * The gallery's page of enriched text for a ruleset: a journal page whose text uses
 * `&Reference[…]` (a status, a rule section, an unknown name) and `[[/check …]]`, enriched by the
 * registered enrichers; the first rule section of the ruleset's reference journal as the pack
 * holds it; and the Token HUD's status palette with the tooltip its first status shows on hover.
 */
import { statusEffectConfig } from '../../src/foundry/register';
import { registerStatusEffects } from '../../src/foundry/compat';
import type { RulesetDescriptor } from '../../src/foundry/ruleset';
import { settings, SYSTEM_ID } from '../../src/foundry/settings';
import { describeStatusControls } from '../../src/foundry/status-hover';
import { referenceId, referencePack } from '../../src/foundry/enrichers/reference-ids';
import { storedPack } from '../packs/sources';

/** A check every ruleset's characters can make, by the key its rollables use. */
const CHECKS = ['test.dex', 'skill.awareness', 'skill.athletics', 'skill.stealth', 'basicAttack'];

export async function enrichedJournal(d: RulesetDescriptor): Promise<string> {
  await settings().set(SYSTEM_ID, 'ruleset', d.id);
  const L = (key: string) => game.i18n!.localize(key);
  const status = d.statusEffects?.[0];
  const section = d.references!.sections[0]!;
  const check = CHECKS.find((key) => d.references!.checkLabel(key))!;
  const text =
    `<p>Sample text: a status, &Reference[${status?.id ?? ''}]; a rule section, &Reference[${section.key}]; ` +
    `a check for whoever clicks it, [[/check ${check}]]; and a name the reference does not hold, &Reference[Petrified].</p>`;
  const editor = (
    foundry.applications as unknown as {
      ux: { TextEditor: { implementation: { enrichHTML(t: string): Promise<string> } } };
    }
  ).ux.TextEditor.implementation;
  const enriched = await editor.enrichHTML(text);

  const [journal] = storedPack(referencePack(d.id)) as unknown as {
    pages: { _id: string; name: string; text: { content: string } }[];
  }[];
  const page = journal!.pages.find((p) => p._id === referenceId(d.id, section.key))!;

  const hud = document.createElement('div');
  hud.id = 'token-hud';
  const statuses = statusEffectConfig(d.statusEffects ?? []);
  hud.innerHTML = `<div class="status-effects">${statuses
    .map(
      (s) =>
        `<img class="effect-control" data-status-id="${s.id}" src="${s.img}" alt="${L(s.name)}" width="32" height="32">`,
    )
    .join('')}</div>`;
  registerStatusEffects(statuses);
  describeStatusControls(hud);
  const tip = hud.querySelector<HTMLElement>('.effect-control')?.dataset.tooltip ?? '';
  const tooltip = document.createElement('aside');
  tooltip.className = 'gallery-tooltip';
  tooltip.setAttribute('role', 'tooltip');
  tooltip.textContent = tip;

  return `<article class="journal-entry-page text">${enriched}</article>
<article class="journal-entry-page text"><h1>${page.name}</h1>${page.text.content}</article>
<section class="gallery-hud">${hud.outerHTML}${tooltip.outerHTML}</section>`;
}
