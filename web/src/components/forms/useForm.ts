import { useCallback, useRef, useState, type FormEvent } from 'react';
import type * as z from '../../../../shared/zod';
import { ApiError } from '../../lib/api';
import {
  afterFieldChange,
  errorsFromFailure,
  errorsFromZod,
  errorsOf,
  firstFieldWithError,
  hasErrors,
  noErrors,
  type FormErrors,
} from './formErrors';

export interface FormOptions<V, B> {
  initial: V;
  /** The fields the form shows, in order: messages for others go to the form's own list. */
  fieldNames: readonly string[];
  /** The schema the server checks the body with: checked here first for immediate messages. */
  schema?: z.ZodMiniType<B>;
  /** The form's values as the body (trimming, leaving out what the form does not send). */
  toBody?: (values: V) => unknown;
  /** Shown above the form when the check fails ('There were some validation errors.'). */
  invalidMessage?: string;
  /** Where a field's input is, to focus the first one with a message. */
  inputIdOf?: (field: string) => string;
  /** The form's own rules, checked before the schema: messages by field (none: the values may go). */
  check?: (values: V) => FormErrors;
  /** Told when a check kept the values from going (to say so in the message box, say). */
  onInvalid?: (errors: FormErrors) => void;
  /** A failed save as messages, where the form maps the server's answer its own way (default: errorsFromFailure). */
  failureErrors?: (error: unknown) => FormErrors;
  /**
   * Once a save was tried, `check` runs again on every change, so its messages follow what is typed (they go
   * when fixed, come back when broken again), and a change clears the form-level message of the last try.
   */
  live?: boolean;
  /** How the first input with a message is brought to the user (default: focused). */
  reveal?: (inputId: string) => void;
}

/** Brings an input into the middle of the view and focuses it (a typeahead opens no list on focus alone). */
export function revealField(id: string) {
  const element = document.getElementById(id);
  if (!element) return;
  element.scrollIntoView({ block: 'center' });
  element.focus({ preventScroll: true });
}

/** The last try's messages with the form's own check of what is typed now (the check's field messages win). */
const withLiveCheck = (last: FormErrors, now: FormErrors): FormErrors => ({
  fields: { ...last.fields, ...now.fields },
  general: last.general.length ? last.general : now.general,
});

/**
 * The state of an edit form: what the user typed (never dropped by a failed save), the messages beside each
 * field from the client-side check and from the server's 400, and whether a 409 said the record went stale.
 */
export function useForm<V extends object, B = unknown>(options: FormOptions<V, B>) {
  const [values, setValues] = useState<V>(options.initial);
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const [stale, setStale] = useState(false);
  const [saving, setSaving] = useState(false);
  const [tried, setTried] = useState(false);
  const optionsRef = useRef(options);
  optionsRef.current = options;

  const focus = (found: FormErrors) => {
    const { fieldNames, inputIdOf, reveal } = optionsRef.current;
    const first = firstFieldWithError(found, fieldNames);
    if (!first || !inputIdOf) return;
    const id = inputIdOf(first);
    window.setTimeout(() => (reveal ? reveal(id) : document.getElementById(id)?.focus()), 0);
  };

  /**
   * The field's messages go (and, in a live form, the form-level ones of the last try; in any form, the check's
   * `invalidMessage` once no field has a message left).
   */
  const clearField = useCallback((name: string) => {
    const { live, invalidMessage } = optionsRef.current;
    setErrors((current) => {
      const next = afterFieldChange(current, name, invalidMessage);
      return live && next.general.length ? { ...next, general: [] } : next;
    });
  }, []);

  const change = useCallback(
    <K extends keyof V & string>(name: K, value: V[K]) => {
      setValues((current) => ({ ...current, [name]: value }));
      clearField(name);
    },
    [clearField],
  );

  /** Starts again from a record (loaded, or reloaded after a 409). */
  const reset = useCallback((next: V) => {
    setValues(next);
    setErrors(noErrors);
    setStale(false);
    setTried(false);
  }, []);

  /** Checks, then saves; returns whether the save went through. */
  const submit = async (event: FormEvent | undefined, save: (body: B) => Promise<unknown>): Promise<boolean> => {
    event?.preventDefault();
    const { schema, toBody, fieldNames, invalidMessage, check, onInvalid, failureErrors, live } = optionsRef.current;
    if (live) setTried(true);
    const own = check?.(values);
    if (own && hasErrors(own)) {
      setErrors(own);
      focus(own);
      onInvalid?.(own);
      return false;
    }
    const body = toBody ? toBody(values) : values;
    let checked = body as B;
    if (schema) {
      const result = schema.safeParse(body);
      if (!result.success) {
        const found = errorsFromZod(result.error, fieldNames);
        setErrors(invalidMessage ? { ...found, general: [invalidMessage, ...found.general] } : found);
        focus(found);
        onInvalid?.(found);
        return false;
      }
      checked = result.data;
    }
    setSaving(true);
    try {
      await save(checked);
      setErrors(noErrors);
      setStale(false);
      return true;
    } catch (error) {
      const found = failureErrors ? failureErrors(error) : errorsFromFailure(error, fieldNames);
      setErrors(found);
      setStale(error instanceof ApiError && error.status === 409);
      focus(found);
      return false;
    } finally {
      setSaving(false);
    }
  };

  const shown = () => {
    const { live, check } = optionsRef.current;
    return live && tried && check ? withLiveCheck(errors, check(values)) : errors;
  };

  return {
    values,
    setValues,
    change,
    clearField,
    /** A field's value, its change and its messages, for a field component (`<TextInputField {...form.bind('name')} />`). */
    bind: <K extends keyof V & string>(name: K) => ({
      value: values[name],
      onChange: (value: V[K]) => change(name, value),
      messages: errorsOf(shown(), name),
    }),
    /**
     * The messages to show. In a live form they are worked out when read, so `check` may use what the
     * component reads after this hook (data that depends on the values).
     */
    get errors(): FormErrors {
      return shown();
    },
    setErrors,
    stale,
    saving,
    submit,
    reset,
  };
}
