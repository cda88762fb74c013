/**
 * i18n keys. Every label the engine emits is `MANIFOLD.countdown.<path>`, listed in
 * lang/en/countdown.json (a test walks the engine's data and outputs to check that).
 */
export const I18N_PREFIX = 'MANIFOLD.countdown';

/** The full i18n key for a path under this ruleset. */
export function countdownKey(path: string): string {
  return `${I18N_PREFIX}.${path}`;
}

/** Groups of printed ids that the glue shows by name: `MANIFOLD.countdown.<group>.<id>`. */
export const LABEL_GROUPS = [
  'stat',
  'statAbbr',
  'skill',
  'property',
  'distance',
  'danger',
  'condition',
  'milestone',
  'resource',
  'resourceTrigger',
  'resourceExhausted',
  'light',
  'zone',
  'priority',
  'portentTrigger',
  'outcome',
  'use',
  'clockPolarity',
  'defense',
  'attackMode',
  'vitalStatus',
] as const;
export type LabelGroup = (typeof LABEL_GROUPS)[number];

/** The i18n key naming a printed id of a group (e.g. `labelFor('danger', 'risky')`). */
export function labelFor(group: LabelGroup, id: string): string {
  return countdownKey(`${group}.${id}`);
}
