/**
 * Everything a countdown sheet can roll, by key, for roll buttons (with exact odds in their
 * tooltips) and hotbar macros: skills, stats, weapon attacks, spells, countdown dice (a spell's
 * duration die too), contests, rests and level up.
 */
import { countdownText } from '../text';
import type { OddsSummary } from '../../../core';
import type { Rollable } from '../../../foundry/ruleset';
import {
  checkOdds,
  classRow,
  countdownTriggerOdds,
  hpDieOdds,
  isRefusal,
  SKILL_IDS,
  STAT_IDS,
  type Refusal,
} from '../rules';
import {
  countdownStateOf,
  derivedOf,
  durationStateOf,
  isCharacter,
  itemsOf,
  type CountdownCharacter,
} from '../data/snapshot';
import { TYPES, type GearSystem, type SpellSystem, type WeaponSystem } from '../data/types';
import { attackDialog, attackPlan, currentTarget, type WeaponItem } from './attack';
import { checkDialog, checkPlan, skillCheck, statCheck } from './check';
import { contestPlan } from './contest';
import { triggerPlan, type CountdownItem } from './countdown-dice';
import { fieldSurgeryDialog, fieldSurgeryPlan, shortRestPlan, surgeonsKit } from './healing';
import { targetedCharacter } from './targets';
import { levelUpPlan } from './level-up';
import { longRestDialog, longRestPlan } from './rest';
import { spellDialog, spellPlan, type SpellItem } from './spell';
import { dialogDefaults } from '../../../foundry/rolls/roll-dialog';

const oddsOrNull = (odds: OddsSummary | Refusal) => (isRefusal(odds) ? null : odds);

export function countdownRollables(actor: Actor.Implementation): Rollable[] {
  if (!isCharacter(actor)) return [];
  const character = actor as CountdownCharacter;
  const out: Rollable[] = [];
  for (const skill of SKILL_IDS) {
    const base = skillCheck(character, skill);
    // Medicine on a targeted dying ally is the check that stabilizes them (CD-5).
    const patient = skill === 'medicine' ? targetedCharacter() : null;
    if (patient && patient.id !== character.id && patient.system.derived.vitals.status === 'dying') {
      base.stabilizeTarget = { uuid: patient.uuid, name: patient.name ?? '' };
    }
    out.push({
      key: `skill.${skill}`,
      label: countdownText('card.checkTitle', { name: countdownText(`skill.${skill}`) }),
      odds: () =>
        checkDialog(character, base, 'bright').evaluate(dialogDefaults(checkDialog(character, base, 'bright'))).odds,
      plan: () => checkPlan(character, base),
    });
  }
  for (const stat of STAT_IDS) {
    const base = statCheck(stat);
    out.push({
      key: `stat.${stat}`,
      label: countdownText('card.checkTitle', { name: countdownText(`stat.${stat}`) }),
      odds: () => checkOdds({ target: { stat, value: character.system.stats[stat], trained: false } }),
      plan: () => checkPlan(character, base),
    });
  }
  for (const weapon of itemsOf<WeaponSystem>(character, TYPES.weapon) as WeaponItem[]) {
    out.push({
      key: `attack.${weapon.id}`,
      itemId: weapon.id,
      label: countdownText('card.attackTitle', { weapon: weapon.name ?? '' }),
      odds: () => {
        const config = attackDialog(character, weapon, currentTarget(), 'bright');
        return config.evaluate(dialogDefaults(config)).odds;
      },
      plan: () => attackPlan(character, weapon),
    });
  }
  for (const spell of itemsOf<SpellSystem>(character, TYPES.spell) as SpellItem[]) {
    out.push({
      key: `spell.${spell.id}`,
      itemId: spell.id,
      label: countdownText('card.spellTitle', { name: spell.name ?? '' }),
      odds: () => {
        const config = spellDialog(character, spell, 'bright');
        return config.evaluate(dialogDefaults(config)).odds;
      },
      plan: () => spellPlan(character, spell),
    });
    if (spell.system.duration > 0)
      out.push({
        key: `duration.${spell.id}`,
        itemId: spell.id,
        label: countdownText('card.countdownTitle', { name: spell.name ?? '' }),
        odds: () => countdownTriggerOdds(durationStateOf(spell.system)),
        plan: () => triggerPlan(spell),
      });
  }
  for (const item of itemsOf<GearSystem>(character, TYPES.gear)) {
    if (!item.system.countdown.enabled) continue;
    out.push({
      key: `countdown.${item.id}`,
      itemId: item.id,
      label: countdownText('card.countdownTitle', { name: item.name ?? '' }),
      odds: () => countdownTriggerOdds(countdownStateOf(item.system)),
      plan: () => triggerPlan(item as CountdownItem),
    });
  }
  const kit = surgeonsKit(character);
  if (classRow(derivedOf(character).classId)?.features.fieldSurgery && kit) {
    const patient = () => targetedCharacter() ?? character;
    out.push({
      key: 'fieldSurgery',
      label: countdownText('card.fieldSurgeryTitle'),
      odds: () => fieldSurgeryDialog(character, kit, patient()).evaluate({}).odds,
      plan: () => fieldSurgeryPlan(character, patient()),
    });
  }
  out.push(
    {
      key: 'contest',
      label: countdownText('card.contestTitle'),
      plan: () => contestPlan(character, 'athletics'),
    },
    {
      key: 'rest.short',
      label: countdownText('card.shortRestTitle'),
      plan: () => shortRestPlan(character),
    },
    {
      key: 'rest.long',
      label: countdownText('sheet.longRest'),
      odds: () => longRestDialog(character).evaluate({ interruptions: 0 }).odds,
      plan: () => longRestPlan(character),
    },
    {
      key: 'levelUp',
      label: countdownText('sheet.levelUp'),
      odds: () => oddsOrNull(hpDieOdds(derivedOf(character).classId)),
      plan: () => levelUpPlan(character),
    },
  );
  return out;
}
