/**
 * The cryture world settings: where the document leaves a gap (listed in docs/rules/cryture.md),
 * the GM chooses; each default is what a player of the game would expect.
 */
import type { RulesetSetting } from '../../foundry/ruleset';
import { DEFAULT_CONCENTRATED_COST, DIFFICULT_TERRAIN_COST } from './rules';

const S = 'MANIFOLD.cryture.settings';

export const CRYTURE_SETTINGS: RulesetSetting[] = [
  {
    key: 'concentratedCost',
    name: `${S}.concentratedCost.name`,
    hint: `${S}.concentratedCost.hint`,
    scope: 'world',
    type: String,
    choices: { majorAndMinor: `${S}.concentratedCost.majorAndMinor`, major: `${S}.concentratedCost.major` },
    default: DEFAULT_CONCENTRATED_COST,
  },
  {
    key: 'difficultTerrainCost',
    name: `${S}.difficultTerrainCost.name`,
    hint: `${S}.difficultTerrainCost.hint`,
    scope: 'world',
    type: Number,
    range: { min: 1, max: 4, step: 1 },
    default: DIFFICULT_TERRAIN_COST,
  },
  {
    key: 'zeroHealth',
    name: `${S}.zeroHealth.name`,
    hint: `${S}.zeroHealth.hint`,
    scope: 'world',
    type: String,
    choices: { defeated: `${S}.zeroHealth.defeated`, none: `${S}.zeroHealth.none` },
    default: 'defeated',
  },
  {
    key: 'opportunityAttacksPerRound',
    name: `${S}.opportunityAttacksPerRound.name`,
    hint: `${S}.opportunityAttacksPerRound.hint`,
    scope: 'world',
    type: Number,
    range: { min: 0, max: 5, step: 1 },
    // The document sets no per-round limit: off (0, no limit) unless the GM wants one.
    default: 0,
  },
  {
    key: 'maxSummoned',
    name: `${S}.maxSummoned.name`,
    hint: `${S}.maxSummoned.hint`,
    scope: 'world',
    type: Number,
    range: { min: 0, max: 10, step: 1 },
    default: 0,
  },
  {
    // CRY-3: a summoned cryture rolls initiative when it joins.
    key: 'summonJoinsCombat',
    name: `${S}.summonJoinsCombat.name`,
    hint: `${S}.summonJoinsCombat.hint`,
    scope: 'world',
    type: Boolean,
    default: true,
  },
];
