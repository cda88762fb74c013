/**
 * The create-document dialogs offer only the active ruleset's types. Documents of other rulesets
 * still exist, open and render; they simply are not offered for creation.
 */
import type { DocumentName } from '../registry';
import { registry } from '../registry';
import { activeRulesetId } from '../settings';

/** Merges the active ruleset's types into the create dialog's options unless the caller chose some. */
export function withActiveTypes<T extends { types?: string[] | null | undefined }>(
  doc: DocumentName,
  options: T | undefined,
): T {
  const offered = registry.typesOffered(activeRulesetId(), doc);
  const chosen = options?.types?.filter((t) => offered.includes(t));
  return { ...(options ?? ({} as T)), types: chosen?.length ? chosen : offered };
}
