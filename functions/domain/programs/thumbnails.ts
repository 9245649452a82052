import { PRESIGNED_URL_TTL_SECONDS } from '../../../shared/constants';
import type { RouteContext } from '../../lib/familyHandler';
import { presignGet } from '../../lib/clients/s3Presign';
import { env } from '../../lib/env';
import type { AuthContext } from '../../lib/identity';
import { listTacticFiles } from '../assets/tacticFileRepository';
import { getDocument, type DocumentRecord } from '../documents/documentRepository';
import { getReferenceRecord } from '../reference/referenceRepository';
import { loadVisibleProgram } from './guard';
import { parseProgramTacticId } from './keys';

/**
 * Tactic and theme thumbnails (spec 02, section 9: 300x200 by default): short-lived presigned GET links to the
 * picture of a catalog tactic (its image, else its first image file), a campaign theme, or a program tactic made
 * in the Create tactic modal. The browser shows the picture in a box of the asked size (the Image Preview modal
 * shows it whole); the links die after minutes, so a page asks again when it is shown again.
 */

type Query = RouteContext<'tactics.thumbnails'>['query'];
type Kind = 'tactic' | 'theme' | 'programTactic';

const isImage = (contentType: string | undefined) => !!contentType && contentType.startsWith('image/');

async function imageDocument(documentId: string | null | undefined): Promise<DocumentRecord | undefined> {
  if (!documentId) return undefined;
  const document = await getDocument(documentId);
  return document && isImage(document.contentType) ? document : undefined;
}

async function catalogTacticImage(id: number) {
  const tactic = await getReferenceRecord('tactic', id);
  if (!tactic) return undefined;
  const own = await imageDocument(tactic.documentId);
  if (own) return own;
  const file = (await listTacticFiles(id)).find((f) => isImage(f.contentType));
  return file ? imageDocument(file.documentId) : undefined;
}

async function themeImage(id: number) {
  const theme = await getReferenceRecord('campaignTheme', id);
  return theme ? imageDocument(theme.documentId) : undefined;
}

async function programTacticImages(ids: string[], auth: AuthContext) {
  const found = new Map<string, DocumentRecord>();
  const byProgram = new Map<number, string[]>();
  for (const id of ids) {
    if (!/^\d{1,12}-\d{1,6}$/.test(id)) continue;
    const { programId } = parseProgramTacticId(id);
    byProgram.set(programId, [...(byProgram.get(programId) ?? []), id]);
  }
  for (const [programId, wanted] of byProgram) {
    const aggregate = await loadVisibleProgram(programId, auth).catch(() => undefined);
    for (const tactic of aggregate?.tactics ?? []) {
      if (!wanted.includes(tactic.id)) continue;
      const document = await imageDocument(tactic.documentId);
      if (document) found.set(tactic.id, document);
    }
  }
  return found;
}

export async function thumbnails(query: Query, auth: AuthContext) {
  const numeric = (ids: string[] | undefined) => (ids ?? []).filter((id) => /^\d{1,10}$/.test(id)).map(Number);
  const pictures: { kind: Kind; id: string; document: DocumentRecord }[] = [];
  // Catalog tactics' files are the brand team's (docs/decisions.md, Access rules): none for retailer-side users.
  const tacticIds = auth.retailerSide ? [] : numeric(query.tacticIds);
  const [tactics, themes, programTactics] = await Promise.all([
    Promise.all(tacticIds.map(async (id) => [id, await catalogTacticImage(id)] as const)),
    Promise.all(numeric(query.themeIds).map(async (id) => [id, await themeImage(id)] as const)),
    programTacticImages(query.programTacticIds ?? [], auth),
  ]);
  for (const [id, document] of tactics) if (document) pictures.push({ kind: 'tactic', id: String(id), document });
  for (const [id, document] of themes) if (document) pictures.push({ kind: 'theme', id: String(id), document });
  for (const [id, document] of programTactics) pictures.push({ kind: 'programTactic', id, document });
  const expiresAt = new Date(Date.now() + PRESIGNED_URL_TTL_SECONDS * 1000).toISOString();
  return Promise.all(
    pictures.map(async ({ kind, id, document }) => ({
      kind,
      id,
      fileName: document.fileName,
      width: query.width,
      height: query.height,
      expiresAt,
      url: await presignGet({
        bucket: env.documentsBucket,
        key: document.key,
        contentDisposition: 'inline',
        contentType: document.contentType,
        expiresIn: PRESIGNED_URL_TTL_SECONDS,
      }),
    })),
  );
}
