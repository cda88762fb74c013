/**
 * A re-render of some parts keeps the others' elements (HandlebarsApplicationMixin replaces only
 * the parts it rendered), so `_onRender` meets elements it has already given listeners; this says
 * whether `element` still lacks the listeners of `job`, and marks it as having them.
 */
const bound = new WeakMap<Element, Set<string>>();

export function bindOnce(element: Element, job: string): boolean {
  let jobs = bound.get(element);
  if (!jobs) bound.set(element, (jobs = new Set()));
  if (jobs.has(job)) return false;
  jobs.add(job);
  return true;
}
