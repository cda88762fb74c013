/**
 * Two text enrichers, in the forms dnd5e and Draw Steel use: `&Reference[stunned]` links
 * a status or rule section to its page of the ruleset's rules reference, with its rule as the
 * tooltip; `[[/check test.dex]]` is a link that runs that check for the clicking user's own
 * character. Either takes a label after it in braces: `&Reference[stunned]{stuns}`. Text that names
 * nothing known renders as itself, with a title saying why, and never breaks the page.
 */
import type { RulesetRegistry } from '../registry';
import type { RulesetDescriptor } from '../ruleset';
import { isRulesetId } from '../ruleset';
import { activeRulesetId } from '../settings';
import { findReference } from './references';

export const REFERENCE_PATTERN = /&Reference\[([^\]]+)\](?:\{([^}]+)\})?/gi;
export const CHECK_PATTERN = /\[\[\/check\s+([^\]\s]+)\s*\]\](?:\{([^}]+)\})?/gi;

const format = (key: string, data: Record<string, string>) => game.i18n!.format(key, data);

/** Plain text in place of an unknown reference or check, titled with the reason. */
function unknownText(text: string, reason: string): HTMLElement {
  const span = document.createElement('span');
  span.className = 'manifold-unknown-reference';
  span.textContent = text;
  span.title = reason;
  return span;
}

/** `relic:stunned` names relic's reference; `stunned` the active ruleset's. */
function rulesetAndName(
  registry: RulesetRegistry,
  text: string,
): { descriptor: RulesetDescriptor; name: string } | { error: string } {
  const colon = text.indexOf(':');
  if (colon < 0) return { descriptor: registry.get(activeRulesetId()), name: text };
  const id = text.slice(0, colon).trim();
  if (!isRulesetId(id)) return { error: format('MANIFOLD.enrichers.unknownRuleset', { name: id }) };
  return { descriptor: registry.get(id), name: text.slice(colon + 1) };
}

export function enrichReference(registry: RulesetRegistry, match: RegExpMatchArray): HTMLElement {
  const [, target = '', label] = match;
  const found = rulesetAndName(registry, target);
  if ('error' in found) return unknownText(label ?? target, found.error);
  const reference = findReference(found.descriptor, found.name);
  const ruleset = game.i18n!.localize(found.descriptor.label);
  if (!reference)
    return unknownText(
      label ?? found.name.trim(),
      format('MANIFOLD.enrichers.unknownReference', { name: found.name.trim(), ruleset }),
    );
  // Foundry's own content link: its click handler opens the page by UUID (TextEditor.createAnchor's shape).
  const link = document.createElement('a');
  link.className = 'content-link manifold-reference';
  link.draggable = true;
  link.dataset.link = '';
  link.dataset.uuid = reference.uuid;
  link.dataset.type = 'JournalEntryPage';
  link.dataset.tooltip = reference.rule
    ? `${reference.name}: ${reference.rule}`
    : format('MANIFOLD.enrichers.openReference', {
        name: reference.name,
        journal: game.i18n!.localize(found.descriptor.references?.title ?? found.descriptor.label),
      });
  const icon = document.createElement('i');
  icon.className = 'fa-solid fa-book-open';
  icon.setAttribute('inert', '');
  link.append(icon, label ?? reference.name);
  return link;
}

export function enrichCheck(registry: RulesetRegistry, match: RegExpMatchArray): HTMLElement {
  const [, target = '', label] = match;
  const found = rulesetAndName(registry, target);
  if ('error' in found) return unknownText(label ?? target, found.error);
  const key = found.name.trim();
  const checkLabel = found.descriptor.references?.checkLabel(key) ?? null;
  const ruleset = game.i18n!.localize(found.descriptor.label);
  if (!checkLabel) return unknownText(label ?? key, format('MANIFOLD.enrichers.unknownCheck', { key, ruleset }));
  const link = document.createElement('a');
  link.className = 'manifold-check';
  link.dataset.manifoldCheck = key;
  link.dataset.ruleset = found.descriptor.id;
  link.dataset.tooltip = format('MANIFOLD.enrichers.checkTooltip', { check: checkLabel });
  link.setAttribute('role', 'button');
  link.tabIndex = 0;
  const icon = document.createElement('i');
  icon.className = 'fa-solid fa-dice-d20';
  icon.setAttribute('inert', '');
  link.append(icon, label ?? checkLabel);
  return link;
}

/** Adds both enrichers to CONFIG.TextEditor.enrichers (at init, for every client). */
export function registerTextEnrichers(registry: RulesetRegistry): void {
  CONFIG.TextEditor.enrichers.push(
    { pattern: REFERENCE_PATTERN, enricher: async (match: RegExpMatchArray) => enrichReference(registry, match) },
    { pattern: CHECK_PATTERN, enricher: async (match: RegExpMatchArray) => enrichCheck(registry, match) },
  );
}
