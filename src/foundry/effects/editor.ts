/**
 * The effect editor: Foundry's own ActiveEffect sheet, with each change's key offered as a list
 * of the ruleset's keys (label and bounds; a datalist, so a GM may still type a free `system.…`
 * key, explained under an "Advanced" fold) and each change's problem said beside it — the same
 * reasons the ledger ignores it for (validate.ts). Wired on `renderActiveEffectConfig`.
 */
import type { RulesetDescriptor } from '../ruleset';
import { readChanges } from './changes';
import { effectKeyTable, type EffectKeyDescriptor } from './keys';
import { changeProblem, freeKeyProblem, reasonLabel } from './validate';

const L = (key: string) => game.i18n!.localize(key);

/** The datalist of a ruleset's keys, grouped labels in each option's text. */
export function keyList(id: string, keys: readonly EffectKeyDescriptor[]): HTMLDataListElement {
  const list = document.createElement('datalist');
  list.id = id;
  for (const k of keys) {
    const option = document.createElement('option');
    option.value = k.key;
    const bounds = k.min !== undefined || k.max !== undefined ? ` (${k.min ?? '−∞'}…${k.max ?? '∞'})` : '';
    option.textContent = `${k.group ? `${L(k.group)}: ` : ''}${L(k.label)}${bounds}`;
    list.append(option);
  }
  return list;
}

interface EffectLike {
  id?: string | null;
  parent?: { documentName?: string; type?: string; actor?: unknown; system?: unknown } | null;
}

/**
 * Decorates a rendered effect sheet: key inputs (`changes.N.key` in v13, `system.changes.N.key`
 * in v14) get the key list; each change row shows why it would be ignored, if it would.
 */
export function decorateEffectEditor(html: HTMLElement, effect: EffectLike, ruleset: RulesetDescriptor | undefined): void {
  const keys = ruleset?.effectKeys ?? [];
  if (!keys.length) return;
  const listId = `manifold-effect-keys-${effect.id ?? 'new'}`;
  if (!html.querySelector(`#${listId}`)) html.append(keyList(listId, keys));
  const table = effectKeyTable(keys);
  const changes = readChanges(effect);
  const owner = effect.parent?.documentName === 'Actor' ? effect.parent : (effect.parent?.actor ?? null);
  const inputs = html.querySelectorAll<HTMLInputElement>('input[name$=".key"][name*="changes."]');
  inputs.forEach((input, i) => {
    input.setAttribute('list', listId);
    input.setAttribute('aria-label', L('MANIFOLD.Effects.key'));
    const change = changes[i];
    if (!change) return;
    const reason = change.key.startsWith('system.')
      ? owner
        ? freeKeyProblem(owner, change)
        : null
      : changeProblem(change, table);
    if (!reason) return;
    const note = document.createElement('p');
    note.className = 'manifold-effect-problem';
    note.setAttribute('role', 'alert');
    note.textContent = L(reasonLabel(reason));
    input.closest('li, tr, .form-group, div')?.append(note);
  });
  const changesTab = html.querySelector('[data-tab="changes"]') ?? html;
  if (!changesTab.querySelector('.manifold-effect-advanced')) {
    const fold = document.createElement('details');
    fold.className = 'manifold-effect-advanced';
    const summary = document.createElement('summary');
    summary.textContent = L('MANIFOLD.Effects.advanced');
    const hint = document.createElement('p');
    hint.textContent = L('MANIFOLD.Effects.advancedHint');
    fold.append(summary, hint);
    changesTab.append(fold);
  }
}
