/** A stat check the GM asked for (rules/check.ts): the pool's dice, each read as crit, hit or miss, and the hits. */
import { localize } from '../../../foundry/i18n';
import { countKey } from '../../../core';

import { ManifoldRoll } from '../../../foundry/rolls/manifold-roll';
import { type StatCheckRequest, type StatCheckResult, crytureKey } from '../rules';
import { poolEntryText } from './pool-text';

export interface CheckRollRequest extends StatCheckRequest {
  userName: string;
}

export class CrytureCheckRoll extends ManifoldRoll<CheckRollRequest, StatCheckResult> {
  get check(): StatCheckResult {
    return this.outcome!;
  }

  protected cardContext() {
    const { request } = this.options;
    const o = this.check;
    return {
      title: localize(crytureKey('check.title'), { a: o.stats[0], b: o.stats[1] }),
      subtitle: request.userName,
      dice: o.dice.map((d) => ({
        faces: 10,
        result: d.face,
        role: d.role,
        roleLabel: localize(crytureKey(`card.role.${d.role}`)),
        tone: d.role === 'crit' ? 'critical' : d.role === 'hit' ? 'success' : 'failure',
      })),
      rows: [
        {
          label: localize(crytureKey('check.pool')),
          value: `${o.pool.dice} (${o.pool.entries.map(poolEntryText).join(', ')})`,
        },
        { label: localize(crytureKey('check.difficulty')), value: String(o.difficulty) },
        { label: localize(crytureKey('check.crits')), value: String(o.crits) },
      ],
      outcome: {
        label: localize(countKey(crytureKey('check.hits'), o.hits), { hits: o.hits }),
        tone: o.hits > 0 ? 'success' : 'failure',
      },
    };
  }
}
