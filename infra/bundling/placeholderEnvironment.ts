import { accessOf, familyEnvironment, type FunctionName } from '../config/familyAccess';

/**
 * What a Lambda finds in its environment, with placeholder names: some modules read it at import, so the bench and
 * the bundle tests import a bundle with it (nothing is called at these names).
 */
export const placeholderEnvironment = (name: FunctionName) => ({
  AWS_REGION: 'us-east-1',
  ...familyEnvironment(accessOf(name), {
    tableName: 'bench-table',
    documentsBucket: 'bench-documents',
    importsBucket: 'bench-imports',
    userPoolId: 'us-east-1_bench',
    mailFrom: 'planner@bench.example.com',
    siteUrl: 'https://planner.bench.example.com',
    mailQueueUrl: 'https://sqs.us-east-1.amazonaws.com/000000000000/bench-mail',
  }),
});
