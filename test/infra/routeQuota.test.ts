import { NestedStack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { clientStages, clientsConfig } from '../../infra/config/clients';
import { routeList } from '../../shared/contract/routes';
import { buildTestApp } from './testApp';

/** API Gateway's default quota of routes per HTTP API (Service Quotas can raise it per account and region). */
const DEFAULT_ROUTE_QUOTA = 300;

describe("API Gateway's routes-per-API quota", () => {
  const { api, config } = buildTestApp('dev');
  // The routes sit in one nested stack per family (infra/constructs/contractRoutes.ts): one API all the same.
  const routes = api.node
    .findAll()
    .filter((c): c is NestedStack => c instanceof NestedStack)
    .reduce(
      (sum, nested) => sum + Object.keys(Template.fromStack(nested).findResources('AWS::ApiGatewayV2::Route')).length,
      0,
    );

  it('the HTTP API holds one route per contract route', () => {
    expect(routes).toBe(routeList.length);
  });

  const quotas: [string, number][] = [
    ['dev', config.apiRouteQuota ?? DEFAULT_ROUTE_QUOTA],
    ...clientStages(clientsConfig).map((s): [string, number] => [s.id, s.config.apiRouteQuota ?? DEFAULT_ROUTE_QUOTA]),
  ];
  it.each(quotas)('stays within the route quota of %s (%i)', (_stage, quota) => {
    // Past it, the deploy fails: split the API per family group, or raise the quota and record it in the stage
    // config (`apiRouteQuota`, infra/config/clients.ts), docs/decisions.md "Infrastructure".
    expect(routes).toBeLessThanOrEqual(quota);
  });
});
