/**
 * A program as the pages name it in running text, lists and choices: its number and name (`#12 · Summer Refresh`),
 * the number alone while it has no name. One form everywhere, so a user matches a program across pages at a glance.
 */
export const programLabel = (id: number, name?: string | null) => (name ? `#${id} · ${name}` : `#${id}`);
