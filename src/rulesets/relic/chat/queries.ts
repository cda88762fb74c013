/** Every GM query of the relic ruleset, by name (`askGM(registry, 'relic', name, payload)`). */
import type { GmQuery } from '../../../foundry/ruleset';
import { applyBurnQuery } from './burn';
import { lockRelicQuery } from './lock';
import { applyDamageQuery, guardAllyQuery } from './damage';
import { aidQuery, featureHealQuery, relicHealQuery } from './heal';
import { counterstepQuery, moveSeekerQuery, spendQuery } from '../combat/combat-queries';

export const RELIC_QUERIES: Record<string, GmQuery> = {
  applyDamage: applyDamageQuery as GmQuery,
  guardAlly: guardAllyQuery as GmQuery,
  applyBurn: applyBurnQuery as GmQuery,
  relicHeal: relicHealQuery as GmQuery,
  lockRelic: lockRelicQuery as GmQuery,
  aid: aidQuery as GmQuery,
  featureHeal: featureHealQuery as GmQuery,
  counterstep: counterstepQuery as GmQuery,
  moveSeeker: moveSeekerQuery as GmQuery,
  spend: spendQuery as GmQuery,
};
