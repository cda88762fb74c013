/**
 * The content the document names but does not list (ALL-3) lives in editable RollTables: one
 * talent table per class and the spell backlash table, shipped with placeholder entries. A world
 * table flagged with the id wins over the compendium's.
 */
import { SYSTEM_ID } from '../../../foundry/settings';

export const TABLES_PACK = `${SYSTEM_ID}.countdown-tables`;

/** What is read of a RollTable (a world's, a pack's, or a test's plain stand-in). */
interface TableLike {
  name?: string;
  flags?: object;
  results?: Iterable<{ text?: string; description?: string; name?: string }>;
  draw?(): Promise<unknown>;
  roll?(): Promise<{ results?: { text?: string; description?: string; name?: string }[] }>;
}

const tableId = (table: TableLike) =>
  (table.flags as Record<string, Record<string, unknown> | undefined> | undefined)?.[SYSTEM_ID]?.countdownTable;

/** The world's table with this id, else the compendium's. */
export async function findTable(id: string): Promise<TableLike | null> {
  const tables: Iterable<TableLike> = game.tables ?? [];
  const world = [...tables].find((t) => tableId(t) === id);
  if (world) return world;
  const docs = (await game.packs?.get(TABLES_PACK)?.getDocuments()) ?? [];
  const packTables: TableLike[] = docs.filter((d): d is RollTable.Implementation => d.documentName === 'RollTable');
  return packTables.find((t) => tableId(t) === id) ?? null;
}

/** The texts of a class's talent table, or null when no table is found. */
export async function talentEntries(classId: string): Promise<string[] | null> {
  const table = await findTable(`talents-${classId}`);
  if (!table?.results) return null;
  const texts = [...table.results].map((r) => r.description || r.text || r.name || '').filter(Boolean);
  return texts.length ? texts : null;
}

/** Rolls on a class's talent table ("roll or choose"): the text drawn, or null without a table. */
export async function rollTalent(classId: string): Promise<string | null> {
  const table = await findTable(`talents-${classId}`);
  const drawn = (await table?.roll?.())?.results?.[0];
  return drawn ? drawn.description || drawn.text || drawn.name || null : null;
}

/** Draws from the backlash table (natural 1 on a spell check); false when there is none. */
export async function drawBacklash(): Promise<boolean> {
  const table = await findTable('backlash');
  if (!table?.draw) return false;
  await table.draw();
  return true;
}
