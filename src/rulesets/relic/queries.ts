/** Every GM query of the relic ruleset, by name (`askGM(registry, 'relic', name, payload)`). */
import type { GmQuery } from '../../foundry/ruleset';
import { applyBurnQuery } from './chat/burn';
import { applyDamageQuery, guardAllyQuery } from './chat/damage';
import { aidQuery, featureHealQuery, relicHealQuery } from './chat/heal';
import { counterstepQuery, moveSeekerQuery } from './combat/queries';

export const RELIC_QUERIES: Record<string, GmQuery> = {
  applyDamage: applyDamageQuery as GmQuery,
  guardAlly: guardAllyQuery as GmQuery,
  applyBurn: applyBurnQuery as GmQuery,
  relicHeal: relicHealQuery as GmQuery,
  aid: aidQuery as GmQuery,
  featureHeal: featureHealQuery as GmQuery,
  counterstep: counterstepQuery as GmQuery,
  moveSeeker: moveSeekerQuery as GmQuery,
};
