import type { ReactNode } from 'react';

/**
 * A table that may scroll sideways, in a region the keyboard can reach and scroll (WCAG 2.1.1; axe-core's
 * scrollable-region-focusable): a table of figures has nothing focusable of its own. Tables of inputs need no
 * such stop, their inputs take the focus.
 */
export function ScrollingTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
