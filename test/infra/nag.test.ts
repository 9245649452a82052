import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { describe, expect, it } from 'vitest';
import { buildPipelineApp } from '../../infra/stacks/pipelineStack';
import { buildTestApp, cdkJsonContext } from './testApp';

interface Acknowledgment {
  id: string;
  reason: unknown;
  path: string;
}

/** Every `Validations.of(x).acknowledge(...)` in the app, where it was made. */
function acknowledgmentsOf(app: App): Acknowledgment[] {
  const found: Acknowledgment[] = [];
  const visit = (construct: IConstruct) => {
    for (const entry of construct.node.metadata) {
      if (entry.type !== Validations.ACKNOWLEDGED_RULES_METADATA_KEY) continue;
      for (const [id, reason] of Object.entries(entry.data as Record<string, unknown>)) {
        // aws-cdk-lib stores the id with its `annotation::` namespace.
        found.push({ id: id.replace(/^annotation::/i, ''), reason, path: construct.node.path });
      }
    }
    construct.node.children.forEach(visit);
  };
  visit(app);
  return found;
}

/** One line per violating resource, so a failure names the rule and the construct at once. */
function findings(app: App, { ignoreAcknowledgments = false } = {}) {
  const pack = new AwsSolutionsChecks(app);
  if (ignoreAcknowledgments) {
    // cdk-nag has no public switch for this; should the method disappear, acknowledged findings stay hidden,
    // every acknowledgment looks unused, and the test below fails loudly rather than passing quietly.
    Object.assign(pack, { isAcknowledged: () => false });
  }
  return pack.validateScope(app).violations.flatMap((violation) =>
    violation.violatingResources.map((resource) => ({
      rule: violation.ruleName,
      severity: violation.severity,
      path: resource.constructPath ?? '',
      line: `${violation.severity} ${violation.ruleName} at ${resource.constructPath}: ${violation.description}`,
    })),
  );
}

// cdk-nag 3 is a policy-validation plugin: its findings go to the validation report, not to annotations, so
// `Annotations.fromStack(...).findError(...)` would see none of them. The pack is run over the tree directly.
/** The pipeline app (`cdk synth -c pipeline=true`): the pipeline stack and every client stage of the config. */
function pipelineApp() {
  const app = new App({
    context: { ...cdkJsonContext, 'aws:cdk:bundling-stacks': [] },
    builtinCloudFormationValidation: false,
  });
  buildPipelineApp(app);
  return app;
}

describe.each(['dev', 'prod', 'pipeline'])('cdk-nag AwsSolutions on the %s stage', (stage) => {
  const app = stage === 'pipeline' ? pipelineApp() : buildTestApp(stage).app;
  // Synthesis runs the aspects, then the validation plugins: the app's own AwsSolutionsChecks makes it throw
  // on any unacknowledged finding, warnings included. Caught here so the tests below can name each finding.
  const synthesisError = (() => {
    try {
      app.synth();
      return undefined;
    } catch (error) {
      return error;
    }
  })();

  it('synthesizes', () => {
    expect(synthesisError).toBeUndefined();
  });

  it('has no unacknowledged finding, error or warning', () => {
    expect(findings(app).map((f) => f.line)).toEqual([]);
  });

  it('gives every acknowledgment a reason', () => {
    const acknowledgments = acknowledgmentsOf(app);
    expect(acknowledgments.length).toBeGreaterThan(0);
    const withoutReason = acknowledgments.filter((a) => typeof a.reason !== 'string' || a.reason.trim().length < 20);
    expect(withoutReason).toEqual([]);
  });

  it('acknowledges only findings that exist', () => {
    const all = findings(app, { ignoreAcknowledgments: true });
    const unused = acknowledgmentsOf(app).filter(
      (a) => !all.some((f) => f.rule === a.id && (f.path === a.path || f.path.startsWith(`${a.path}/`))),
    );
    expect(unused.map((a) => `${a.id} at ${a.path}`)).toEqual([]);
  });
});
