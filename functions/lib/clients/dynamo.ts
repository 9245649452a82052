import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/**
 * Created once per Lambda container. Each client has a module of its own so a family's bundle carries only
 * the SDK clients it uses. Endpoints come from the SDK's own AWS_ENDPOINT_URL_<SERVICE> variables, which only
 * the local stack sets.
 */
export const dynamo = DynamoDBDocumentClient.from(new DynamoDBClient({}), {
  marshallOptions: { removeUndefinedValues: true },
});
