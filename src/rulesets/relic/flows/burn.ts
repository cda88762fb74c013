/**
 * §8.2 Burn from the seeker sheet: the checks before anything is rolled (Resonance, actions,
 * REL-7), a dialog for what the role's surge needs (Execution's weapon and target, Disruption's
 * enemies), the Backlash odds (REL-5), the roll, and then the GM applies it (relic.applyBurn).
 */
import type { RollDialogConfig, RollDialogField, RollDialogValues } from '../../../foundry/rolls/roll-dialog';
import type { RollPlan } from '../../../foundry/rolls/pipeline';
import { formatPercent } from '../../../foundry/odds/odds-view';
import { RelicBurnRoll, resolveBurnOutcome, type BurnOutcome } from '../dice/burn-roll';
import { actorStateOf } from '../data/snapshot';
import { combatantOf, economyOf } from '../combat/turn-state';
import { partySeekers, partySnapshot } from '../combat/formation';
import { healthOf } from './health';
import { itemsOf } from '../data/types';
import {
  attackOdds,
  backlashOdds,
  checkBurn,
  EXECUTION_DAMAGE_MULTIPLIER,
  executionAttackRequest,
  ROLE_SURGES,
  type BurnRequest,
  type SeekerState,
} from '../rules';
import { restorationHealsBurner } from '../settings';
import { attackFields, attackRequest, type WeaponItem } from './attack';
import { allowed, refusalText } from './refusals';
import { byUuid, enemyCandidates } from './targets';
import { askGMOrWarn } from '../chat/relay';
import { MOST_RELIC_DICE, relicChatRoll } from './post-roll';

const WEAPON = 'weapon';
const chosenKey = (i: number) => `enemy${i}`;

export interface BurnSetup {
  state: SeekerState;
  weapons: WeaponItem[];
  enemies: Actor.Implementation[];
}

/** The request of a Burn by this seeker with the dialog's values (party and economy as they are now). */
export function burnRequest(
  actor: Actor.Implementation,
  setup: BurnSetup,
  values: RollDialogValues,
  gmOverride = false,
): BurnRequest {
  const { state } = setup;
  const surge = ROLE_SURGES[state.role];
  const request: BurnRequest = {
    burner: {
      id: actor.uuid,
      role: state.role,
      resonance: state.resonance,
      row: state.row,
      economy: economyOf(combatantOf(actor)),
      health: healthOf(actor),
    },
    gmOverride,
  };
  if (surge === 'execution') {
    const weapon = setup.weapons.find((w) => w.id === values[WEAPON]) ?? setup.weapons[0];
    if (weapon) request.execution = attackRequest(actor, weapon, byUuid(setup.enemies, values.target), values);
  } else if (surge === 'disruption') {
    request.disruptionTargets = setup.enemies.filter((_, i) => values[chosenKey(i)] === true).map((e) => e.uuid);
  } else if (surge === 'restoration') {
    request.party = partySnapshot();
    request.restorationHealsBurner = restorationHealsBurner();
  }
  return request;
}

function surgeFields(actor: Actor.Implementation, setup: BurnSetup): RollDialogField[] {
  const surge = ROLE_SURGES[setup.state.role];
  // With no weapon the dialog says the Execution Surge needs one; a weapon list with nothing in it
  // and an attack's options would only ask about an attack that cannot happen.
  if (surge === 'execution' && setup.weapons.length === 0) return [];
  if (surge === 'execution') {
    const { fields } = attackFields(actor);
    return [
      {
        name: WEAPON,
        label: 'MANIFOLD.relic.dialog.weapon',
        kind: 'select',
        value: setup.weapons[0]?.id ?? '',
        options: setup.weapons.map((w) => ({ value: w.id ?? '', label: w.name ?? '' })),
      },
      ...fields,
    ];
  }
  if (surge === 'disruption')
    return setup.enemies.map((e, i) => ({ name: chosenKey(i), label: e.name ?? '', kind: 'checkbox', value: false }));
  return [];
}

