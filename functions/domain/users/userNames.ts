/*
 * A user's first and last name (spec 03's data model; docs/decisions.md, 'Users have a first and a last name').
 * The profile keeps both and, beside them, `name`: the full name the readers of profiles show (approvers,
 * recipients, contacts), so none of them had to change.
 */

/** The full name every reader shows: 'First Last'; the last name alone when there is no first name. */
export const fullName = (firstName: string, lastName: string) =>
  [firstName.trim(), lastName.trim()].filter(Boolean).join(' ');

/**
 * The names of a stored profile. One written before users had a first and a last name holds `name` only: its
 * last word reads as the last name and the words before it as the first name ('Parker P. Planner' is 'Parker P.'
 * and 'Planner'; one word is a last name), and its full name stays the one stored until the user is saved again.
 */
export function namesOf(item: Record<string, unknown>): { firstName: string; lastName: string; name: string } {
  const stored = typeof item.name === 'string' ? item.name : '';
  if (typeof item.firstName === 'string' || typeof item.lastName === 'string') {
    const firstName = typeof item.firstName === 'string' ? item.firstName : '';
    const lastName = typeof item.lastName === 'string' ? item.lastName : '';
    return { firstName, lastName, name: fullName(firstName, lastName) || stored };
  }
  const words = stored.trim().split(/\s+/).filter(Boolean);
  const lastName = words.pop() ?? '';
  return { firstName: words.join(' '), lastName, name: stored };
}

/** The name attributes Cognito keeps for a user (standard attributes; an empty value removes one on an update). */
export const cognitoNameAttributes = (names: { firstName: string; lastName: string }, creating: boolean) =>
  [
    { Name: 'given_name', Value: names.firstName },
    { Name: 'family_name', Value: names.lastName },
  ].filter((a) => !creating || a.Value !== '');
