/** The To field of the asset e-mail: several addresses, typed or pasted, separated by commas, semicolons or spaces. */
export function splitAddresses(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((part) => part.trim().replace(/^<|>$/g, ''))
    .filter(Boolean);
}

/** Adds typed addresses to the chosen ones, once each (case-insensitive), in the order given. */
export function addRecipients(chosen: readonly string[], text: string): string[] {
  const seen = new Set(chosen.map((a) => a.toLowerCase()));
  const added = splitAddresses(text).filter((address) => {
    const key = address.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return added.length ? [...chosen, ...added] : [...chosen];
}

/**
 * The users to suggest for what is typed: those the server found, less the addresses already chosen
 * (case-insensitive), once each.
 */
export function suggestionsToOffer<T extends { email: string }>(
  found: readonly T[] | undefined,
  chosen: readonly string[],
  pending: string,
): T[] {
  if (!pending.trim() || !found) return [];
  const taken = new Set(chosen.map((a) => a.toLowerCase()));
  return found.filter((user) => {
    const key = user.email.toLowerCase();
    if (taken.has(key)) return false;
    taken.add(key);
    return true;
  });
}
