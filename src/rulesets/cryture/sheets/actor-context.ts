/**
 * What the cryture actor sheets show, as plain view data: stats, tracks, statuses with stacks and
 * durations, the turn's actions, the powers as cards, and a trainer's crytures.
 */
import { localize } from '../../../foundry/i18n';
import { maxStacks, STATUSES, STATUS_IDS, statusKey, type StatusId, crytureKey } from '../rules';
import { Board } from '../canvas/board';
import { combatantOf, economyOf, isTurnOf } from '../combat/turn-state';
import { powerCardView } from '../chat/power-card';
import { powerSystem } from '../data/power-data';
import { ACTOR_TYPES, kindOf, statusStateOf, systemOf } from '../data/snapshot';
import { statusIconPath } from '../canvas/status-icons';

/** Stored (never effect-raised) values in the inputs, so saving the form cannot write an effect in. */
const storedOf = (actor: Actor.Implementation) =>
  actor._source.system as { stats?: Record<string, number>; [pool: string]: unknown };

/** The prepared stats (a stat only an effect names among them), each showing its stored value: 0 when unstored. */
export function statsView(actor: Actor.Implementation) {
  const system = systemOf(actor);
  const stored = storedOf(actor).stats ?? {};
  return Object.keys(system.stats ?? {})
    .sort((a, b) => a.localeCompare(b))
    .map((name) => ({ name, value: stored[name] ?? 0, path: `system.stats.${name}` }));
}

export function tracksView(actor: Actor.Implementation) {
  const system = systemOf(actor);
  return (['health', 'stamina', 'mana'] as const).map((id) => {
    const track = system[id];
    const percent = track.max > 0 ? Math.round((Math.min(track.value, track.max) / track.max) * 100) : 0;
    const storedMax = (storedOf(actor)[id] as { max?: number } | undefined)?.max ?? track.max;
    return { id, label: localize(crytureKey(`sheet.${id}`)), value: track.value, max: storedMax, percent };
  });
}

/** "1 turn end left" / "2 turn ends left"; empty when the status does not count turn ends. */
function turnEndsLeft(n: number): string {
  return n > 0 ? localize(crytureKey(n === 1 ? 'sheet.turnEndLeft' : 'sheet.turnEnds'), { n }) : '';
}

export function statusesView(actor: Actor.Implementation) {
  const state = statusStateOf(actor);
  return STATUS_IDS.map((id: StatusId) => {
    const stacks = state[id]?.stacks ?? 0;
    const cap = maxStacks(id);
    const rule = STATUSES[id];
    return {
      id,
      label: localize(statusKey(id)),
      rules: localize(crytureKey(`statusRules.${id}`)),
      stacks,
      active: stacks > 0,
      icon: statusIconPath(id, Math.max(1, stacks)),
      cap: rule.maxStacks === null ? localize(crytureKey('sheet.unlimited')) : String(cap),
      stacking: rule.maxStacks !== 1,
      duration: localize(crytureKey(`sheet.duration.${rule.duration}`)),
      turnEnds: turnEndsLeft(rule.duration === 'turn' && stacks > 0 ? (state[id]?.turnEnds ?? 1) : 0),
      negates: rule.negates ? localize(statusKey(rule.negates)) : '',
      canAdd: stacks < cap,
    };
  });
}

export function economyView(actor: Actor.Implementation) {
  const combatant = combatantOf(actor);
  if (!combatant) return null;
  const economy = economyOf(combatant);
  return { turn: isTurnOf(combatant), major: economy.major, minor: economy.minor };
}

export function powersView(actor: Actor.Implementation) {
  // The Basic Attack first, then the order the user gave (Foundry's `sort`), then by name.
  return [...actor.items]
    .filter((i) => i.type === 'cryture-power')
    .sort(
      (a, b) =>
        Number(powerSystem(b).basicAttack) - Number(powerSystem(a).basicAttack) ||
        a.sort - b.sort ||
        (a.name ?? '').localeCompare(b.name ?? ''),
    )
    .map((item) => ({
      id: item.id,
      img: item.img,
      view: powerCardView(item.name ?? '', powerSystem(item)),
      rollable: `power.${item.id}`,
    }));
}

/** A trainer's crytures (CRY-6): every cryture actor linked to it, with whether it is on the scene. */
export function crytureList(trainer: Actor.Implementation) {
  if (kindOf(trainer) !== 'trainer') return [];
  const board = Board.current();
  // An unlinked token's trainer is its world actor's, whose id the token keeps.
  const worldId = trainer.isToken ? (trainer.token?.actorId ?? trainer.id) : trainer.id;
  return [...(game.actors ?? [])]
    .filter((a) => a.type === ACTOR_TYPES.cryture && systemOf(a).trainer === worldId)
    .sort((a, b) => (a.name ?? '').localeCompare(b.name ?? ''))
    .map((cryture) => {
      const token = board?.tokenOf(cryture) ?? null;
      const system = systemOf(token?.actor ?? cryture);
      return {
        id: cryture.id,
        name: cryture.name,
        img: cryture.img,
        types: systemOf(cryture).types ?? '',
        health: system.health,
        mana: system.mana,
        summoned: Boolean(token),
        onBoard: Boolean(board),
      };
    });
}
