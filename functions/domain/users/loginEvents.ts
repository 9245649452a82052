import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../lib/clients/dynamo';
import { env } from '../../lib/env';
import { userProfileKey } from '../../lib/identity';
import { USERS_INDEX_PK } from './userProfileRepository';

/**
 * Appends a login or logout event under the user and, for a login, moves lastLoggedOn forward.
 * Returns the previous lastLoggedOn, which the spec's auth result shows the user.
 *
 * A user who registered themselves has no profile until their first sign-in: it is completed here (subject and
 * the users index), so administrators find them in the user list and can give them a role.
 */
export async function recordLoginEvent(
  subject: string,
  email: string,
  event: { type: 1 | 2; url: string; at: string },
): Promise<string | null> {
  await dynamo.send(
    new PutCommand({
      TableName: env.tableName,
      Item: { PK: `USER#${subject}`, SK: `LOGIN#${event.at}`, type: event.type, url: event.url, email },
    }),
  );
  if (event.type !== 1) return null;
  const answer = await dynamo.send(
    new UpdateCommand({
      TableName: env.tableName,
      Key: userProfileKey(subject),
      UpdateExpression:
        'SET lastLoggedOn = :at, email = if_not_exists(email, :email), subject = if_not_exists(subject, :subject), ' +
        'GSI1PK = if_not_exists(GSI1PK, :usersIndex), GSI1SK = if_not_exists(GSI1SK, :emailKey)',
      ExpressionAttributeValues: {
        ':at': event.at,
        ':email': email,
        ':subject': subject,
        ':usersIndex': USERS_INDEX_PK,
        ':emailKey': email.toLowerCase(),
      },
      ReturnValues: 'UPDATED_OLD',
    }),
  );
  return (answer.Attributes?.lastLoggedOn as string | undefined) ?? null;
}
