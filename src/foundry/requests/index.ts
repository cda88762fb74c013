/**
 * Roll requests, wired once for every ruleset: the roll button every request card
 * carries, the GM's query that records an answer, and the GM's tool under the token controls.
 */
import type { SceneControlGroup } from '../data/config';
import type { RulesetRegistry } from '../registry';
import { registerSharedQuery } from '../relay';
import type { GmQuery, RulesetId } from '../ruleset';
import { REQUEST_ROLL } from './card';
import { RequestCard } from './card-model';
import { openRequestDialog } from './dialog';
import { REQUEST_REPORT, requestReportQuery } from './report';
import { requestRollAction } from './roll';

export function registerRequests(registry: RulesetRegistry): void {
  registerSharedQuery(REQUEST_REPORT, requestReportQuery(registry) as GmQuery);
  RequestCard.actions = { [REQUEST_ROLL]: requestRollAction(registry) };
}

/** The GM's "Request a roll" button at the foot of the token controls (v13 and v14 share this shape). */
export function addRequestTool(
  controls: Record<string, SceneControlGroup> | undefined,
  registry: RulesetRegistry,
  ruleset: RulesetId,
): void {
  const tools = controls?.tokens?.tools;
  if (!tools || !game.user?.isGM || !registry.get(ruleset).requests) return;
  tools.manifoldRequestRoll = {
    name: 'manifoldRequestRoll',
    title: 'MANIFOLD.requests.tool',
    icon: 'fa-solid fa-dice',
    button: true,
    visible: true,
    order: Object.keys(tools).length + 1,
    onChange: () => openRequestDialog(registry, ruleset),
  };
}
