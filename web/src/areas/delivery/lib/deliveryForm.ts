import { addDays, calendarToday, checkDeliveryInformation } from '../../../../../shared/delivery/rules';
import { validationMessages } from '../../../../../shared/messages';
import { isInvalidDateValue, type DateInputValue } from '../../../components/format/dateValue';

/** The user's IANA time zone: "tomorrow" is tomorrow on the user's own calendar, here and on the server. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export const tomorrowOf = (now: Date, timeZone: string) => addDays(calendarToday(now, timeZone), 1);

export interface DeliveryFacts {
  locationCount: number;
  onlyDownloads: boolean;
  canEdit: boolean;
}

export interface DeliverySaveCheck {
  /** Field messages (`deliveryDate`, `locations`) and `general`; empty when the save may go. */
  errors: Record<string, string[]>;
  /** The date to send: the typed one, or tomorrow when none (null for download-only carts). */
  deliveryDate: string | null;
}

/**
 * The delivery rules before a save (spec 02, section 5), with the skips: the date rule is not applied for users
 * who cannot edit or when opened from campaigns; download-only carts need neither locations nor a date.
 */
export function checkBeforeSave(
  facts: DeliveryFacts,
  typedDate: DateInputValue | undefined,
  options: { fromCampaigns: boolean; today: string },
): DeliverySaveCheck {
  if (isInvalidDateValue(typedDate))
    return { errors: { deliveryDate: [validationMessages.invalidDate] }, deliveryDate: null };
  return checkDeliveryInformation(
    {
      deliveryDate: typedDate ?? null,
      locationCount: facts.locationCount,
      onlyDownloads: facts.onlyDownloads,
      skipDateRule: !facts.canEdit || options.fromCampaigns,
    },
    options.today,
  );
}

/** The date the field starts with: the stored one, else tomorrow (the spec's default delivery date). */
export function initialDeliveryDate(
  stored: string | null,
  facts: Pick<DeliveryFacts, 'onlyDownloads' | 'canEdit'>,
  tomorrow: string,
): DateInputValue {
  if (stored) return stored;
  return facts.onlyDownloads || !facts.canEdit ? null : tomorrow;
}
