/** Every ruleset's starter kit, by ruleset id. */
import type { KitSpec } from './kit';
import { countdownKit } from './countdown';
import { crytureKit } from './cryture';
import { differenceKit } from './difference';
import { hitdiceKit } from './hitdice';
import { relicKit } from './relic';

export const KITS: Record<string, () => KitSpec> = {
  relic: relicKit,
  hitdice: hitdiceKit,
  difference: differenceKit,
  countdown: countdownKit,
  cryture: crytureKit,
};
