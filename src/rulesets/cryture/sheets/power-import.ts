/**
 * A power pasted as printed ("Reading a Power": a name line, then "Cost:", "Type:", "Action:",
 * "Range:", "Attack:"/"Roll:", "Hit:"/"Success:", "Crit:", "Effect:" lines), read by the engine's
 * parser and turned into the item's fields. Structured status and movement effects are not in the
 * prose: the user adds them on the sheet.
 */
import { parsePowerText, problemKey, type PowerData, type PowerProblem } from '../rules';

/** The item update that writes a parsed power's lines (structured statuses and movement untouched). */
export function powerSourceFromData(power: PowerData) {
  const range = power.range;
  const cost = (resource: 'stamina' | 'mana') =>
    power.cost?.filter((c) => c.resource === resource).reduce((s, c) => s + c.amount, 0) ?? 0;
  return {
    system: {
      cost: { stamina: cost('stamina'), mana: cost('mana') },
      powerType: power.type ?? '',
      action: power.action,
      range: {
        form: range.form,
        x: 'reach' in range ? range.reach : 'range' in range ? range.range : 1,
        y: 'blast' in range ? range.blast : 1,
      },
      check: {
        kind: power.check?.kind ?? ('none' as const),
        first: power.check?.pool[0] ?? '',
        second: power.check?.pool[1] ?? '',
        difficulty: power.check?.difficulty ?? '',
      },
      hit: { text: power.hit?.text ?? '', damagePerHit: power.hit?.damagePerHit ?? 0 },
      crit: { text: power.crit?.text ?? '', extraHits: power.crit?.extraHits ?? 0 },
      effect: { text: power.effect?.text ?? '' },
    },
  };
}

/** The item update for a pasted power, or the problems that stop it (i18n keys). */
export function importPowerText(
  text: string,
):
  { ok: true; update: { name?: string } & ReturnType<typeof powerSourceFromData> } | { ok: false; problems: string[] } {
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
