/**
 * The rolls a countdown GM can ask for: a skill check or a bare stat check (CD-1),
 * at the stat's own Difficulty or one the GM sets (Improvise). Players roll them through the
 * sheet's check dialog (advantages, light and the odds as usual) with the GM's choices locked.
 * A monster's attack raises the third kind, a defense (CD-2: the GM never rolls): its options carry
 * the monster and what the defense needs; each defender's player dodges or blocks in the defense
 * dialog, and the defense card applies (and undoes) the damage.
 */
import { countdownText } from '../text';
import { resolveWith } from '../../../core';
import { presetFields, type RollDialogField, type RollDialogValues } from '../../../foundry/rolls/roll-dialog';
import type { RequestAnswer, RollRequest, RollRequests } from '../../../foundry/ruleset';
import type { OddsTone } from '../../../core';
import { checkOutcome } from '../dice/card';
import {
  countdownKey,
  isRefusal,
  MONSTER_ZONES,
  SKILL_IDS,
  STAT_IDS,
  type CheckResult,
  type DefenseResult,
} from '../rules';
import { isCharacter, type CountdownMonster } from '../data/snapshot';
import { CountdownCheckRoll, type CheckRollRequest } from '../dice/check-roll';
import { CountdownDefenseRoll, type DefenseRollRequest } from '../dice/defense-roll';
import { damageText } from '../chat/requests';
import { rebuiltCheck, rebuiltDefenseRequest } from '../chat/rebuild';
import { checkPlan, skillCheck, statCheck } from './check';
import { defensePlan, type IncomingAttack } from './defense';

const skillOf = (v: unknown) => SKILL_IDS.find((s) => s === v) ?? SKILL_IDS[0]!;
const statOf = (v: unknown) => STAT_IDS.find((s) => s === v) ?? STAT_IDS[0];
/** 0: the stat's own Difficulty; otherwise the GM's (the check dialog's bounds). */
const difficultyOf = (v: unknown) => Math.min(30, Math.max(0, Math.trunc(Number(v) || 0)));

const difficultyField: RollDialogField = {
  name: 'difficulty',
  label: countdownKey('dialog.difficulty'),
  kind: 'number',
  value: 0,
  min: 0,
  max: 30,
  hint: countdownKey('dialog.difficultyHint'),
};

const count = (v: unknown) => Math.max(0, Math.trunc(Number(v) || 0));

/** A monster's attack as a request: the monster and what the defense needs (its damage and darkvision). */
export function defenseRequest(monster: CountdownMonster): RollRequest {
  const m = monster.system;
  return {
    kind: 'defense',
    options: {
      monster: monster.uuid,
      monsterName: monster.name ?? '',
      count: m.damage.count,
      faces: m.damage.faces,
      bonus: m.damage.bonus,
      zone: m.zone,
      darkvision: m.darkvision,
    },
  };
}

/** The attack a defense request's options describe. */
export function attackOf(options: RollDialogValues): IncomingAttack {
  return {
    attackerUuid: String(options.monster ?? ''),
    attackerName: String(options.monsterName ?? ''),
    damage: { count: count(options.count), faces: count(options.faces), bonus: count(options.bonus) },
    darkvision: options.darkvision === true,
  };
}

/** The defense card's line under its title: how to defend, and the monster's darkvision. */
export function defenseNote({ options }: RollRequest): string {
  const rule = countdownText('request.attackRule');
  return options.darkvision === true
    ? `${rule} ${countdownText('sheet.darkvision')}: ${countdownText('request.darkvisionNote')}.`
    : rule;
}

function defenseTitle(options: RollDialogValues): string {
  const zone = MONSTER_ZONES.find((z) => z === options.zone);
  return countdownText('requests.defenseTitle', {
    monster: String(options.monsterName ?? ''),
    damage: damageText(attackOf(options).damage),
    zone: zone ? countdownText(`zone.${zone}`) : '',
  });
}

/** The result line of a defense roll that answers this attack, else null. */
function defenseAnswer(
  roll: { request?: unknown; outcome?: unknown },
  options: RollDialogValues,
): RequestAnswer | null {
  const request = roll.request as Partial<DefenseRollRequest> | undefined;
  const o = roll.outcome as Partial<DefenseResult> | undefined;
  const attack = attackOf(options);
  // Which attack the roll answers is the copy's word; everything scored is the replay's.
  if (!request || request.attackerUuid !== attack.attackerUuid || !o?.check || o.avoided === undefined) return null;
  const outcome = o.avoided
    ? countdownText(`card.avoided.${o.method === 'block' ? 'block' : 'dodge'}`)
    : countdownText(o.massive ? 'card.massiveHit' : 'card.hitFor', { damage: o.damage?.dealt ?? 0 });
  const text =
    o.check.natural === null || o.check.natural === undefined
      ? countdownText('requests.automatic', { outcome })
      : countdownText('requests.defenseResult', {
          outcome,
          natural: o.check.natural,
          difficulty: o.check.difficulty ?? 0,
        });
  return { text, tone: o.avoided ? 'success' : 'failure' };
}

const objectOf = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' ? (v as Record<string, unknown>) : {};

/** The answering character as the world has her; a roll for anyone else answers nothing. */
function characterOf(actor: Actor.Implementation) {
  if (!isCharacter(actor)) throw new Error('not a character');
  return actor;
}

/**
 * A check rebuilt by the check dialog's own builder from the actor as she is and the card's locked
 * options (its skill or stat, its Difficulty): from the GM's copy only the dialog's choices, as the
 * dialog bounds them. Throws when the dialog would not have rolled it (a brace the class lacks).
 */
