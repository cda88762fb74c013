/** The ruleset whose keys an effect's editor offers: its actor's (or its item's, or the item owner's). */
import { registry } from '../registry';
import type { RulesetDescriptor } from '../ruleset';

export interface EffectDocument {
  id?: string | null;
  parent?: { documentName?: string; type?: string; actor?: { type?: string } | null; system?: unknown } | null;
}

export function rulesetOfEffect(effect: EffectDocument): RulesetDescriptor | undefined {
  const type = effect.parent?.type ?? effect.parent?.actor?.type;
  return type ? registry.rulesetOfType(type) : undefined;
}
