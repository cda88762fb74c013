/** What the formation panel shows (REL-8): who stands in which row, whether the line holds, and why not. */
import { relicText } from '../text';
import { conditionsOf, actorStateOf } from '../data/snapshot';
import { currentFormation } from '../combat/formation';
import { DOWN_CONDITIONS, ROWS, enemyMeleeTargets, isDown, type ConditionId } from '../rules';

export function formationContext() {
  const { state, members, displaced } = currentFormation();
  const inCombat = Boolean(game.combat);
  const gm = Boolean(game.user?.isGM);
  const reachable = new Set(enemyMeleeTargets(state));
  const member = (actor: Actor.Implementation) => {
    const conditions = conditionsOf(actor);
    const s = actorStateOf(actor);
    return {
      uuid: actor.uuid,
      name: actor.name ?? '',
      img: actor.img ?? '',
      hp: s ? `${s.health.hp}/${s.health.maxHp}` : '',
      ac: s?.ac ?? '',
      conditions: conditions.map((c: ConditionId) => ({
        id: c,
        label: relicText(`condition.${c}`),
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
    status: relicText(state.broken ? 'formation.broken' : 'formation.holding'),
    reasons: state.reasons.map((r) => relicText(`formationBreak.${r}`)),
    effects: state.broken
      ? [
          relicText('formation.effectAttackBonus', { bonus: state.effects.enemyAttackBonus }),
          relicText('formation.effectMelee'),
          relicText('formation.effectRanged'),
        ]
      : [relicText('formation.holdingMelee'), relicText('formation.holdingRanged')],
    rows: ROWS.map((row) => ({
      id: row,
      label: relicText(`row.${row}`),
      members: state[row].map((uuid) => member(byUuid.get(uuid)!)),
    })),
    empty: members.length === 0,
    inCombat,
    canMark: gm && inCombat,
  };
}
