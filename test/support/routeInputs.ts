import * as z from '../../shared/zod';
import { routeUrl } from '../../shared/contract/route';
import type { NamedRoute } from '../../shared/contract/routes';

/** Path parameters the route's schema accepts (ids are uuids, numbers or codes, depending on the route). */
export const placeholderParams = (route: NamedRoute): Record<string, string> => {
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name);
  for (const candidate of [
    '6f1c1a3e-7a43-4b6f-9d2e-2c4c0f3b9a10',
    '424242',
    '424242-1',
    '424242-1.c1',
    '42-2026-1',
    'ZZ',
    'admin',
    'program.424242',
    // An address-book location (retailer . hash).
    '424242.0123456789abcdef01234567',
    // A content page (content/{page}).
    'guidelines',
  ]) {
    const params = Object.fromEntries(names.map((name) => [name, candidate]));
    if (!route.params || route.params.safeParse(params).success) return params;
  }
  return Object.fromEntries(names.map((name) => [name, '1']));
};

/** The route's URL path with placeholder (or the given) parameters. */
export const pathOf = (route: NamedRoute, params = placeholderParams(route)) => routeUrl(route.path, params);

/** The top-level fields of an object schema, also through intersections (reference saves are fields & id/version) and refinements. */
export function shapeOf(schema: z.ZodMiniType | undefined): Record<string, z.ZodMiniType> {
  if (!schema) return {};
  const def = (schema as unknown as { def: Record<string, any> }).def;
  if (schema instanceof z.ZodMiniObject) return schema.shape as Record<string, z.ZodMiniType>;
  if (def.type === 'intersection') return { ...shapeOf(def.left), ...shapeOf(def.right) };
  if (def.type === 'pipe') return shapeOf(def.in);
  return {};
}
