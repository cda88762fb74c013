/** Countdown's roll dialog fields and notes (the roll pipeline opens the dialog or skips it). */
import { localize } from '../../../foundry/i18n';
import type { RollDialogField, RollDialogValues } from '../../../foundry/rolls/roll-dialog';
import { edgeLabel, countdownKey, type Edges, type LightLevel, type Task } from '../rules';

const LIGHTS: LightLevel[] = ['bright', 'dim', 'dark'];
const TASKS: Task[] = ['pickLock', 'disableTrap', 'findHidden', 'pry', 'escapeBonds', 'tracking'];

export const field = {
  /** A select among ids, each labelled by its key in a label group (`stat.vigor`, `distance.near`…). */
  select(name: string, label: string, ids: readonly string[], group: string, value: string): RollDialogField {
    return {
      name,
      label: countdownKey(label),
      kind: 'select',
      value,
      options: ids.map((id) => ({ value: id, label: countdownKey(`${group}.${id}`) })),
    };
  },
  light(value: LightLevel): RollDialogField {
    return field.select('light', 'dialog.light', LIGHTS, 'lightLevel', value);
  },
  task(value = ''): RollDialogField {
    return {
      name: 'task',
      label: countdownKey('dialog.task'),
      kind: 'select',
      value,
      options: [
        { value: '', label: countdownKey('dialog.noTask') },
        ...TASKS.map((x) => ({ value: x, label: countdownKey(`task.${x}`) })),
      ],
    };
  },
  check(name: string, label: string, value = false, hint?: string): RollDialogField {
    return { name, label: countdownKey(label), kind: 'checkbox', value, ...(hint ? { hint: countdownKey(hint) } : {}) };
  },
  /** The GM's advantage and disadvantage; the advantage / disadvantage keys tick them. */
  edges(): RollDialogField[] {
    return [
      { ...field.check('advantage', 'dialog.grantAdvantage'), keyPresets: { advantage: true } },
      { ...field.check('disadvantage', 'dialog.imposeDisadvantage'), keyPresets: { disadvantage: true } },
    ];
  },
};

/** Advantage and disadvantage the GM grants at the table, as edge labels. */
export function grantedEdges(values: RollDialogValues) {
  return {
    advantages: values.advantage ? [edgeLabel('granted')] : [],
    disadvantages: values.disadvantage ? [edgeLabel('imposed')] : [],
  };
}

export function readLight(values: RollDialogValues, fallback: LightLevel): LightLevel {
  return LIGHTS.find((l) => l === values.light) ?? fallback;
}

export function readTask(values: RollDialogValues): Task | undefined {
  return TASKS.find((x) => x === values.task);
}

/** The dialog's notes: every advantage and disadvantage by source, and whether they cancel. */
export function edgeNotes(
  edges: Pick<Edges, 'advantages' | 'disadvantages' | 'mode'>,
): { label: string; value: string }[] {
  const notes = [
    ...edges.advantages.map((a) => ({ label: countdownKey('card.advantage'), value: localize(a) })),
    ...edges.disadvantages.map((d) => ({ label: countdownKey('card.disadvantage'), value: localize(d) })),
  ];
  notes.push({ label: countdownKey('dialog.rolling'), value: localize(countdownKey(`edgeMode.${edges.mode}`)) });
  return notes;
}
