import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/clients/dynamo';
import { env } from '../lib/env';
import { systemFamily } from '../../shared/contract/families/system';
import { familyHandler } from '../lib/familyHandler';
import { loginMessage, siteName } from '../domain/siteSetup/signInFacts';

export const handler = familyHandler(systemFamily, {
  // A read of one fixed key proves the function reaches its table, without a Scan or DescribeTable permission.
  health: async () => {
    await dynamo.send(new GetCommand({ TableName: env.tableName, Key: { PK: 'HEALTH', SK: 'HEALTH' } }));
    return { status: 'ok', time: new Date().toISOString() };
  },
  'site.name': () => siteName(),
  'site.loginMessage': () => loginMessage(),
});
