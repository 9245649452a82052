import type { PrimeReactPTOptions } from 'primereact/api';

/**
 * PrimeReact's markup that assistive technology reads wrongly, corrected once for every instance (the provider's
 * pass-through options, App.tsx). Each entry names what axe-core found (test/browser/accessibility.test.ts):
 *
 * - Dropdown: the hidden native `select` (kept for forms, never focused) and the chevron (a mouse target; the
 *   keyboard opens the list from the focusable input, which carries the label) were read as a second, nameless
 *   control.
 * - Checkbox and InputSwitch: the wrapper repeated the native input's role, a checkbox inside a checkbox.
 * - Chips: the list of entries claimed to be a listbox of options, with the text input inside it.
 * - TreeTable: a table inside a table (the wrapper said it was one too), whose rows carried a tree's level,
 *   position and expansion, which only a treegrid's rows may, and a checked state no row may (a checkbox in the
 *   row says it, when the tree selects by checkboxes). The table is the treegrid now, the wrapper a plain box.
 */
export const primeAccessibility: PrimeReactPTOptions = {
  dropdown: {
    select: { 'aria-hidden': true },
    trigger: { 'aria-hidden': true, role: undefined, 'aria-haspopup': undefined, 'aria-expanded': undefined },
  },
  checkbox: { root: { role: undefined, 'aria-label': undefined } },
  inputswitch: { root: { role: undefined, 'aria-checked': undefined } },
  chips: {
    container: { role: undefined, 'aria-orientation': undefined },
    token: { role: undefined, 'aria-selected': undefined, 'aria-setsize': undefined, 'aria-posinset': undefined },
  },
  treetable: {
    root: { role: undefined },
    table: { role: 'treegrid' },
    // Typed as a Row component's options ({ root }), but TreeTable spreads them onto each row's `tr` itself.
    row: { 'aria-checked': undefined } as NonNullable<PrimeReactPTOptions['treetable']>['row'],
  },
};
