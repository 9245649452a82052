import { NestedStack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { throttleOf } from '../../infra/constructs/routeThrottles';
import { families, routeKey } from '../../shared/contract/route';
import { routeList } from '../../shared/contract/routes';
import { buildTestApp } from './testApp';

describe('throttling per route family', () => {
  const { api } = buildTestApp('dev');
  const stage = Object.values(Template.fromStack(api).findResources('AWS::ApiGatewayV2::Stage'))[0]!;
  const settings = stage.Properties.RouteSettings as Record<
    string,
    { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }
  >;

  it("gives every route of the contract its family's limits", () => {
    expect(Object.keys(settings).sort()).toEqual(routeList.map(routeKey).sort());
    for (const route of routeList) {
      const { rateLimit, burstLimit } = throttleOf(route.family);
      expect(settings[routeKey(route)]).toEqual({ ThrottlingRateLimit: rateLimit, ThrottlingBurstLimit: burstLimit });
    }
  });

  it('keeps a lower ceiling for the costly reports family, under the stage-wide default', () => {
    expect(throttleOf('reports').rateLimit).toBeLessThan(throttleOf('programs').rateLimit);
    expect(stage.Properties.DefaultRouteSettings.ThrottlingRateLimit).toBeGreaterThanOrEqual(
      throttleOf('programs').rateLimit,
    );
  });

  it('updates the stage only after the routes it names exist (their nested stacks, one per family)', () => {
    const routeStacks = api.node.findAll().filter((c): c is NestedStack => c instanceof NestedStack);
    expect(routeStacks).toHaveLength(families.length);
    expect(stage.DependsOn).toEqual(
      expect.arrayContaining(routeStacks.map((nested) => api.resolve(nested.nestedStackResource!.logicalId))),
    );
  });
});
