/** Once-per-rest and once-per-session uses (Warden's brace, poultice, Second Sight, Human reroll). */
import { regainUses, spendUse as engineSpend, usesFor, USES, type Refusal, type UseId, type UsePeriod } from '../rules';
import { derivedOf, type CountdownCharacter } from '../data/snapshot';

/** Spends a use through the engine; refused when the character has no such use or it is spent. */
export async function spendUse(actor: CountdownCharacter, id: UseId): Promise<{ ok: true } | Refusal> {
  const d = derivedOf(actor);
  const spent = engineSpend(actor.system.uses, id, usesFor(d.classId, d.ancestryId));
  if (!spent.ok) return spent;
  await actor.update({ system: { uses: { [id]: true } } });
  return { ok: true };
}

export function useAvailable(actor: CountdownCharacter, id: UseId): boolean {
  const d = derivedOf(actor);
  return usesFor(d.classId, d.ancestryId).includes(id) && !actor.system.uses[id];
}

/** Every use after regaining those of a period (a long rest; a new session), for `system.uses`. */
export function regainedUses(actor: CountdownCharacter, period: UsePeriod): Record<UseId, boolean> {
  const next = regainUses(actor.system.uses, period);
  return Object.fromEntries(USES.map((u) => [u.id, !!next[u.id]])) as Record<UseId, boolean>;
}
