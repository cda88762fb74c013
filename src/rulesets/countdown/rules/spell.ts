import type { Resolution } from '../../../core';
import { resolveCheck, type CheckRequest, type CheckResult } from './check';
import { classRow } from './classes';
import { edgesFor, type EdgeSubject, type LightLevel } from './edges';
import { refuse, type Refusal } from './result';
import type { StatBlock } from './stats';

/**
 * Spell checks (Invoker, Arcane Focus: Lore trained via Arcana; Seer, Second Sight: Resolve trained
 * via Commune). Natural 20: enhanced effect; natural 1: backlash (the table is ALL-3 content).
 * Spell components (cd6) are triggered each time a spell is cast; exhausted, no component-requiring
 * spell can be cast.
 */
export interface SpellCastRequest {
  caster: EdgeSubject & { stats: StatBlock; trainedSkills?: readonly unknown[] };
  /** The spell needs components (data on the spell item). */
  requiresComponents: boolean;
  /** The caster's spell components die: null when exhausted, undefined when they carry none. */
  components?: { die: number | null };
  light?: LightLevel;
  advantages?: readonly string[];
  disadvantages?: readonly string[];
}

export interface SpellCastResult {
  ok: true;
  kind: 'spell';
  check: CheckResult;
  /** Natural 20: the spell gains an enhanced effect. */
  enhanced: boolean;
  /** Natural 1: roll on the backlash table. */
  backlash: boolean;
  /** Trigger the caster's spell components die (each time a spell is cast). */
  triggerComponents: boolean;
}

/** The spell check a cast rolls (shared by the resolution and `spellCastOdds`). */
export function spellCheckRequest(request: SpellCastRequest): CheckRequest | Refusal {
  const casting = classRow(request.caster.classId)?.features.spellcasting;
  if (!casting) return refuse('notACaster');
  const hasComponents = !!request.components && request.components.die !== null;
  if (request.requiresComponents && !hasComponents) return refuse('noComponents');
  const edges = edgesFor(request.caster, { skill: casting.skill, stat: casting.stat, light: request.light }, request);
  return {
    target: {
      stat: casting.stat,
      value: request.caster.stats[casting.stat],
      trained: (request.caster.trainedSkills ?? []).includes(casting.skill),
    },
    advantages: edges.advantages,
    disadvantages: edges.disadvantages,
  };
}

export function* resolveSpellCast(request: SpellCastRequest): Resolution<SpellCastResult | Refusal> {
  const checkRequest = spellCheckRequest(request);
  if ('ok' in checkRequest) return checkRequest;
  const check = yield* resolveCheck(checkRequest);
  return {
    ok: true,
    kind: 'spell',
    check,
    enhanced: check.natural20,
    backlash: check.natural1,
    triggerComponents: !!request.components && request.components.die !== null,
  };
}
