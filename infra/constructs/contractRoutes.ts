import { NestedStack, Validations } from 'aws-cdk-lib';
import {
  HttpMethod,
  HttpNoneAuthorizer,
  HttpRoute,
  HttpRouteKey,
  type HttpApi,
  type IHttpRouteAuthorizer,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import { API_PREFIX, type Family } from '../../shared/contract/route';
import { routeList } from '../../shared/contract/routes';

export interface ContractRoutesProps {
  httpApi: HttpApi;
  functions: ReadonlyMap<Family, IFunction>;
  /** Verifies the Cognito token of every route that is not public. */
  authorizer: IHttpRouteAuthorizer;
}

/**
 * Every route of the contract (shared/contract/routes.ts) becomes an HTTP API route to its family's Lambda,
 * with the route key the kit dispatches on (`routeKey(route)`), so the API cannot drift from the code.
 *
 * Each family's routes, its integration and its invoke permission sit in a nested stack of their own: the contract's
 * routes alone pass CloudFormation's 500 resources per stack, and a family's routes never move between stacks (a
 * route key moved to another stack would be created there before it is deleted here, and clash with itself).
 * Answers the nested stacks, which the stage's route settings wait for.
 */
export function addContractRoutes(
  scope: Construct,
  { httpApi, functions, authorizer }: ContractRoutesProps,
): NestedStack[] {
  for (const route of routeList) {
    if (!functions.has(route.family))
      throw new Error(`Route ${route.name} belongs to family ${route.family}, which has no Lambda`);
  }
  const noAuthorizer = new HttpNoneAuthorizer();
  return [...functions].map(([family, fn]) => {
    const routes = new NestedStack(scope, `Routes-${family}`, { description: `The ${family} family's API routes` });
    // One integration per family; one invoke permission for the whole API instead of one per route, which keeps
    // each function's resource policy under its size limit as the contract grows.
    const integration = new HttpLambdaIntegration(`${family}Integration`, fn, { scopePermissionToRoute: false });
    for (const route of routeList.filter((r) => r.family === family)) {
      const isPublic = route.access === 'public';
      const path = `${API_PREFIX}/${route.path}`;
      const httpRoute = new HttpRoute(routes, `${route.method}${path}`, {
        httpApi,
        routeKey: HttpRouteKey.with(path, HttpMethod[route.method]),
        integration,
        authorizer: isPublic ? noAuthorizer : authorizer,
      });
      if (isPublic) {
        Validations.of(httpRoute).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason: `Public by the route contract (access: 'public'): ${route.summary}`,
        });
      }
    }
    return routes;
  });
}
