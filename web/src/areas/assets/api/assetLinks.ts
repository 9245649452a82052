import { mutate } from 'swr';
import type { z } from 'zod';
import type { sendAssetLinkSchema } from '../../../../../shared/contract/schemas/communication';
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

/**
 * E-mails each recipient a personal link to the tactic's files, valid 7 days (`tactics/send-asset-link-email`).
 * When SES refuses someone the server answers 502 with its text; the list is read again either way, since the
 * others may have been sent.
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
