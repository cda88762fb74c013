/**
 * The effect editor: Foundry's own ActiveEffect sheet, with each change's key picked from a list
 * of the ruleset's numbers by name (label and the field's bounds), "Other key (advanced)" opening
 * the text box for any `system.…` path a module author would write (explained under an
 * "Advanced" fold) and each change's problem said beside it — the same reasons Foundry's
 * application refuses it for (validate.ts). Wired on `renderActiveEffectConfig`.
 */
import { localize } from '../i18n';
import type { RulesetDescriptor } from '../ruleset';
import { readChanges } from './changes';
import { readsText } from './breakdown';
import type { EffectReads } from './fields';
import { changeField, changeProblem, reasonLabel, type SchemaOwner } from './validate';

/** One number the editor offers: its path, label, heading and bounds. */
export interface EditorKey {
  key: string;
  label: string;
  group?: string;
  min?: number;
  max?: number;
  reads?: EffectReads;
}

/** A bound as the key reads it: "−1", or "disadvantage" for a key that reads as words. */
const bound = (k: EditorKey, n: number | undefined, infinite: string) =>
  n === undefined ? infinite : k.reads ? readsText(k.reads, n) : n < 0 ? `−${-n}` : String(n);

/** What a key option reads: its group (unless an optgroup says it), label and bounds. */
function optionText(k: EditorKey, withGroup = true): string {
  const bounds =
    k.min !== undefined || k.max !== undefined ? ` (${bound(k, k.min, '−∞')}…${bound(k, k.max, '∞')})` : '';
  return `${withGroup && k.group ? `${localize(k.group)}: ` : ''}${localize(k.label)}${bounds}`;
}

/** The select's value for typing a key by hand (a free `system.…` path, or anything else). */
export const OTHER_KEY = '';

/**
 * The list a change's key is picked from: the ruleset's keys grouped as the editor headings group
 * them, and "Other key (advanced)" last. A family (`cryture.stat.*`) selects its prefix and opens
 * the text box for the member's name; any other pick writes the key and hides the box.
 */
