/**
 * Group rolls for skill challenges ("Group Rolls"): the GM names the domain, the mode (contest:
 * extra successes are impact; threshold: quality or speed), the pooled successes required and who
 * takes part. One card collects the parts: each participant's owner rolls their own pool from it
 * (their exertion, their abilities, their Affinity), and the GM records each part on the card.
 *
 * Who takes part and which parts are in decide which buttons still work, so the group lives in the
 * card's GM-only state (src/foundry/chat/card-state.ts); the card's `system` (chat/group-card.ts),
 * which its author could rewrite, holds only what it shows, and nothing reads the group from it.
 */
import { localize } from '../../../foundry/i18n';
import { countKey } from '../../../core';
import type { RollDialogConfig, RollDialogField, RollDialogValues } from '../../../foundry/rolls/roll-dialog';
import { askGM } from '../../../foundry/relay';
import { registry } from '../../../foundry/registry';
import { oddsTooltip } from '../../../foundry/odds/odds-view';
import { SYSTEM_ID } from '../../../foundry/settings';
import { cardMark, markCard } from '../../../foundry/chat/card-state';
import { configureRoll } from '../../../foundry/rolls/configure';
import type { RollPlan } from '../../../foundry/rolls/pipeline';
import { hitdiceActorFrom, isHitdiceActor, snapshotOf } from '../data/snapshot';
import { renderHitdice } from '../chat/post';
import { type Localize } from '../dice/dice-view';
import {
  GROUP_MODES,
  SKILLS,
  groupOutcome,
  groupRollOdds,
  nameKey,
  type ActionResult,
  type GroupMode,
  type SkillId,
} from '../rules';
import type { ActionRollRequest } from '../dice/action-roll';
import { actionPlan } from './action';

export const GROUP_CARD = 'systems/manifold/templates/hitdice/chat/group-card.hbs';
/** The group card's chat message type (its model: chat/group-card.ts). */
export const GROUP_CARD_TYPE = 'hitdice-group';
/** The card's mark holding its group (only the GM writes it). */
export const GROUP_MARK = 'hitdiceGroup';

export interface GroupPart {
  successes: number;
  burned: number;
  messageId: string;
}

export interface GroupParticipant {
  uuid: string;
  name: string;
  part: GroupPart | null;
}

export interface GroupState {
  mode: GroupMode;
  skill: SkillId | 'none';
  required: number;
  participants: GroupParticipant[];
}

/** A skill domain read from a card or the dialog; anything else is none. */
export const skillOf = (v: unknown): SkillId | 'none' => SKILLS.find((s) => s === v) ?? 'none';
/** A group mode read from a card or the dialog; anything else is a threshold. */
export const modeOf = (v: unknown): GroupMode => (v === 'contest' ? 'contest' : 'threshold');

const count = (v: unknown) => (Number.isInteger(v) && (v as number) >= 0 ? (v as number) : 0);

/** The group roll of a group card as the GM marked it, read defensively; null for any other message. */
export function groupOf(message: ChatMessage.Implementation): GroupState | null {
  if (message.type !== GROUP_CARD_TYPE) return null;
  const raw = cardMark<Partial<GroupState>>(message, GROUP_MARK);
  if (!raw || !Array.isArray(raw.participants)) return null;
  return {
    mode: modeOf(raw.mode),
    skill: skillOf(raw.skill),
    required: count(raw.required),
    participants: raw.participants.map((p) => ({
      uuid: String(p?.uuid ?? ''),
      name: String(p?.name ?? ''),
      part: p?.part
        ? {
            successes: count(p.part.successes),
            burned: count(p.part.burned),
            messageId: String(p.part.messageId ?? ''),
          }
        : null,
    })),
  };
}

function skillName(skill: string, t: Localize): string {
  return skill === 'none' ? t('MANIFOLD.hitdice.item.noSkill') : t(nameKey('skill', skill));
}

/** A participant as the group card shows them: their part's successes and burned Body, once rolled. */
export interface ShownParticipant {
  uuid: string;
  name: string;
  part: { successes: number; burned: number } | null;
}

/**
 * What the group card shows (its message's system, written by the GM with the group's mark): the
 * group and its parts, and the odds of the parts still to roll, worded when the card last changed.
 */
