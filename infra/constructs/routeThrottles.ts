import type { CfnStage, HttpStage } from 'aws-cdk-lib/aws-apigatewayv2';
import type { Construct } from 'constructs';
import { routeKey, type Family } from '../../shared/contract/route';
import { routeList } from '../../shared/contract/routes';

export interface RouteThrottle {
  /** Steady requests per second across all callers. */
  rateLimit: number;
  burstLimit: number;
}

/** A family's routes share this ceiling unless it is listed below: well above a planning team's interactive use. */
const DEFAULT_FAMILY_THROTTLE: RouteThrottle = { rateLimit: 50, burstLimit: 100 };

/**
 * Families whose routes cost more per call get a lower ceiling, so one of them cannot use up the stage's share of
 * Lambda concurrency and DynamoDB capacity: reports build workbooks and read whole budget years; documents and
 * assets sign transfers and send mail.
 */
const familyThrottles: Partial<Record<Family, RouteThrottle>> = {
  reports: { rateLimit: 10, burstLimit: 20 },
  assets: { rateLimit: 20, burstLimit: 40 },
  system: { rateLimit: 20, burstLimit: 40 },
};

export const throttleOf = (family: Family): RouteThrottle => familyThrottles[family] ?? DEFAULT_FAMILY_THROTTLE;

/**
 * Throttling per route family: HTTP APIs throttle per route (route settings of the stage), so every route of the
 * contract gets its family's limits. The stage's default throttle stays the ceiling of the whole API.
 */
export function throttleRouteFamilies(stage: HttpStage, routeStacks: readonly Construct[]) {
  const cfnStage = stage.node.defaultChild as CfnStage;
  cfnStage.routeSettings = Object.fromEntries(
    routeList.map((route) => {
      const { rateLimit, burstLimit } = throttleOf(route.family);
      // A JSON map in CloudFormation: its keys are written as CloudFormation spells them.
      return [routeKey(route), { ThrottlingRateLimit: rateLimit, ThrottlingBurstLimit: burstLimit }];
    }),
  );
  // Route settings name routes by key: the stage is updated only once the routes exist.
  for (const routes of routeStacks) cfnStage.node.addDependency(routes);
}