function rebuilt(recorded: unknown, { kind, options }: RollRequest, answering: Actor.Implementation): CheckRollRequest {
  const actor = characterOf(answering);
  const difficulty = difficultyOf(options.difficulty);
  const base = kind === 'stat' ? statCheck(statOf(options.stat)) : skillCheck(actor, skillOf(options.skill));
  const locked: RollDialogValues = kind === 'stat' ? { stat: base.stat, difficulty } : { difficulty };
  const check = rebuiltCheck(actor, base, recorded, locked);
  if (!check) throw new Error('not a roll the dialog makes');
  // Human, Adaptable: the earlier roll is read only for the natural it names on the card.
  const reroll = objectOf(objectOf(recorded).reroll);
  const natural = Number(reroll.natural);
  return {
    subject: base.subject,
    check,
    statValue: actor.system.stats[check.target.stat ?? base.stat],
    ...('reroll' in objectOf(recorded)
      ? { reroll: { natural: Number.isInteger(natural) ? natural : null } as CheckResult }
      : {}),
  };
}

/**
 * A defense answer rebuilt as the defense card's Apply rebuilds it: the defender as the world has
 * her, the monster and its damage from the GM's own card, the player's choices bounded.
 */
function rebuiltDefenseAnswer(recorded: unknown, { options }: RollRequest, answering: Actor.Implementation) {
  const defender = characterOf(answering);
  return { defense: rebuiltDefenseRequest(defender, attackOf(options), objectOf(recorded).defense) };
}

export const countdownRequests: RollRequests = {
  kinds: () => [
    {
      id: 'skill',
      label: countdownKey('requests.skill'),
      fields: () => [
        {
          name: 'skill',
          label: countdownKey('requests.skillField'),
          kind: 'select',
          value: SKILL_IDS[0]!,
          options: SKILL_IDS.map((s) => ({ value: s, label: countdownKey(`skill.${s}`) })),
        },
        difficultyField,
      ],
    },
    {
      id: 'stat',
      label: countdownKey('requests.stat'),
      fields: () => [
        {
          name: 'stat',
          label: countdownKey('dialog.stat'),
          kind: 'select',
          value: STAT_IDS[0],
          options: STAT_IDS.map((s) => ({ value: s, label: countdownKey(`stat.${s}`) })),
        },
        difficultyField,
      ],
    },
    { id: 'defense', label: countdownKey('requests.defense'), fields: () => [], raisedOnly: true },
  ],
  title({ kind, options }) {
    if (kind === 'defense') return defenseTitle(options);
    const name =
      kind === 'stat'
        ? countdownText(`stat.${statOf(options.stat)}`)
        : countdownText(`skill.${skillOf(options.skill)}`);
    const check = countdownText('card.checkTitle', { name });
    const difficulty = difficultyOf(options.difficulty);
    return difficulty ? countdownText('requests.titleDifficulty', { check, difficulty }) : check;
  },
  canRoll: (actor) => isCharacter(actor),
  plan(actor, { kind, options }) {
    if (!isCharacter(actor)) return null;
    if (kind === 'defense') return defensePlan(actor, attackOf(options));
    const difficulty = difficultyOf(options.difficulty);
    const base = kind === 'stat' ? statCheck(statOf(options.stat)) : skillCheck(actor, skillOf(options.skill));
    // A stat check's stat is the GM's; a skill's stat stays the player's to change at the GM's word (CD-1).
    // The GM's Difficulty box and number both come from the request: 0 leaves the stat's.
    const asked = { difficulty, setDifficulty: difficulty > 0 };
    const preset: RollDialogValues = kind === 'stat' ? { stat: base.stat, ...asked } : asked;
    const plan = checkPlan(actor, base);
    return { ...plan, dialog: presetFields(plan.dialog, preset) };
  },
  replay(request, dice, asked, actor) {
    const result =
      asked.kind === 'defense'
        ? resolveWith(CountdownDefenseRoll.resolve(rebuiltDefenseAnswer(request, asked, actor)), dice)
        : resolveWith(CountdownCheckRoll.resolve(rebuilt(request, asked, actor)), dice);
    // A defense the rules refuse (a block without a shield) answers nothing.
    if (isRefusal(result)) throw new Error(result.reason);
    return result;
  },
  answer(roll, { kind, options }) {
    if (kind === 'defense') return defenseAnswer(roll, options);
    const request = roll.request as Partial<CheckRollRequest> | undefined;
    const o = roll.outcome as Partial<CheckResult> | undefined;
    const subject = request?.subject;
    if (!subject || !request.check || !o?.outcome) return null;
    const same =
      kind === 'stat'
        ? subject.kind === 'stat' && subject.stat === statOf(options.stat)
        : subject.kind === 'skill' && subject.skill === skillOf(options.skill);
    const target = request.check.target;
    const fixed = 'difficulty' in target ? difficultyOf(target.difficulty) : 0;
    if (!same || fixed !== difficultyOf(options.difficulty)) return null;
    const outcome = countdownText(`outcome.${o.outcome}`);
    const text =
      o.natural === null || o.natural === undefined
        ? countdownText('requests.automatic', { outcome })
        : countdownText('requests.result', { outcome, natural: o.natural, difficulty: o.difficulty ?? 0 });
    return { text, tone: checkOutcome(o as CheckResult).tone as OddsTone };
  },
};
