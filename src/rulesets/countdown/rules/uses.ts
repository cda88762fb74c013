import { accept, refuse, type Transition } from './result';

/**
 * Limited uses the document prints: "once per rest" (class abilities; a long rest regains them)
 * and "once per session" (Human, Adaptable).
 */
export type UsePeriod = 'rest' | 'session';

export const USES = [
  { id: 'wardenBrace', per: 'rest', source: 'warden' },
  { id: 'surgeonPoultice', per: 'rest', source: 'surgeon' },
  { id: 'seerSecondSight', per: 'rest', source: 'seer' },
  { id: 'humanReroll', per: 'session', source: 'human' },
] as const satisfies readonly { id: string; per: UsePeriod; source: string }[];

export type UseId = (typeof USES)[number]['id'];

/** Which of a character's limited uses are spent (absent = available). */
export type UsesState = Partial<Record<UseId, boolean>>;

/** The uses a character has, from class and ancestry. */
export function usesFor(classId: unknown, ancestryId: unknown): UseId[] {
  return USES.filter((u) => u.source === classId || u.source === ancestryId).map((u) => u.id);
}

/** Spends a use; refused when the character has no such use or it is already spent. */
export function spendUse(state: UsesState, id: UseId, available: readonly UseId[]): Transition<UsesState> {
  if (!available.includes(id)) return refuse('noSuchUse', { use: id });
  if (state[id]) return refuse('useSpent', { use: id });
  return accept({ ...state, [id]: true });
}

/** Regains every use of a period: "rest" on a long rest (class abilities), "session" at a new session. */
export function regainUses(state: UsesState, per: UsePeriod): UsesState {
  const next: UsesState = { ...state };
  for (const use of USES) if (use.per === per) delete next[use.id];
  return next;
}
