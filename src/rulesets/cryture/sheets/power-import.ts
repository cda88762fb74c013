/**
 * A power pasted as printed ("Reading a Power": a name line, then "Cost:", "Type:", "Action:",
 * "Range:", "Attack:"/"Roll:", "Hit:"/"Success:", "Crit:", "Effect:" lines), read by the engine's
 * parser and turned into the item's fields. Structured status and movement effects are not in the
 * prose: the user adds them on the sheet.
 */
import { parsePowerText, problemKey, type PowerData, type PowerProblem } from '../rules';

export function powerSourceFromData(power: PowerData): Record<string, unknown> {
  const range = power.range;
  const cost = (resource: 'stamina' | 'mana') =>
    power.cost?.filter((c) => c.resource === resource).reduce((s, c) => s + c.amount, 0) ?? 0;
  return {
    'system.cost.stamina': cost('stamina'),
    'system.cost.mana': cost('mana'),
    'system.powerType': power.type ?? '',
    'system.action': power.action,
    'system.range.form': range.form,
    'system.range.x': 'reach' in range ? range.reach : 'range' in range ? range.range : 1,
    'system.range.y': 'blast' in range ? range.blast : 1,
    'system.check.kind': power.check?.kind ?? 'none',
    'system.check.first': power.check?.pool[0] ?? '',
    'system.check.second': power.check?.pool[1] ?? '',
    'system.check.difficulty': power.check?.difficulty ?? '',
    'system.hit.text': power.hit?.text ?? '',
    'system.hit.damagePerHit': power.hit?.damagePerHit ?? 0,
    'system.crit.text': power.crit?.text ?? '',
    'system.crit.extraHits': power.crit?.extraHits ?? 0,
    'system.effect.text': power.effect?.text ?? '',
  };
}

/** The item update for a pasted power, or the problems that stop it (i18n keys). */
export function importPowerText(
  text: string,
): { ok: true; update: Record<string, unknown> } | { ok: false; problems: string[] } {
  const parsed = parsePowerText(text);
  if (!parsed.power || parsed.problems.length)
    return {
      ok: false,
      problems: (parsed.problems.length ? parsed.problems : (['badRange'] as PowerProblem[])).map(problemKey),
    };
  return {
    ok: true,
    update: { ...(parsed.power.name ? { name: parsed.power.name } : {}), ...powerSourceFromData(parsed.power) },
  };
}
