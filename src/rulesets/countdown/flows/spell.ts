/**
 * Casting (Invoker: Lore via Arcana; Seer: Resolve via Commune): the spell check with its odds
 * (natural 20 enhanced, natural 1 backlash), then the caster's spell components die triggers.
 * A spell with a duration die that is cast successfully starts running (CD-8, spell-duration.ts).
 */
import { localize } from '../../../foundry/i18n';
import { countdownText } from '../text';
import type { RollDialogConfig, RollDialogValues } from '../../../foundry/rolls/roll-dialog';
import {
  classRow,
  countdownKey,
  isRefusal,
  isSuccess,
  spellCastOdds,
  spellCheckRequest,
  checkDifficulty,
  type LightLevel,
  type SpellCastRequest,
  type SpellCastResult,
} from '../rules';
import {
  countdownStateOf,
  derivedOf,
  edgeSubject,
  itemsOf,
  lightOf,
  vitalsOf,
  type CountdownCharacter,
} from '../data/snapshot';
import { TYPES, type GearSystem, type SpellSystem } from '../data/types';
import { CountdownSpellRoll, type SpellRollRequest } from '../dice/spell-roll';
import { partyLight } from '../apps/world-panel-state';
import { afterCheck } from './check';
import { triggerPlan, type CountdownItem } from './countdown-dice';
import { endSpell, startSpell, type DurationSpell } from './spell-duration';
import { edgeNotes, field, grantedEdges, readLight } from './dialog';
import { countdownPlan } from './plan';
import { runRoll, type RollPlan } from '../../../foundry/rolls/pipeline';

export type SpellItem = Item.Implementation & { system: SpellSystem };

/** The caster's spell components: the first countdown die fed by spell components. */
export function componentsOf(actor: CountdownCharacter): CountdownItem | undefined {
  return itemsOf<GearSystem>(actor, TYPES.gear).find(
    (g) => g.system.countdown.enabled && g.system.countdown.resource === 'spellComponents',
  ) as CountdownItem | undefined;
}

export function castRequestFrom(
  actor: CountdownCharacter,
  spell: SpellSystem,
  values: RollDialogValues,
): SpellCastRequest {
  const components = componentsOf(actor);
  const subject = edgeSubject(actor);
  return {
    caster: { ...subject, stats: { ...actor.system.stats }, trainedSkills: derivedOf(actor).trainedSkills },
    requiresComponents: spell.requiresComponents,
    ...(components ? { components: countdownStateOf(components.system) } : {}),
    light: readLight(values, 'bright'),
    ...grantedEdges(values),
  };
}

export function spellDialog(actor: CountdownCharacter, spell: SpellItem, light: LightLevel): RollDialogConfig {
  return {
    title: countdownText('card.spellTitle', { name: spell.name ?? '' }),
    fields: [field.light(light), ...field.edges()],
    evaluate: (values) => {
      const request = castRequestFrom(actor, spell.system, values);
      const odds = spellCastOdds(request);
      const check = spellCheckRequest(request);
      if (isRefusal(odds) || 'ok' in check) {
        const refusal = isRefusal(odds) ? odds : (check as { reason: string });
        return { odds: null, error: localize(refusal.reason) };
      }
      return {
        odds,
        notes: [
          { label: countdownKey('dialog.difficulty'), value: String(checkDifficulty(check.target)) },
          ...edgeNotes({
            advantages: [...(check.advantages ?? [])],
            disadvantages: [...(check.disadvantages ?? [])],
            mode: 'normal',
          }).slice(0, -1),
          ...(request.components ? [{ label: countdownKey('card.componentsTriggered'), value: '' }] : []),
        ],
      };
    },
  };
}

/**
 * Casting a spell: once the card is posted, a dying caster's natural 20 stabilizes them (CD-10),
 * the caster's spell components die triggers when the cast calls for it, and a success starts
 * the spell's duration die (CD-8).
 */
export function spellPlan(actor: CountdownCharacter, spell: SpellItem): RollPlan<SpellRollRequest, SpellCastResult> {
  return countdownPlan(CountdownSpellRoll, {
    kind: 'spell',
    actor,
    dialog: spellDialog(actor, spell, lightOf(actor, partyLight())),
    request(values) {
      const casting = classRow(derivedOf(actor).classId)?.features.spellcasting;
      return {
        cast: castRequestFrom(actor, spell.system, values),
        spellName: spell.name ?? '',
        spellUuid: spell.uuid,
        tier: spell.system.tier,
        statValue: casting ? actor.system.stats[casting.stat] : 0,
      };
    },
    async posted({ result }) {
      if (vitalsOf(actor).status === 'dying') await afterCheck(actor, result.check);
      const components = componentsOf(actor);
      if (result.triggerComponents && components) await runRoll(triggerPlan(components), { fastForward: true });
      await afterCast(spell, result);
    },
  });
}

/**
 * What a cast leaves running: a success starts the spell's duration die. A reroll replaces the
 * cast it rerolls (the new result must be used): failing what had passed undoes that start.
 */
export async function afterCast(spell: DurationSpell, result: SpellCastResult, replaced?: SpellCastResult) {
  if (isSuccess(result.check.outcome)) await startSpell(spell);
  else if (replaced && isSuccess(replaced.check.outcome)) await endSpell(spell);
}
