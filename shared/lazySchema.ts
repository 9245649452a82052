/**
 * A schema built on first use: `export const fooSchema = lazySchema(() => z.object({ ... }))`.
 *
 * Zod builds a schema when its expression runs, so a module of top-level schemas builds all of them when it is
 * imported: every Lambda built every request schema of its family at each cold start, for a request that parses
 * one route's (docs/decisions.md, 'Lean bundles', round 16). The value is a stand-in for the schema that builds it
 * on the first access to any of its properties and forwards everything to it from then on, so zod, the web's
 * forms and the tests use it as the schema itself (composition, `parse`, `shape`, checks). The type is the
 * schema's own. Call sites carry `/* @__PURE__ *\/`, so a bundle drops a schema nothing uses.
 */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const schema = () => (built ??= build());
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(schema(), key),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    has: (_, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    // Reported configurable: the stand-in itself has none of the schema's own properties (a proxy may not report
    // a property as non-configurable unless its target has it so).
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
