/**
 * A sheet's tabs, shown as a user does, by clicking the tab (ApplicationV2#changeTab), then waiting
 * for any render in flight.
 */
export interface TabbedSheet {
  element: HTMLElement;
  tabGroups: Record<string, string>;
  changeTab(tab: string, group: string): void;
  whenRendered(): Promise<void>;
}

/** Clicks `tab` of `group` and waits until its panel is on screen. */
export async function showTab(sheet: unknown, tab: string, group = 'primary'): Promise<void> {
  const tabbed = sheet as TabbedSheet;
  tabbed.changeTab(tab, group);
  await tabbed.whenRendered();
}

/** Clicks through every tab of every group, then back to the tab that was active: every panel has been shown. */
export async function showAllTabs(sheet: unknown): Promise<void> {
  const tabbed = sheet as TabbedSheet;
  const groups = (tabbed.constructor as unknown as { TABS?: Record<string, { tabs: { id: string }[] }> }).TABS ?? {};
  for (const [group, { tabs }] of Object.entries(groups)) {
    const active = tabbed.tabGroups[group];
    for (const { id } of tabs) await showTab(tabbed, id, group);
    if (active) await showTab(tabbed, active, group);
  }
}
