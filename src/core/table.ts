import type { Distribution } from './distribution';

/** One row of a table keyed by a range of totals; `min`/`max` are inclusive, absent means open-ended. */
export interface Band<T> {
  min?: number;
  max?: number;
  value: T;
}

/**
 * A printed table keyed by ranges of a roll's total ("20+", "12–19", "1–5"). Rows are checked once
 * for order and gaps, so a typo in a transcription fails loudly instead of misreading a roll.
 */
export class BandTable<T> {
  constructor(readonly rows: readonly Band<T>[]) {
    if (rows.length === 0) throw new RangeError('A table needs at least one row');
    const sorted = [...rows].sort((a, b) => (a.min ?? -Infinity) - (b.min ?? -Infinity));
    for (let i = 1; i < sorted.length; i++) {
      const prevMax = sorted[i - 1]!.max ?? Infinity;
      const min = sorted[i]!.min ?? -Infinity;
      if (min !== prevMax + 1) throw new RangeError(`Table rows overlap or leave a gap between ${prevMax} and ${min}`);
    }
    for (const row of rows) {
      if (row.min !== undefined && row.max !== undefined && row.min > row.max) {
        throw new RangeError(`Table row ${row.min}–${row.max} is empty`);
      }
    }
  }

  /** The row whose range holds `total`; totals beyond the ends fall to the first or last row. */
  lookupRow(total: number): Band<T> {
    for (const row of this.rows) {
      if ((row.min === undefined || total >= row.min) && (row.max === undefined || total <= row.max)) return row;
    }
    const sorted = [...this.rows].sort((a, b) => (a.min ?? -Infinity) - (b.min ?? -Infinity));
    return total < (sorted[0]!.min ?? -Infinity) ? sorted[0]! : sorted[sorted.length - 1]!;
  }

  lookup(total: number): T {
    return this.lookupRow(total).value;
  }

  /** The chance of each row, in table order, when the total follows `roll`. */
  odds(roll: Distribution): { value: T; probability: number }[] {
    const chance = new Map<Band<T>, number>(this.rows.map((r) => [r, 0]));
    roll.forEach((total, p) => {
      const row = this.lookupRow(total);
      chance.set(row, chance.get(row)! + p);
    });
    return this.rows.map((row) => ({ value: row.value, probability: chance.get(row)! }));
  }
}
