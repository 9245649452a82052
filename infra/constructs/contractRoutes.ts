import { Validations } from 'aws-cdk-lib';
import { HttpMethod, HttpNoneAuthorizer, type HttpApi, type IHttpRouteAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
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
 */
export function addContractRoutes({ httpApi, functions, authorizer }: ContractRoutesProps) {
  // One integration per family; one invoke permission for the whole API instead of one per route, which
  // keeps each function's resource policy under its size limit as the contract grows.
  const integrations = new Map(
    [...functions].map(([family, fn]) => [
      family,
      new HttpLambdaIntegration(`${family}Integration`, fn, { scopePermissionToRoute: false }),
    ]),
  );
  const noAuthorizer = new HttpNoneAuthorizer();

  for (const route of routeList) {
    const integration = integrations.get(route.family);
    if (!integration) throw new Error(`Route ${route.name} belongs to family ${route.family}, which has no Lambda`);
    const isPublic = route.access === 'public';
    const [httpRoute] = httpApi.addRoutes({
      path: `${API_PREFIX}/${route.path}`,
      methods: [HttpMethod[route.method]],
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
}
