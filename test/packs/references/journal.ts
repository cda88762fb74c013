/**
 * Each ruleset's rules reference: one journal entry in the `<id>-reference` pack with a
 * page per rule section of the printed document (its text, verbatim, from source/<id>.md — a copy
 * of the printed rules) and a page per status (its name and rule text, as the token HUD shows
 * them). Page ids are the enrichers' (src/foundry/enrichers/reference-ids.ts), so `&Reference[…]`
 * links land on these pages. `npm run packs:write` writes them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { registry } from '../../../src/foundry/registry';
import { referenceId, referenceJournalId, referencePack } from '../../../src/foundry/enrichers/reference-ids';
import { RULESET_IDS, type RulesetId } from '../../../src/foundry/ruleset';
import { escapeHtml, textPage } from '../builders';
import { markdownToHtml } from './markdown';

/** Where each section starts in the document: a test on the line (after `#` and `*` are stripped). */
const STARTS: Record<RulesetId, Record<string, RegExp>> = {
  relic: {
    resolution: /^1\. Resolution Framework$/,
    attributes: /^2\. Attributes$/,
    turns: /^3\. Combat Turn Structure$/,
    formation: /^4\. Combat Targeting & Formation$/,
    attacks: /^5\. Attacks, Defense, & Damage$/,
    aid: /^6\. Aid, Healing, Conditions, Dying$/,
    relics: /^7\. Relics — Activation, Strain, Synchronization$/,
    resonance: /^8\. Resonance, Burn, Backlash \(Unified\)$/,
    unifyingNotes: /^⭐ Unifying Notes/,
  },
  hitdice: {
    coreResolution: /^Core Resolution$/,
    characterResources: /^Character Resources$/,
    hitDiceByLevel: /^Hit Dice by Level$/,
    initiative: /^Initiative$/,
    actionEconomy: /^Action Economy$/,
    restRecovery: /^Rest & Recovery$/,
    universalActions: /^Universal Actions$/,
    deathDying: /^Death & Dying$/,
    resolveChecks: /^Resolve Checks$/,
    affinityDice: /^Affinity Dice$/,
    skills: /^The Eight Skills$/,
    actionTiers: /^Action Tiers$/,
    combat: /^Combat Quick Reference$/,
    weaponsArmor: /^Weapon Properties & Armor$/,
    resolve: /^Resolve$/,
  },
  difference: {
    difference: /^1\.0 The Core Mechanic/,
    resolutionTable: /^1\.2 /,
    difficultyRanks: /^1\.3 /,
    edgesSetbacks: /^1\.4 /,
    extendedTasks: /^1\.5 /,
    glossary: /^1\.6 /,
  },
  countdown: {
    resolution: /^Resolution$/,
    advantage: /^Advantage \/ Disadvantage$/,
    naturals: /^Natural 20 \/ Natural 1$/,
    stats: /^Stats$/,
    training: /^Training & Skills$/,
    classes: /^Classes$/,
    ancestries: /^Ancestries$/,
    backgrounds: /^Backgrounds$/,
    combat: /^Combat$/,
    countdownDice: /^Countdown Dice$/,
    pressure: /^Pressure Systems$/,
    deathDying: /^Death & Dying$/,
    distance: /^Distance$/,
    light: /^Light & Darkness$/,
    resting: /^Resting$/,
    gear: /^Gear & Inventory$/,
    advancement: /^Advancement$/,
    randomEncounters: /^Random Encounters$/,
    currency: /^Currency$/,
  },
  cryture: {
    initiative: /^Rolling Initiative$/,
    actions: /^Actions$/,
    movement: /^Moving, Shifting, Pushing, Pulling and Sliding$/,
    powers: /^Reading a Power$/,
    opportunity: /^Opportunity Attacks$/,
    modifiers: /^Attack Bonuses and Penalties$/,
    statuses: /^Statuses$/,
  },
};

/** Lines that end the last section: what follows is not rules (countdown's list of other skills). */
const STOPS: Partial<Record<RulesetId, RegExp>> = { countdown: /^Related Skills$/ };

const plain = (line: string) => line.replace(/^#+\s*/, '').replace(/\*\*/g, '').trim();

export function sourceOf(ruleset: RulesetId): string {
  return readFileSync(join(__dirname, 'source', `${ruleset}.md`), 'utf8');
}

/** The document split at its sections: key → the section's Markdown, its heading line left out. */
export function sectionsOf(ruleset: RulesetId): Map<string, string> {
  const lines = sourceOf(ruleset).replace(/^---\n[\s\S]*?\n---\n/, '').split('\n');
  const starts = Object.entries(STARTS[ruleset]);
  const found: { key: string; line: number }[] = [];
  let next = 0;
  lines.forEach((line, i) => {
    const start = starts[next];
    if (start && start[1].test(plain(line))) {
      found.push({ key: start[0], line: i });
      next++;
    }
  });
  if (found.length !== starts.length)
    throw new Error(`${ruleset}: section ${starts[found.length]?.[0]} not found in the document`);
  const stop = lines.findIndex((l) => STOPS[ruleset]?.test(plain(l)));
  const end = stop < 0 ? lines.length : stop;
  return new Map(
    found.map((f, i) => [f.key, lines.slice(f.line + 1, found[i + 1]?.line ?? end).join('\n').trim()]),
  );
}

/** The reference pack of one ruleset: its one journal entry. */
export function referenceJournal(ruleset: RulesetId) {
  const descriptor = registry.get(ruleset);
  const L = (key: string) => game.i18n!.localize(key);
  const _id = referenceJournalId(ruleset);
  const sections = sectionsOf(ruleset);
  const page = (key: string, name: string, content: string, i: number) => {
    const id = referenceId(ruleset, key);
    return {
      ...textPage({ _id: id, _key: `!journal.pages!${_id}.${id}` }, name, content, i),
      flags: { manifold: { reference: key } },
    };
  };
  const sectionPages = (descriptor.references?.sections ?? []).map((s, i) => {
    const markdown = sections.get(s.key);
    if (markdown === undefined) throw new Error(`${ruleset}: no document section for ${s.key}`);
    return page(s.key, L(s.name), markdownToHtml(markdown), i);
  });
  const statusPages = (descriptor.statusEffects ?? []).map((s, i) =>
    page(
      s.id,
      L(s.name),
      `<p>${escapeHtml(s.description ? L(s.description) : '')}</p>`,
      sectionPages.length + i,
    ),
  );
  return [
    {
      _id,
      _key: `!journal!${_id}`,
      name: L(descriptor.references!.title),
      pages: [...sectionPages, ...statusPages],
      flags: { manifold: { ruleset } },
    },
  ];
}

export const REFERENCE_PACKS = Object.fromEntries(
  RULESET_IDS.map((id) => [
    referencePack(id),
    () => referenceJournal(id),
  ]),
);
