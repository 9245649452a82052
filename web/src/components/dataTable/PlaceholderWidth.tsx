/**
 * A hidden copy of a field's placeholder, styled as the field, that makes the field's box (`.fits-placeholder`, a
 * grid of one cell, widgets.css) at least as wide as the text in every language, so 'Search PO, invoice, vendor,
 * retailer, program or tactic' or 'Filter by Production processing' (longer still in German) is never cut off;
 * where the line is shorter the box shrinks with it. `beside`: what the field draws after its text, a search field's
 * clear button or a lookup's dropdown button.
 */
export function PlaceholderWidth({ text, beside }: { text: string; beside: 'clear-button' | 'dropdown-button' }) {
  return (
    <span className={`p-inputtext placeholder-width beside-${beside}`} aria-hidden="true">
      {text}
    </span>
  );
}
