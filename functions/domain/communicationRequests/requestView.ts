import {
  communicationRequestWorkflow,
  requestCode,
  requestNotices,
  versionDisplayName,
} from '../../../shared/communication/requests';
import { toPagedResult } from '../../../shared/contract/wrapper';
import { NotFound } from '../../lib/errors';
import { canSeeRetailer, retailerScopeOf, type AuthContext } from '../../lib/identity';
import { pageInMemory } from '../../lib/paging';
import { getProgramAggregate } from '../programs/programRepository';
import { programInfo, reasonRows, tacticRows } from './requestLookups';
import { checkArrivals } from './requestFiles';
import {
  getRequestRoot,
  getRequestWithVersions,
  listRequestRows,
  saveVersionFiles,
  type RequestMessage,
  type RequestRoot,
  type RequestVersion,
  type StoredFile,
} from './requestRepository';
import { getMessagesById, listVersionMessages, saveMessageFiles } from './messageRepository';

/**
 * Who sees a request: whoever sees its program (spec: access follows the program). The request keeps its
 * program's retailer, so a retailer-side user sees only their retailers' requests; anything else is 404.
 */
export async function loadVisibleRequest(id: number, auth: AuthContext): Promise<RequestRoot> {
  const [root, scope] = await Promise.all([getRequestRoot(id), retailerScopeOf(auth)]);
  if (!root || !canSeeRetailer(scope, root.retailerId)) throw new NotFound(requestNotices.notFound);
  return root;
}

const statusText = (root: RequestRoot) => communicationRequestWorkflow.stateNames[root.status];

/** The Request Info and Program Info of a request (the tabs' data). */
async function infoOf(root: RequestRoot, versions: RequestVersion[]) {
  const aggregate = await getProgramAggregate(root.programId);
  const sorted = [...versions].sort((a, b) => a.versionId - b.versionId);
  return {
    id: root.id,
    requestId: requestCode(root.id),
    programId: root.programId,
    requestName: root.requestName,
    status: root.status,
    requestStatus: statusText(root),
    reviewByDate: root.reviewByDate,
    dueDate: root.dueDate,
    reasonsForReview: reasonRows(root.reasonIds),
    relatedTactics: aggregate ? tacticRows(aggregate, root.tacticIds) : [],
    requestVersions: sorted.map((v) => ({
      versionId: v.versionId,
      displayName: versionDisplayName(v.versionId),
      uploadedByName: v.uploadedByName,
      uploadedDate: v.uploadedAt,
      complete: v.files.every((f) => f.received),
    })),
    currentVersionId: root.currentVersionId,
    nextVersionId: root.currentVersionId + 1,
    programInfo: aggregate
      ? await programInfo(aggregate)
      : {
          programId: root.programId,
          programName: root.programName,
          programDescription: '',
          customer: '',
          jtbd: [],
          fundingSources: [],
        },
    contacts: root.contacts,
    createdBy: root.createdBy,
    createdByName: root.createdByName,
    createdDate: root.createdAt,
    version: root.version,
  };
}

/** The info as it is now (after a change), for the routes that answer it. */
export async function currentInfo(id: number) {
  const found = await getRequestWithVersions(id);
  if (!found) throw new NotFound(requestNotices.notFound);
  return infoOf(found.root, found.versions);
}

const fileRow = (f: StoredFile) => ({
  documentId: f.documentId,
  key: f.key,
  title: f.fileName,
  contentType: f.contentType,
  size: f.size,
  state: f.received ? ('received' as const) : ('missing' as const),
});

const messageRow = (m: RequestMessage) => ({
  requestMessageId: m.requestMessageId,
  parentId: m.parentId,
  requestId: m.requestId,
  versionId: m.versionId,
  message: m.message,
  fileNames: m.files.map((f) => f.fileName).join(','),
  files: m.files.map(fileRow),
  createdBy: m.createdBy,
  createdByName: m.createdByName,
  createdDate: m.createdAt,
  editedDate: m.editedAt,
  isRequestMessage: m.isRequestMessage,
});

/**
 * Files announced but not seen yet are looked for (HEAD) and, when found, recorded once; the answer says which
 * are still missing, so a request whose upload broke off shows it and the user can upload them again.
 */
export async function settleArrivals(root: RequestRoot, version: RequestVersion, messages: RequestMessage[]) {
  const versionCheck = await checkArrivals(version.files);
  const settledVersion = { ...version, files: versionCheck.files };
  if (versionCheck.changed) await saveVersionFiles(root, settledVersion);
  const settledMessages = await Promise.all(
    messages.map(async (m) => {
      if (m.files.every((f) => f.received)) return m;
      const check = await checkArrivals(m.files);
      const settled = { ...m, files: check.files };
      if (check.changed) await saveMessageFiles(settled);
      return settled;
    }),
  );
  return { version: settledVersion, messages: settledMessages };
}