export interface GroupCardData {
  mode: GroupMode;
  skill: SkillId | 'none';
  required: number;
  participants: ShownParticipant[];
  odds: string;
}

const pooledOf = (group: Omit<GroupCardData, 'odds'>) =>
  groupOutcome(
    group.mode,
    group.required,
    group.participants.flatMap((p) => (p.part ? [p.part.successes] : [])),
  );

/** The odds that the parts still to roll bring the pool home, worded; empty when none is left to roll. */
function pendingOdds(state: GroupState, t: Localize): string {
  const pending = state.participants.filter((p) => !p.part);
  if (!pending.length) return '';
  const actors = pending.map((p) => hitdiceActorFrom(p.uuid)).filter((a): a is Actor.Implementation => !!a);
  try {
    return oddsTooltip(
      groupRollOdds(
        { mode: state.mode, required: state.required, participants: actors.map((a) => ({ actor: snapshotOf(a) })) },
        pooledOf(state).successes,
      ),
      t,
    );
  } catch {
    return '';
  }
}

/** The group card's data for this group: what the card shows of it (not which part's roll was which). */
export function groupCardData(state: GroupState, t: Localize = localize): GroupCardData {
  return {
    mode: state.mode,
    skill: state.skill,
    required: state.required,
    participants: state.participants.map((p) => ({
      uuid: p.uuid,
      name: p.name,
      part: p.part ? { successes: p.part.successes, burned: p.part.burned } : null,
    })),
    odds: pendingOdds(state, t),
  };
}

/** The group card's template context: every participant's part, the pool so far, and the odds of the rest. */
export function groupCardContext(card: GroupCardData, t: Localize) {
  const pooled = pooledOf(card);
  const done = card.participants.every((p) => p.part);
  return {
    title: t('MANIFOLD.hitdice.card.groupTitle', { skill: skillName(card.skill, t) }),
    subtitle: t(countKey('MANIFOLD.hitdice.card.groupSubtitle', card.required), {
      mode: t(nameKey('groupMode', card.mode)),
      required: card.required,
    }),
    participants: card.participants.map((p) => ({
      name: p.name,
      uuid: p.uuid,
      rolled: Boolean(p.part),
      successes: p.part?.successes ?? 0,
      burned: p.part?.burned ?? 0,
      label: t('MANIFOLD.hitdice.card.groupRoll', { name: p.name }),
    })),
    total: t('MANIFOLD.hitdice.card.groupTotal', { successes: pooled.successes, required: card.required }),
    odds: card.odds,
    outcome: done
      ? {
          label: pooled.met
            ? t(`MANIFOLD.hitdice.card.groupMet.${GROUP_MODES[card.mode]}`, { extra: pooled.extra })
            : t('MANIFOLD.hitdice.card.groupFailed'),
          tone: pooled.met ? 'success' : 'failure',
        }
      : null,
  };
}

export async function groupCardHTML(card: GroupCardData): Promise<string> {
  return renderHitdice(GROUP_CARD, groupCardContext(card, localize));
}

/** GM: records a participant's part on the card (called by the GM query after its checks). */
export async function recordGroupPart(message: ChatMessage.Implementation, uuid: string, part: GroupPart) {
  const state = groupOf(message)!;
  const next: GroupState = {
    ...state,
    participants: state.participants.map((p) => (p.uuid === uuid ? { ...p, part } : p)),
  };
  await markCard(message, GROUP_MARK, next);
  await message.update({ system: groupCardData(next) });
}

/** Who the GM can call on: player characters and the hitdice actors in the current combat. */
export function groupCandidates(): Actor.Implementation[] {
  const found = new Map<string, Actor.Implementation>();
  for (const actor of (game.actors?.contents ?? []) as Actor.Implementation[]) {
    if (String(actor.type) === 'hitdice-character' && actor.hasPlayerOwner) found.set(actor.uuid, actor);
  }
  for (const combatant of game.combat?.combatants ?? []) {
    const actor = combatant.actor as Actor.Implementation | null;
    if (actor && isHitdiceActor(actor)) found.set(actor.uuid, actor);
  }
  return [...found.values()];
}

