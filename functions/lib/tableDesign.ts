/**
 * The one DynamoDB table (docs/data-model.md). The CDK data stack and the local stack both create it from this.
 * Generic key names so one table serves every aggregate; GSIs are overloaded per access pattern.
 */
export const tableDesign = {
  partitionKey: 'PK',
  sortKey: 'SK',
  timeToLiveAttribute: 'expiresAt',
  globalSecondaryIndexes: [
    { indexName: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
    { indexName: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK' },
    { indexName: 'GSI3', partitionKey: 'GSI3PK', sortKey: 'GSI3SK' },
  ],
} as const;
