/** What the formation panel shows (REL-8): who stands in which row, whether the line holds, and why not. */
import { conditionsOf, stateOf } from '../data/snapshot';
import { currentFormation } from '../combat/formation';
import { DOWN_CONDITIONS, ROWS, enemyMeleeTargets, isDown, type ConditionId } from '../rules';

const L = (key: string, data?: Record<string, string | number>) =>
  data
    ? game.i18n!.format(`MANIFOLD.relic.${key}`, data as Record<string, string>)
    : game.i18n!.localize(`MANIFOLD.relic.${key}`);

export function formationContext() {
  const { state, members, displaced } = currentFormation();
  const inCombat = Boolean(game.combat);
  const gm = Boolean(game.user?.isGM);
  const reachable = new Set(enemyMeleeTargets(state));
  const member = (actor: Actor.Implementation) => {
    const conditions = conditionsOf(actor);
    const s = stateOf(actor);
    return {
      uuid: actor.uuid,
      name: actor.name ?? '',
      img: actor.img ?? '',
      hp: s ? `${s.health.hp}/${s.health.maxHp}` : '',
      ac: s?.ac ?? '',
      conditions: conditions.map((c: ConditionId) => ({
        id: c,
        label: L(`condition.${c}`),
        down: DOWN_CONDITIONS.includes(c),
      })),
      down: isDown(conditions),
      displaced: displaced.includes(actor.uuid),
      meleeReachable: reachable.has(actor.uuid),
    };
  };
  const byUuid = new Map(members.map((m) => [m.uuid, m]));
  return {
    broken: state.broken,
    status: L(state.broken ? 'formation.broken' : 'formation.holding'),
    reasons: state.reasons.map((r) => L(`formationBreak.${r}`)),
    effects: state.broken
      ? [
          L('formation.effectAttackBonus', { bonus: state.effects.enemyAttackBonus }),
          L('formation.effectMelee'),
          L('formation.effectRanged'),
        ]
      : [L('formation.holdingMelee'), L('formation.holdingRanged')],
    rows: ROWS.map((row) => ({
      id: row,
      label: L(`row.${row}`),
      members: state[row].map((uuid) => member(byUuid.get(uuid)!)),
    })),
    empty: members.length === 0,
    inCombat,
    canMark: gm && inCombat,
  };
}