export function burnDialog(actor: Actor.Implementation, setup: BurnSetup, gmOverride: boolean): RollDialogConfig {
  const surge = ROLE_SURGES[setup.state.role];
  return {
    title: game.i18n!.format('MANIFOLD.relic.dialog.burnTitle', {
      actor: actor.name ?? '',
      surge: game.i18n!.localize(`MANIFOLD.relic.surge.${surge}`),
    }),
    fields: surgeFields(actor, setup),
    rollLabel: 'MANIFOLD.relic.dialog.burnButton',
    evaluate(values) {
      const request = burnRequest(actor, setup, values, gmOverride);
      const check = checkBurn({ ...request, gmOverride: true });
      const notes = [
        { label: 'MANIFOLD.relic.dialog.resonanceReleased', value: String(setup.state.resonance) },
        { label: 'MANIFOLD.relic.dialog.surgeNote', value: game.i18n!.localize(`MANIFOLD.relic.surge.${surge}`) },
        {
          label: 'MANIFOLD.relic.dialog.effectNote',
          value: game.i18n!.format(`MANIFOLD.relic.dialog.surgeText.${surge}`, {
            r: String(setup.state.resonance),
            damage: String(setup.state.resonance * EXECUTION_DAMAGE_MULTIPLIER),
          }),
        },
      ];
      const execution = executionAttackRequest(request);
      if (surge === 'execution' && !execution)
        return {
          odds: backlashOdds(setup.state.resonance),
          notes,
          error: game.i18n!.localize('MANIFOLD.relic.dialog.noWeapon'),
        };
      if (execution) {
        const odds = attackOdds(execution);
        notes.push({ label: 'MANIFOLD.relic.dialog.executionHit', value: formatPercent(odds.headline.probability) });
        notes.push({
          label: 'MANIFOLD.relic.odds.expectedDamage',
          value: String(Math.round((odds.expected?.[0]?.value ?? 0) * 100) / 100),
        });
      }
      return {
        odds: backlashOdds(setup.state.resonance),
        notes,
        ...(check.ok ? {} : { error: refusalText(check) }),
      };
    },
  };
}

export function burnSetup(actor: Actor.Implementation): BurnSetup | null {
  const state = actorStateOf(actor);
  if (state?.side !== 'seeker') return null;
  return { state, weapons: itemsOf(actor, 'weapon'), enemies: enemyCandidates(actor) };
}

/**
 * §8 Burn Resonance: checked before the dialog (Resonance to burn, two actions; a GM may
 * override), resolved, and applied by the GM as soon as the card is posted — the Burn's effects
 * touch other actors. A Burn the rules refuse as rolled is said and never posted.
 */
export async function burnPlan(actor: Actor.Implementation): Promise<RollPlan<BurnRequest, BurnOutcome> | null> {
  const setup = burnSetup(actor);
  if (!setup) return null;
  const checked = await allowed((gmOverride) => checkBurn(burnRequest(actor, setup, {}, gmOverride)));
  if (!checked) return null;
  return {
    kind: 'relic.burn',
    actor,
    dialog: burnDialog(actor, setup, checked.overridden),
    request: (values) => burnRequest(actor, setup, values, checked.overridden),
    resolve: resolveBurnOutcome,
    mostDice: MOST_RELIC_DICE,
    async commit({ result }) {
      if (result.ok) return true;
      ui.notifications?.warn(refusalText(result));
      return false;
    },
    chatRoll(made) {
      const { request, values } = made;
      const weapon = request.execution
        ? (setup.weapons.find((w) => w.id === values[WEAPON]) ?? setup.weapons[0])
        : null;
      return relicChatRoll(RelicBurnRoll, actor, made, {
        actorName: actor.name ?? '',
        names: Object.fromEntries([...setup.enemies, ...partySeekers(), actor].map((a) => [a.uuid, a.name ?? ''])),
        weaponName: weapon?.name ?? null,
        weaponId: weapon?.id ?? null,
        targetUuid: request.execution ? (byUuid(setup.enemies, values.target)?.uuid ?? null) : null,
      });
    },
    async posted(_made, message) {
      await askGMOrWarn('applyBurn', { messageId: message.id });
    },
  };
}