export function keySelect(keys: readonly EditorKey[], input: HTMLInputElement): HTMLSelectElement {
  const select = document.createElement('select');
  select.className = 'manifold-effect-key';
  select.setAttribute('aria-label', localize('MANIFOLD.Effects.key'));
  const groups = new Map<string, HTMLElement>();
  for (const k of keys) {
    const heading = k.group ?? '';
    let parent = groups.get(heading);
    if (!parent) {
      parent = heading ? Object.assign(document.createElement('optgroup'), { label: localize(heading) }) : select;
      groups.set(heading, parent);
      if (parent !== select) select.append(parent);
    }
    parent.append(Object.assign(document.createElement('option'), { value: k.key, textContent: optionText(k, false) }));
  }
  select.append(
    Object.assign(document.createElement('option'), {
      value: OTHER_KEY,
      textContent: localize('MANIFOLD.Effects.otherKey'),
    }),
  );
  const current = input.value.trim();
  const family = keys.find(
    (k) => k.key.endsWith('.*') && current.startsWith(k.key.slice(0, -1)) && current.length > k.key.length - 1,
  );
  const picked = keys.some((k) => k.key === current) ? current : (family?.key ?? OTHER_KEY);
  // The pick is also the option's `selected` attribute: a form reset and the HTML itself keep it.
  const option = [...select.querySelectorAll('option')].find((o) => o.value === picked);
  option?.setAttribute('selected', '');
  select.value = picked;
  const show = () => {
    input.hidden = select.value !== OTHER_KEY && !select.value.endsWith('.*');
  };
  show();
  select.addEventListener('change', () => {
    if (select.value === OTHER_KEY) input.value = current.startsWith('system.') ? current : '';
    else input.value = select.value.endsWith('.*') ? select.value.slice(0, -1) : select.value;
    show();
    if (!input.hidden) input.focus();
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
  return select;
}

/** The datalist of a ruleset's keys, grouped labels in each option's text. */
export function keyList(id: string, keys: readonly EditorKey[]): HTMLDataListElement {
  const list = document.createElement('datalist');
  list.id = id;
  for (const k of keys) {
    const option = document.createElement('option');
    option.value = k.key;
    option.textContent = optionText(k);
    list.append(option);
  }
  return list;
}

interface EffectLike {
  id?: string | null;
  parent?: { documentName?: string; type?: string; actor?: unknown; system?: unknown } | null;
}

/** The actor model classes of a ruleset: an unowned item's effect is checked against them. */
function actorModels(ruleset: RulesetDescriptor): SchemaOwner[] {
  return Object.values(ruleset.Actor).map(({ model }) => ({ system: model as SchemaOwner['system'] }));
}

/** A field's bounds, from the first of the ruleset's actor models that has it. */
function fieldBounds(owners: readonly SchemaOwner[], path: string): { min?: number; max?: number } {
  for (const owner of owners) {
    const field = changeField(owner, path.replace(/\*$/, 'x'));
    const options = field?.options as { min?: number; max?: number } | undefined;
    if (field) return { min: options?.min, max: options?.max };
  }
  return {};
}

/** The numbers an editor offers for a ruleset: its effect fields with their bounds. */
export function editorKeys(ruleset: RulesetDescriptor | undefined): EditorKey[] {
  if (!ruleset) return [];
  const owners = actorModels(ruleset);
  return (ruleset.effectFields ?? []).map((f) => ({
    key: f.path,
    label: f.label,
    ...(f.group ? { group: f.group } : {}),
    ...(f.reads ? { reads: f.reads } : {}),
    ...fieldBounds(owners, f.path),
  }));
}

/** Why a change would be refused: on its actor, or on the first of the ruleset's actor models that takes it. */
function problemOf(change: ReturnType<typeof readChanges>[number], owners: readonly SchemaOwner[]) {
  let first: ReturnType<typeof changeProblem> = null;
  for (const [i, owner] of owners.entries()) {
    const problem = changeProblem(owner, change);
    if (!problem) return null;
    if (i === 0) first = problem;
  }
  return first;
}

/**
 * Decorates a rendered effect sheet: key inputs (`changes.N.key` in v13, `system.changes.N.key`
 * in v14) get the key list; each change row shows why it would be refused, if it would.
 */
export function decorateEffectEditor(
  html: HTMLElement,
  effect: EffectLike,
  ruleset: RulesetDescriptor | undefined,
): void {
  const keys = editorKeys(ruleset);
  if (!keys.length || !ruleset) return;
  // Our colours (the problem notes) in Foundry's own window: the tokens' scope (styles/shared/_tokens.scss).
  html.classList.add('manifold-effect-editor');
  const listId = `manifold-effect-keys-${effect.id ?? 'new'}`;
  if (!html.querySelector(`#${listId}`)) html.append(keyList(listId, keys));
  const changes = readChanges(effect);
  const owner = effect.parent?.documentName === 'Actor' ? effect.parent : (effect.parent?.actor ?? null);
  const owners = owner ? [owner as SchemaOwner] : actorModels(ruleset);
  const inputs = html.querySelectorAll<HTMLInputElement>('input[name$=".key"][name*="changes."]');
  inputs.forEach((input, i) => {
    input.setAttribute('list', listId);
    input.setAttribute('aria-label', localize('MANIFOLD.Effects.key'));
    // Picked from a list; the text box (with the keys as suggestions) only for a key typed by hand.
    if (!input.previousElementSibling?.classList.contains('manifold-effect-key')) input.before(keySelect(keys, input));
    const change = changes[i];
    if (!change) return;
    const reason = problemOf(change, owners);
    if (!reason) return;
    const note = document.createElement('p');
    note.className = 'manifold-effect-problem';
    note.setAttribute('role', 'alert');
    note.textContent = localize(reasonLabel(reason));
    input.closest('li, tr, .form-group, div')?.append(note);
  });
  // The tab itself: core renders its navigation (`nav.tabs a[data-tab="changes"]`) before it.
  const changesTab = html.querySelector('section[data-tab="changes"]') ?? html;
  if (!changesTab.querySelector('.manifold-effect-advanced')) {
    const fold = document.createElement('details');
    fold.className = 'manifold-effect-advanced';
    const summary = document.createElement('summary');
    summary.textContent = localize('MANIFOLD.Effects.advanced');
    const hint = document.createElement('p');
    hint.textContent = localize('MANIFOLD.Effects.advancedHint');
    fold.append(summary, hint);
    changesTab.append(fold);
  }
}
