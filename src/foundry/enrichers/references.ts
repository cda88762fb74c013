/**
 * The references of a ruleset: its rule sections (the descriptor's `references.sections`) and its
 * statuses (name and rule text from `statusEffects`), each with the UUID of its reference page.
 * Text names a reference by its key (`stunned`) or by its name as players read it (`Stunned`).
 */
import type { RulesetDescriptor } from '../ruleset';
import { referencePageUuid } from './reference-ids';

export interface Reference {
  key: string;
  /** Localized name. */
  name: string;
  /** Localized rule text ('' for a section: its page holds the text). */
  rule: string;
  uuid: string;
  kind: 'section' | 'status';
}

const localize = (key: string) => game.i18n!.localize(key);

export function referencesOf(descriptor: RulesetDescriptor): Reference[] {
  const sections = (descriptor.references?.sections ?? []).map((s) => ({
    key: s.key,
    name: localize(s.name),
    rule: '',
    uuid: referencePageUuid(descriptor.id, s.key),
    kind: 'section' as const,
  }));
  const statuses = (descriptor.statusEffects ?? []).map((s) => ({
    key: s.id,
    name: localize(s.name),
    rule: s.description ? localize(s.description) : '',
    uuid: referencePageUuid(descriptor.id, s.id),
    kind: 'status' as const,
  }));
  return [...sections, ...statuses];
}

const fold = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** The reference a text names (its key or its name, case and spacing aside), or null. */
export function findReference(descriptor: RulesetDescriptor, named: string): Reference | null {
  const wanted = fold(named);
  return referencesOf(descriptor).find((r) => fold(r.key) === wanted || fold(r.name) === wanted) ?? null;
}
