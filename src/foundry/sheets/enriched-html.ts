/** Notes and descriptions are HTML fields: Foundry sanitises them on save and enriches them for display. */
export async function enrichedNotes(doc: { system?: unknown }, field = 'notes'): Promise<string> {
  const raw = String((doc.system as Record<string, unknown> | undefined)?.[field] ?? '');
  // The stand-in may leave TextEditor out: then the notes show as written.
  const editor = foundry.applications.ux?.TextEditor?.implementation;
  return editor ? editor.enrichHTML(raw) : raw;
}
