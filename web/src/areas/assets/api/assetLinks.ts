import { mutate } from 'swr';
import type * as z from '../../../../../shared/zod';
import type { sendAssetLinkSchema } from '../../../../../shared/contract/schemas/assets';
import { callRoute, type RouteResult } from '../../../lib/api';
import { useRoute } from '../../../lib/useRoute';

export type AssetLink = RouteResult<'tactics.assetLinks'>[number];

/** Download counts change when recipients use their links: the list asks again this often while shown. */
const ASSET_LINKS_REFRESH_MS = 30_000;

const isLinksKey = (tacticId: number) => (key: unknown) =>
  Array.isArray(key) &&
  key[0] === 'tactics.assetLinks' &&
  (key[1] as { params?: { id?: number } } | undefined)?.params?.id === tacticId;

/** The links sent for a tactic: recipient, sent, expiry, status, downloads, last download (`tactics/{id}/asset-links`). */
export const useAssetLinks = (tacticId: number | null) =>
  useRoute('tactics.assetLinks', tacticId === null ? null : { params: { id: tacticId } }, {
    refreshInterval: ASSET_LINKS_REFRESH_MS,
    keepPreviousData: true,
  });

export const refreshAssetLinks = (tacticId: number) => mutate(isLinksKey(tacticId));

/** While a send has recipients queued, its report is read again this often. */
const SEND_REFRESH_MS = 1000;

/** A send's report: each recipient queued, sent or failed with SES's reason (`tactics/asset-link-sends/{id}`). */
export const useAssetSend = (sendId: string | null) =>
  useRoute('tactics.assetSend', sendId === null ? null : { params: { id: sendId } }, {
    refreshInterval: (latest) => (latest && latest.queued === 0 ? 0 : SEND_REFRESH_MS),
    keepPreviousData: true,
  });

/**
 * Queues a personal link to the tactic's files, valid 7 days, for each recipient (`tactics/send-asset-link-email`):
 * answers the send, each recipient queued; the mail sender sends them (docs/decisions.md, 'Bulk mail').
 */
export async function sendAssetLinkEmail(body: z.input<typeof sendAssetLinkSchema>) {
  try {
    return await callRoute('tactics.sendAssetLink', { body });
  } finally {
    await refreshAssetLinks(body.tacticId);
  }
}

/** Withdraws a link: it is refused from then on (`tactics/asset-links/{id}/revoke`). */
export async function revokeAssetLink(link: Pick<AssetLink, 'id' | 'tacticId'>) {
  const revoked = await callRoute('tactics.revokeAssetLink', { params: { id: link.id } });
  await refreshAssetLinks(link.tacticId);
  return revoked;
}

/** How many recipient suggestions show under the To field. */
const SUGGESTIONS_SHOWN = 8;

/**
 * The product's users whose e-mail or name holds what is typed, as recipient suggestions (`users/email-list`,
 * searched on the server); null waits (nothing typed).
 */
export const useRecipientSuggestions = (searchTerm: string | null) =>
  useRoute('users.emailList', searchTerm ? { query: { searchTerm, pageSize: SUGGESTIONS_SHOWN } } : null, {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
