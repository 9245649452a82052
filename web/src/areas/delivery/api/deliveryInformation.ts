import { mutate } from 'swr';
import { callRoute, type RouteCallInput, type RouteResult } from '../../../lib/api';
import { routeKey, useRoute } from '../../../lib/useRoute';
import { browserTimeZone } from '../lib/deliveryForm';

export type DeliveryInformation = RouteResult<'delivery.information'>;
type SaveBody = Omit<RouteCallInput<'delivery.saveInformation'>['body'], 'timeZone'>;

/** The program's delivery date, notes, selected locations and flags (`GET programs/{id}/deliveryinformation`). */
export const useDeliveryInformation = (programId: number | null) =>
  useRoute('delivery.information', programId ? { params: { id: programId } } : null, { revalidateOnFocus: false });

/** Reads kept by other screens that a delivery change makes old: the program (its version), its cart, its distribution. */
const dependsOnDelivery = /^(programs\.|delivery\.distribution)/;

/**
 * After a change: the answer becomes the cached delivery information, and the program's other reads (its version
 * moved on) are read again, so the programs screens never save over it with an older version.
 */
export async function deliveryChanged(information?: DeliveryInformation, programId?: number) {
  const id = information?.programId ?? programId;
  if (information)
    await mutate(routeKey('delivery.information', { params: { id: information.programId } }), information, {
      revalidate: false,
    });
  else if (id) await mutate(routeKey('delivery.information', { params: { id } }));
  await mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && dependsOnDelivery.test(key[0]));
}

/** Saves date and notes at the version read; the date must be tomorrow or later in the user's time zone. */
export async function saveDeliveryInformation(programId: number, body: SaveBody) {
  const information = await callRoute('delivery.saveInformation', {
    params: { id: programId },
    body: { ...body, timeZone: browserTimeZone() },
  });
  await deliveryChanged(information);
  return information;
}

/** Saves only the date (`POST programs/{id}/update-delivery-date`): what a user who cannot edit the notes may change. */
export async function saveDeliveryDate(programId: number, body: Omit<SaveBody, 'deliveryNotes'>) {
  const information = await callRoute('delivery.updateDate', {
    params: { id: programId },
    body: { ...body, timeZone: browserTimeZone() },
  });
  await deliveryChanged(information);
  return information;
}
