/** Notes and descriptions are HTML fields: Foundry sanitises them on save and enriches them for display. */
export async function enrichedNotes(doc: { system?: unknown }, field = 'notes'): Promise<string> {
  const raw = String((doc.system as Record<string, unknown> | undefined)?.[field] ?? '');
  const editor = (
    foundry.applications as unknown as {
      ux?: { TextEditor?: { implementation?: { enrichHTML(html: string): Promise<string> } } };
    }
  ).ux?.TextEditor?.implementation;
  return editor ? editor.enrichHTML(raw) : raw;
}
