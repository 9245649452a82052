/**
 * A program's customizations (spec 02: `programs/{id}/customizations`, the customize/2 step; "Customization UI
 * element ids: 1 dropdown-like; 2 and 3 take the first display option"). The customizations offered are declared
 * here (the spec shows none; docs/decisions.md 'Customizations'); a saved entry is a customization id and its value.
 */
export const customizationElement = { dropdown: 1, fixed: 2, fixedNote: 3 } as const;
type UiElementId = (typeof customizationElement)[keyof typeof customizationElement];

export interface CustomizationDefinition {
  id: string;
  name: string;
  uiElementId: UiElementId;
  displayOptions: readonly string[];
}

export const customizationDefinitions: readonly CustomizationDefinition[] = [
  { id: 'language', name: 'Language', uiElementId: 1, displayOptions: ['English', 'Spanish', 'French'] },
  { id: 'size', name: 'Size', uiElementId: 1, displayOptions: ['Standard', 'Large', 'Small'] },
  { id: 'imprint', name: 'Retailer imprint', uiElementId: 2, displayOptions: ['Retailer logo and address'] },
  { id: 'finish', name: 'Finish', uiElementId: 3, displayOptions: ['Matte', 'Gloss'] },
];

export interface CustomizationEntry {
  customizationId: string;
  value: string;
}

/**
 * The entries as stored: a dropdown (1) keeps a value among its options (none: not chosen, left out); 2 and 3
 * take their first display option whatever was sent. Unknown ids and bad values are the field errors, by
 * `customizations.{id}`.
 */
export function resolveCustomizations(entries: readonly CustomizationEntry[]): {
  entries: CustomizationEntry[];
  errors: Record<string, string[]>;
} {
  const errors: Record<string, string[]> = {};
  const sent = new Map(entries.map((e) => [e.customizationId, e.value.trim()]));
  for (const id of sent.keys())
    if (!customizationDefinitions.some((d) => d.id === id))
      errors[`customizations.${id}`] = ['This customization does not exist.'];
  const resolved: CustomizationEntry[] = [];
  for (const definition of customizationDefinitions) {
    if (definition.uiElementId !== customizationElement.dropdown) {
      resolved.push({ customizationId: definition.id, value: definition.displayOptions[0] });
      continue;
    }
    const value = sent.get(definition.id);
    if (!value) continue;
    if (!definition.displayOptions.includes(value))
      errors[`customizations.${definition.id}`] = [`Choose one of: ${definition.displayOptions.join(', ')}.`];
    else resolved.push({ customizationId: definition.id, value });
  }
  return { entries: resolved, errors };
}

/** "Language: Spanish; Finish: Matte": the entries as one line (job tickets, the audit trail). */
export const describeCustomizations = (entries: readonly CustomizationEntry[]) =>
  entries
    .map(
      (e) =>
        `${customizationDefinitions.find((d) => d.id === e.customizationId)?.name ?? e.customizationId}: ${e.value}`,
    )
    .join('; ');
