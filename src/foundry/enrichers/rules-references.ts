/**
 * A ruleset's `references` from its section keys and its i18n root: the journal's name is
 * `<root>.title` and each section's `<root>.sections.<key>`, the same for every ruleset.
 */
import type { RulesetReferences } from '../ruleset';

export function rulesReferences(
  i18nRoot: string,
  sections: readonly string[],
  checkLabel: RulesetReferences['checkLabel'],
): RulesetReferences {
  return {
    title: `${i18nRoot}.title`,
    sections: sections.map((key) => ({ key, name: `${i18nRoot}.sections.${key}` })),
    checkLabel,
  };
}
