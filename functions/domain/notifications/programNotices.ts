import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { hasClaim, knownClaims, type Claim } from '../../../shared/claims';
import { programNotices } from '../../../shared/communication/messages';
import type { NoticeFacts } from '../../../shared/communication/notices';
import { clock } from '../../lib/clock';
import { dynamo } from '../../lib/clients/dynamo';
import { env } from '../../lib/env';
import { escapeHtml } from '../../lib/html';
import { roleKey } from '../../lib/identity';
import { logger } from '../../lib/logger';
import { publicBaseUrl } from '../../lib/publicUrl';
import { getUser, USERS_INDEX_PK } from '../users/userProfileRepository';
import { noticeBodyHtml } from './noticeBody';
import { notificationId, putNotification } from './notificationRepository';
import { queueNotificationSend } from './notificationQueue';

/** At most this many approvers are told about one submit (the in-app item and the mail each). */
const MAX_APPROVERS_NOTIFIED = 50;

interface Recipient {
  id: string;
  email: string;
}

/** A user who may approve a program, as the Approvers modal lists them. */
export interface Approver extends Recipient {
  name: string;
}

interface ProgramFacts {
  id: number;
  name: string | null;
  retailerId: number | null;
  retailerName?: string | null;
  fiscalYear?: number | null;
  creator: string;
  submittedBy?: string | null;
}

/** The roles holding a claim, and which of them are retailer-side. */
async function rolesWith(claim: Claim): Promise<Map<string, { retailerSide: boolean }>> {
  const answer = await dynamo.send(
    new QueryCommand({
      TableName: env.tableName,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': roleKey('').PK },
    }),
  );
  const roles = new Map<string, { retailerSide: boolean }>();
  for (const item of answer.Items ?? []) {
    if (hasClaim((item.claims as Claim[]) ?? [], claim.resource, claim.operation))
      roles.set(item.name as string, { retailerSide: item.retailerSide === true });
  }
  return roles;
}

/**
 * The active users who may approve the program: a role with Finalize/Approve, and (for retailer-side users) the
 * program's retailer among theirs; those `matching` says yes to. Bounded: the users' list is read page by page
 * until `limit` are found.
 */
export async function approversOf(
  program: ProgramFacts,
  exclude: readonly string[],
  limit = MAX_APPROVERS_NOTIFIED,
  matching: (user: Approver) => boolean = () => true,
): Promise<Approver[]> {
  const approving = await rolesWith(knownClaims.approveProgram);
  if (!approving.size) return [];
  const found: Approver[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        TableName: env.tableName,
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': USERS_INDEX_PK },
        ProjectionExpression: 'subject, email, #name, #roles, retailerIds, active',
        ExpressionAttributeNames: { '#roles': 'roles', '#name': 'name' },
        Limit: 200,
        ExclusiveStartKey: start,
      }),
    );
    for (const user of page.Items ?? []) {
      const roles = ((user.roles as string[]) ?? []).filter((r) => approving.has(r));
      if (!roles.length || user.active === false || exclude.includes(user.subject as string)) continue;
      const retailerSide = ((user.roles as string[]) ?? []).some((r) => approving.get(r)?.retailerSide);
      if (retailerSide && !((user.retailerIds as number[]) ?? []).map(Number).includes(program.retailerId ?? -1))
        continue;
      const approver = {
        id: user.subject as string,
        email: user.email as string,
        name: (user.name as string | undefined) ?? '',
      };
      if (!matching(approver)) continue;
      found.push(approver);
      if (found.length >= limit) return found;
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return found;
}

/** An active user's e-mail from their profile, or null (a profile removed or deactivated meanwhile). */
async function recipientOf(subject: string): Promise<Recipient | null> {
  const user = await getUser(subject).catch(() => null);
  return user && user.active !== false && user.email ? { id: subject, email: user.email } : null;
}

/**
 * Tells each recipient in the app at once, and by e-mail through the bulk mail queue (the mail sender retries what
 * SES refuses for a while; docs/decisions.md, 'Bulk mail'). The in-app item is written whatever becomes of the mail:
 * the transition it reports has happened.
 */
async function notifyAll(
  recipients: Recipient[],
  message: { type: string; subject: string; notice: NoticeFacts; programId: number },
  actor: { subject: string; email: string },
): Promise<void> {
  if (!recipients.length) return;
  const bodyHtml = noticeBodyHtml(message.notice);
  const at = clock.now();
  await Promise.all(
    recipients.map((recipient) =>
      putNotification(recipient.id, {
        id: notificationId(at),
        type: message.type,
        body: bodyHtml,
        notice: message.notice,
        fromName: actor.email,
        at: at.toISOString(),
        read: false,
        programId: message.programId,
      }).catch((error: unknown) =>
        logger.error('A program notification was not stored', {
          recipient: recipient.id,
          programId: message.programId,
          error: error as Error,
        }),
      ),
    ),
  );
  const link = `${publicBaseUrl()}/#/programdetails/${message.programId}`;
  const html = `${bodyHtml}<p><a href="${escapeHtml(link)}">${escapeHtml(programNotices.open)}</a></p>`;
  await queueNotificationSend(
    {
      type: message.type,
      subject: message.subject,
      html,
      body: bodyHtml,
      programId: message.programId,
      sender: actor,
      inAppPut: true,
    },
    recipients.map((recipient) => ({ userId: recipient.id, email: recipient.email })),
  );
}

/**
 * Who a program transition concerns, told in the app and by e-mail: on submit the chosen approvers, or all (not the submitter
 * nor the creator, who may not approve it); on approve and reject the program's creator and its submitter, with
 * the reviewer's notes. Never throws: the transition stands whatever happens here (failures are logged).
 */
export async function notifyProgramTransition(
  action: string,
  program: ProgramFacts,
  actor: { subject: string; email: string },
  notes?: string,
  chosen: readonly Recipient[] = [],
): Promise<void> {
  try {
    const name = program.name ?? `Program ${program.id}`;
    if (action === 'submit') {
      // The approvers chosen in the Approvers modal (checked by the submit), or all of them.
      const approvers = chosen.length ? [...chosen] : await approversOf(program, [actor.subject, program.creator]);
      await notifyAll(
        approvers,
        {
          type: 'Action Required',
          subject: programNotices.submittedSubject(name),
          notice: { code: 'programSubmitted', name, by: actor.email },
          programId: program.id,
        },
        actor,
      );
      return;
    }
    if (action !== 'approve' && action !== 'reject') return;
    const subjects = [
      ...new Set([program.creator, program.submittedBy].filter((s): s is string => Boolean(s) && s !== actor.subject)),
    ];
    const recipients = (await Promise.all(subjects.map(recipientOf))).filter((r): r is Recipient => r !== null);
    const approved = action === 'approve';
    await notifyAll(
      recipients,
      {
        type: 'Program Update',
        subject: approved ? programNotices.approvedSubject(name) : programNotices.rejectedSubject(name),
        notice: {
          code: approved ? 'programApproved' : 'programRejected',
          name,
          by: actor.email,
          ...(notes ? { notes } : {}),
        },
        programId: program.id,
      },
      actor,
    );
  } catch (error) {
    logger.error('Program transition notifications failed', { action, programId: program.id, error: error as Error });
  }
}
