/**
 * A sheet's tab panels render when first shown, not all at once: opening the fullest sheet builds
 * the active tab only, and a re-render rebuilds only the tabs seen since the sheet opened.
 * A tab panel is a PART whose id is a tab of one of the sheet's TABS groups.
 */

type TabsConfig = Record<string, { tabs: { id: string }[] }>;

/** A sheet's tab panels: each PART whose id is a tab of one of its TABS groups, with that group. */
export function tabPanels(parts: Record<string, unknown>, tabs: TabsConfig): Map<string, string> {
  const panels = new Map<string, string>();
  for (const [group, config] of Object.entries(tabs)) {
    for (const { id } of config.tabs) if (id in parts) panels.set(id, group);
  }
  return panels;
}

export class LazyTabs {
  /** Panel id → its tab group. */
  private readonly panels: Map<string, string>;
  /** The panels rendered since the sheet opened. */
  private readonly shown = new Set<string>();

  constructor(parts: Record<string, unknown>, tabs: TabsConfig) {
    this.panels = tabPanels(parts, tabs);
  }

  /** The parts to render: every part but the panels neither active nor shown before (the active one now counts as shown). */
  partsToRender(parts: string[], active: Record<string, string>): string[] {
    return parts.filter((id) => {
      const group = this.panels.get(id);
      if (group === undefined || this.shown.has(id)) return true;
      if (active[group] !== id) return false;
      this.shown.add(id);
      return true;
    });
  }

  /** True when `tab` is a panel that has not been rendered yet. */
  unrendered(tab: string): boolean {
    return this.panels.has(tab) && !this.shown.has(tab);
  }

  /** A closed sheet's element is gone: its next opening starts over. */
  forget(): void {
    this.shown.clear();
  }
}
