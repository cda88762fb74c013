/**
 * A roll request card's state, as its message's `system` keeps it (card-model.ts): what the GM
 * asked for and, per actor, whether it has answered and with what. Read defensively: data edited
 * by hand reads as an empty or partial request, never as an exception.
 */
import { isRulesetId, type RollRequest, type RulesetId } from '../ruleset';
import type { RollDialogValues } from '../rolls/roll-dialog';
import type { OddsTone } from '../../core/odds';

export interface RequestRow {
  uuid: string;
  name: string;
  /** The answering roll's message, once rolled. */
  messageId: string | null;
  /** The result line the GM read from that roll (localized when it was recorded). */
  result: string | null;
  /** How that roll went (its card's colour), once rolled: the card colours the result the same way. */
  tone: OddsTone | null;
  /** The roll was not public: the card says it was rolled, not what came of it. */
  hidden: boolean;
}

export interface RequestState extends RollRequest {
  ruleset: RulesetId;
  /** The request as the card names it (localized when posted). */
  title: string;
  /** A line under the title: why it is asked, its odds (localized when posted). */
  note?: string;
  /** Raised by the rules (a prompt), not asked by the GM: the card says only what it is. */
  raised?: boolean;
  rows: RequestRow[];
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

const TONES: readonly OddsTone[] = ['critical', 'success', 'partial', 'failure', 'fumble', 'neutral'];
const toneOf = (v: unknown): OddsTone | null => ((TONES as readonly unknown[]).includes(v) ? (v as OddsTone) : null);

function optionsOf(raw: unknown): RollDialogValues {
  if (!raw || typeof raw !== 'object') return {};
  const out: RollDialogValues = {};
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') out[key] = value;
  }
  return out;
}

/** The request a message carries, or null when it is no request card. */
export function requestOf(message: { type?: string; system?: unknown } | null | undefined): RequestState | null {
  const raw = message?.type === 'request' ? (message.system as Partial<RequestState> | undefined) : undefined;
  if (!raw || !isRulesetId(raw.ruleset) || !Array.isArray(raw.rows)) return null;
  return {
    ruleset: raw.ruleset,
    kind: text(raw.kind),
    options: optionsOf(raw.options),
    title: text(raw.title),
    ...(text(raw.note) ? { note: text(raw.note) } : {}),
    ...(raw.raised === true ? { raised: true } : {}),
    rows: raw.rows.map((row) => ({
      uuid: text(row?.uuid),
      name: text(row?.name),
      messageId: text(row?.messageId) || null,
      result: text(row?.result) || null,
      tone: toneOf(row?.tone),
      hidden: row?.hidden === true,
    })),
  };
}

/** The row of this actor, if the request asks them. */
export function rowOf(state: RequestState, uuid: string): RequestRow | undefined {
  return state.rows.find((row) => row.uuid === uuid);
}

/** The state with this actor's answer recorded. */
export function withAnswer(state: RequestState, uuid: string, answer: Omit<RequestRow, 'uuid' | 'name'>): RequestState {
  return { ...state, rows: state.rows.map((row) => (row.uuid === uuid ? { ...row, ...answer } : row)) };
}

/** Who has not rolled yet. */
export function waitingRows(state: RequestState): RequestRow[] {
  return state.rows.filter((row) => !row.messageId);
}
