/**
 * The `SET` clauses that write each of `fields` through placeholders (`#f0 = :f0`, ...), with their names and
 * values, for an UpdateExpression that adds its own clauses (a version, a time) beside them. Placeholders because a
 * field's name may be a DynamoDB reserved word (`name`, `status`). A value left undefined is written as null: the
 * document client drops undefined values, which would leave its placeholder unbound. `names` is undefined when there
 * are no fields, as DynamoDB refuses empty ExpressionAttributeNames.
 */
export function fieldAssignments(fields: object): {
  set: string[];
  names: Record<string, string> | undefined;
  values: Record<string, unknown>;
} {
  const entries = Object.entries(fields);
  return {
    set: entries.map((_, i) => `#f${i} = :f${i}`),
    names: entries.length ? Object.fromEntries(entries.map(([name], i) => [`#f${i}`, name])) : undefined,
    values: Object.fromEntries(entries.map(([, value], i) => [`:f${i}`, value ?? null])),
  };
}