export function groupFields(candidates: Actor.Implementation[]): RollDialogField[] {
  return [
    {
      name: 'mode',
      label: 'MANIFOLD.hitdice.dialog.mode',
      kind: 'select',
      value: 'threshold',
      options: (Object.keys(GROUP_MODES) as GroupMode[]).map((m) => ({ value: m, label: nameKey('groupMode', m) })),
    },
    {
      name: 'skill',
      label: 'MANIFOLD.hitdice.dialog.skill',
      kind: 'select',
      value: 'none',
      options: [
        { value: 'none', label: 'MANIFOLD.hitdice.item.noSkill' },
        ...SKILLS.map((s) => ({ value: s, label: nameKey('skill', s) })),
      ],
    },
    {
      name: 'required',
      label: 'MANIFOLD.hitdice.dialog.groupRequired',
      kind: 'number',
      value: Math.max(1, candidates.length),
      min: 0,
      max: 99,
      hint: 'MANIFOLD.hitdice.dialog.groupRequiredHint',
    },
    ...candidates.map((a, i) => ({ name: `p${i}`, label: a.name ?? '', kind: 'checkbox' as const, value: true })),
  ];
}

function groupFromValues(values: RollDialogValues, candidates: Actor.Implementation[]): GroupState {
  return {
    mode: modeOf(values.mode),
    skill: skillOf(values.skill),
    required: Math.max(0, Math.trunc(Number(values.required) || 0)),
    participants: candidates
      .filter((_, i) => values[`p${i}`] === true)
      .map((a) => ({ uuid: a.uuid, name: a.name ?? '', part: null })),
  };
}

/** The GM's group-roll dialog: mode, domain, requirement, who takes part, and the odds with plain pools. */
export function groupDialogConfig(candidates: Actor.Implementation[]): RollDialogConfig {
  return {
    title: localize('MANIFOLD.hitdice.sheet.groupRoll'),
    fields: groupFields(candidates),
    rollLabel: 'MANIFOLD.hitdice.dialog.startGroup',
    // The group card is for everyone in the group: it has no visibility of its own.
    visibility: false,
    evaluate: (v) => {
      const state = groupFromValues(v, candidates);
      if (!state.participants.length) return { odds: null, error: localize('MANIFOLD.hitdice.dialog.noParticipants') };
      try {
        const actors = state.participants.map((p) => hitdiceActorFrom(p.uuid)!);
        return {
          odds: groupRollOdds({
            mode: state.mode,
            required: state.required,
            participants: actors.map((a) => ({ actor: snapshotOf(a) })),
          }),
        };
      } catch {
        return { odds: null }; // a participant who cannot act now: the card will say so when they try
      }
    },
  };
}

/** GM: opens a group roll — the card every participant rolls their part from. */
export async function startGroupRoll({ fastForward = false, candidates = groupCandidates() } = {}) {
  if (!game.user?.isGM) {
    ui.notifications?.warn(localize('MANIFOLD.hitdice.sheet.gmOnly'));
    return null;
  }
  const values = await configureRoll(groupDialogConfig(candidates), { fastForward });
  if (!values) return null;
  const state = groupFromValues(values, candidates);
  const message = await ChatMessage.implementation.create({
    type: GROUP_CARD_TYPE,
    system: groupCardData(state),
    speaker: { alias: localize('MANIFOLD.hitdice.sheet.groupRoll') },
    flags: { [SYSTEM_ID]: { ruleset: 'hitdice' } },
  });
  // Its buttons work once the group is marked; the mark redraws the card.
  if (message) await markCard(message, GROUP_MARK, state);
  return message;
}

/** A participant's owner rolls their part (an action roll in the group's domain); the GM records it on the group card. */
export function groupPartPlan(
  message: ChatMessage.Implementation,
  actor: Actor.Implementation,
): RollPlan<ActionRollRequest, ActionResult> | null {
  const state = groupOf(message);
  if (!state) return null;
  const plan = actionPlan(
    actor,
    {
      kind: 'skill',
      ...(state.skill !== 'none' ? { skill: state.skill } : {}),
      label: localize('MANIFOLD.hitdice.card.groupPartLabel', { skill: skillName(state.skill, localize) }),
      groupMessageId: message.id!,
      required: null,
    },
    'hitdice.groupPart',
  );
  return {
    ...plan,
    async posted(made, part) {
      await plan.posted?.(made, part);
      await askGM(registry, 'hitdice', 'groupPart', { groupMessageId: message.id!, partMessageId: part.id! });
    },
  };
}
