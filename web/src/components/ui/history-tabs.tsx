import type { ReactNode } from 'react';
import { Tabs } from 'radix-ui';

interface HistoryTabsProps {
  /** The first tab's label ('Details', 'Idea') and what it shows. */
  label: string;
  children: ReactNode;
  /**
   * The entity's history (docs/product.md "Admin: History and activity"), given to admins only; without it the content
   * shows alone, with no tabs.
   */
  history: ReactNode | undefined;
  /** The host's own tab styles. */
  classes: { list: string; tab: string; historyPanel: string };
}

/** An entity's view with a 'History' tab beside it for admins: the admin idea dialog and the marketplace idea page. */
export function HistoryTabs({ label, children, history, classes }: HistoryTabsProps) {
  if (history === undefined) return children;
  return (
    <Tabs.Root defaultValue="main">
      <Tabs.List className={classes.list} aria-label={`${label} and history`}>
        <Tabs.Trigger value="main" className={classes.tab}>
          {label}
        </Tabs.Trigger>
        <Tabs.Trigger value="history" className={classes.tab}>
          History
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="main">{children}</Tabs.Content>
      <Tabs.Content value="history" className={classes.historyPanel}>
        {history}
      </Tabs.Content>
    </Tabs.Root>
  );
}
