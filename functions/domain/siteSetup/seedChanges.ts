import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { knownClaims, type Claim } from '../../../shared/claims';
import { menuPartition } from './siteSetupRepository';

/**
 * Seeded menu entries whose claim the seed changed after stages were seeded. The seed puts only missing items
 * (`putIfMissing`), so a stage seeded before keeps the old claim: My Planner shows the user's own programs, as My
 * Campaigns does, and under Program/View the production user, who plans none, met an empty month there.
 */
const changedMenuClaims: { menuId: string; from: Claim; to: Claim }[] = [
  { menuId: 'myplanner', from: knownClaims.viewPrograms, to: knownClaims.viewCampaigns },
];

/**
 * The migration bringing those entries to the seed's claim (docs/decisions.md, 'Migrations'): each changes only
 * while it still holds the claim it was seeded with, so a claim an administrator chose under Administration, Menus
 * stays; its version goes up, as an edit there would. Running it again changes nothing. Answers the entries changed.
 */
export async function reseedChangedMenuClaims(db: DynamoDBDocumentClient, tableName: string): Promise<number> {
  let changed = 0;
  for (const { menuId, from, to } of changedMenuClaims) {
    try {
      await db.send(
        new UpdateCommand({
          TableName: tableName,
          Key: { PK: menuPartition.pk, SK: menuPartition.sk(menuId) },
          UpdateExpression: 'SET resourceName = :toResource, claimName = :toOperation ADD version :one',
          ConditionExpression: 'resourceName = :fromResource AND claimName = :fromOperation',
          ExpressionAttributeValues: {
            ':fromResource': from.resource,
            ':fromOperation': from.operation,
            ':toResource': to.resource,
            ':toOperation': to.operation,
            ':one': 1,
          },
        }),
      );
      changed++;
    } catch (error) {
      if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    }
  }
  return changed;
}
