import type { Transition } from '../../../src/rulesets/countdown/rules';

/** The accepted side of a transition; a refusal fails the test with its reason. */
export function ok<S, E extends object>(t: Transition<S, E>) {
  if (!t.ok) throw new Error(`refused: ${t.reason}`);
  return t;
}
