/**
 * REL-6 initiative in Foundry's tracker: a seeker takes the next place in the seekers' order (they
 * reorder themselves later); an enemy group rolls once, d20 + its highest DEX, and every member
 * takes the total. A member joining a group that has rolled takes the group's total.
 */
import { RelicInitiativeRoll } from '../dice/initiative-roll';
import { groupNameOf, actorStateOf } from '../data/snapshot';
import { isSeeker } from '../data/types';
import { rollTurnOrder, type EnemyGroup } from '../rules';
import { relicChatRoll } from '../flows/post-roll';
import { noChoices, runRoll } from '../../../foundry/rolls/pipeline';
import { groupOf } from './slots';
import { updateCombatantsQuietly } from '../../../foundry/combat';

const hasInitiative = (c: Combatant.Implementation) =>
  typeof c.initiative === 'number' && Number.isFinite(c.initiative);

/** A group's display name: its adversaries' group field, or the lone combatant's name. */
function groupName(members: Combatant.Implementation[]): string {
  return groupNameOf(members[0]?.actor) || members[0]?.name || '?';
}

export async function rollInitiative(combat: Combat.Implementation, ids: string[]): Promise<void> {
  const all = combat.combatants.contents as Combatant.Implementation[];
  const wanted = ids
    .map((id) => combat.combatants.get(id) as Combatant.Implementation | undefined)
    .filter((c): c is Combatant.Implementation => Boolean(c));

  // Seekers: the next places after the seekers already placed.
  let next =
    Math.max(0, ...all.filter((c) => isSeeker(c.actor) && hasInitiative(c)).map((c) => c.initiative as number)) + 1;
  const placed: { _id: string; initiative: number }[] = [];
  for (const c of wanted) if (isSeeker(c.actor) && !hasInitiative(c)) placed.push({ _id: c.id!, initiative: next++ });
  await updateCombatantsQuietly(combat, placed);

  // Enemy groups: every member of a group the request touches.
  const groups = new Map<string, Combatant.Implementation[]>();
  for (const c of all) if (!isSeeker(c.actor)) groups.set(groupOf(c), [...(groups.get(groupOf(c)) ?? []), c]);
  const touched = [...new Set(wanted.filter((c) => !isSeeker(c.actor)).map(groupOf))];
  const toRoll: EnemyGroup[] = [];
  for (const key of touched) {
    const members = groups.get(key) ?? [];
    const rolled = members.find(hasInitiative);
    if (rolled) {
      const joining = members.filter((m) => !hasInitiative(m));
      await updateCombatantsQuietly(
        combat,
        joining.map((m) => ({ _id: m.id!, initiative: rolled.initiative })),
      );
    } else
      toRoll.push({
        id: key,
        dex: members.map((m) => actorStateOf(m.actor as Actor.Implementation | null)?.attributes.dex ?? 0),
      });
  }
  if (!toRoll.length) return;

  const names = Object.fromEntries(toRoll.map((g) => [g.id, groupName(groups.get(g.id) ?? [])]));
  await runRoll(
    {
      kind: 'relic.initiative',
      actor: null,
      dialog: noChoices('MANIFOLD.relic.card.initiativeTitle'),
      request: () => ({ seekers: [], enemyGroups: toRoll }),
      resolve: rollTurnOrder,
      mostDice: toRoll.length,
      async commit({ result }) {
        const rolledGroups = result.order.filter((entry) => entry.kind === 'enemyGroup');
        const updates = rolledGroups.flatMap((entry) =>
          (groups.get(entry.id) ?? []).map((m) => ({ _id: m.id!, initiative: entry.total })),
        );
        await updateCombatantsQuietly(combat, updates);
        return true;
      },
      chatRoll: (made) => relicChatRoll(RelicInitiativeRoll, null, made, { actorName: '', groups: names }),
    },
    { fastForward: true },
  );
}