/** Details: info, one version (the latest by default) with its checklist, and that version's thread. */
export async function requestDetails(auth: AuthContext, id: number, versionId?: number) {
  const [found, scope] = await Promise.all([getRequestWithVersions(id), retailerScopeOf(auth)]);
  if (!found || !canSeeRetailer(scope, found.root.retailerId)) throw new NotFound(requestNotices.notFound);
  const { root, versions } = found;
  const chosen = versions.find((v) => v.versionId === (versionId ?? root.currentVersionId));
  if (!chosen) throw new NotFound(requestNotices.versionNotFound);
  const [info, thread, carried] = await Promise.all([
    infoOf(root, versions),
    listVersionMessages(id, chosen.versionId),
    getMessagesById(
      id,
      chosen.checklist.map((l) => ({ versionId: l.fromVersionId, requestMessageId: l.requestMessageId })),
    ),
  ]);
  const settled = await settleArrivals(root, chosen, thread);
  if (settled.version.files !== chosen.files) {
    const row = info.requestVersions.find((v) => v.versionId === chosen.versionId)!;
    row.complete = settled.version.files.every((f) => f.received);
  }
  const texts = new Map(carried.map((m) => [m.requestMessageId, m]));
  const roots = settled.messages.filter((m) => m.parentId === null);
  return {
    info,
    version: {
      versionId: chosen.versionId,
      displayName: versionDisplayName(chosen.versionId),
      locked: chosen.versionId < root.currentVersionId,
      uploadedBy: chosen.uploadedBy,
      uploadedByName: chosen.uploadedByName,
      uploadedDate: chosen.uploadedAt,
      files: settled.version.files.map(fileRow),
      // A carried comment deleted since (with its thread) leaves the checklist.
      checklist: chosen.checklist
        .filter((line) => texts.has(line.requestMessageId))
        .map((line) => ({
          requestMessageId: line.requestMessageId,
          fromVersionId: line.fromVersionId,
          message: texts.get(line.requestMessageId)?.message ?? '',
          createdByName: texts.get(line.requestMessageId)?.createdByName ?? '',
          done: line.done,
          doneByName: line.doneByName ?? null,
        })),
    },
    messages: roots.map((m) => ({
      ...messageRow(m),
      replies: settled.messages.filter((r) => r.parentId === m.requestMessageId).map(messageRow),
    })),
  };
}

/**
 * The list: the requests of the caller's programs (every request for internal users, their retailers' for
 * retailer-side users), read from the list index with their rows, then searched, filtered, sorted and paged.
 */
export async function listRequests(
  auth: AuthContext,
  query: {
    pageSize: number;
    pageIndex: number;
    searchTerm?: string;
    sortBy?: string;
    sortDirection?: 'asc' | 'desc';
    status?: 'open' | 'approved';
    programId?: number;
  },
) {
  const scope = await retailerScopeOf(auth);
  if (scope !== 'all' && scope.size === 0) return toPagedResult([], query.pageIndex, query.pageSize, 0);
  const roots = await listRequestRows(scope === 'all' ? 'all' : [...scope]);
  const rows = roots
    .filter(
      (r) => (!query.status || r.status === query.status) && (!query.programId || r.programId === query.programId),
    )
    .map((r) => ({
      id: r.id,
      requestId: requestCode(r.id),
      programId: r.programId,
      programName: r.programName,
      requestName: r.requestName,
      status: r.status,
      requestStatus: statusText(r),
      reviewByDate: r.reviewByDate,
      dueDate: r.dueDate,
      currentVersionId: r.currentVersionId,
      missingFiles: r.missingFiles ?? 0,
      createdBy: r.createdBy,
      createdByName: r.createdByName,
      createdDate: r.createdAt,
      updatedDate: r.updatedAt,
    }));
  const sortDirection = query.sortBy ? query.sortDirection : (query.sortDirection ?? 'desc');
  return pageInMemory(
    rows,
    { ...query, sortDirection },
    {
      searchFields: ['requestId', 'requestName', 'programName', 'createdByName', 'requestStatus'],
      sortFields: [
        'id',
        'requestName',
        'programName',
        'requestStatus',
        'reviewByDate',
        'dueDate',
        'createdDate',
        'updatedDate',
      ],
      defaultSort: 'createdDate',
    },
  );
}
