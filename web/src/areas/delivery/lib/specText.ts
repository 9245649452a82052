import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { deliveryMessages } from '../../../../../shared/delivery/rules';
import { inputMessages } from '../../../../../shared/messages';
import { translateMessage } from '../../../lib/i18n';

/**
 * The delivery texts of the spec live in shared/delivery/rules (`deliveryMessages`), word for word. They are shown
 * through `delivery.spec.*`; the `us` file holds the same words (a unit test keeps them equal), so a server
 * message that arrives in English is shown in the reader's language too.
 */
export type DeliveryMessage = keyof typeof deliveryMessages;

const keyByText = new Map<string, string>([
  ...Object.entries(deliveryMessages).map(([name, text]) => [text, `delivery.spec.${name}`] as const),
  // A distribution cell's bad input (the spec words none): the shared texts, in the reader's language.
  [inputMessages.quantityNegative, 'delivery.distribution.quantityNegative'],
  [inputMessages.quantityNotANumber, 'delivery.distribution.quantityNotWhole'],
]);

const deliverySpecKey = (name: DeliveryMessage) => `delivery.spec.${name}`;

/** `spec(name)` gives a delivery text in the reader's language; `message(text)` translates any text it knows. */
export function useDeliveryText() {
  const { t } = useTranslation();
  const spec = useCallback((name: DeliveryMessage) => t(deliverySpecKey(name)), [t]);
  const message = useCallback(
    (text: string) => {
      const key = keyByText.get(text);
      return key ? t(key) : translateMessage(t, text);
    },
    [t],
  );
  return { spec, message };
}
