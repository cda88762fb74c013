/** The five rulesets, in the order the chooser lists them. */
import { countdown } from './countdown';
import { cryture } from './cryture';
import { difference } from './difference';
import { hitdice } from './hitdice';
import { relic } from './relic';
import type { RulesetDescriptor } from '../foundry/ruleset';

export const RULESETS: RulesetDescriptor[] = [relic, hitdice, difference, countdown, cryture];
