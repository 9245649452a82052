/**
 * Runs `read` over the items with at most `parallel` in flight (a batch at a time), answering in the items' order:
 * for the bounded fan-outs of a request (one Query per program aggregate...) that would otherwise start them all.
 */
export async function inBatches<T, R>(items: readonly T[], read: (item: T) => Promise<R>, parallel = 8): Promise<R[]> {
  const answers: R[] = [];
  for (let i = 0; i < items.length; i += parallel)
    answers.push(...(await Promise.all(items.slice(i, i + parallel).map(read))));
  return answers;
}
