import '../widgets.css';
import { AutoComplete, type AutoCompleteChangeEvent, type AutoCompleteCompleteEvent } from 'primereact/autocomplete';
import { Button } from 'primereact/button';
import { type SyntheticEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PagedResult } from '../../../../shared/contract/wrapper';
import {
  applyAnswer,
  emptyLookup,
  LOOKUP_DELAY_MS,
  LOOKUP_VISIBLE_OPTIONS,
  startLoadMore,
  startSearch,
  type LookupRequest,
  type LookupState,
} from './lookupPaging';

/** A chosen entry: its key and the text it shows. */
export interface LookupOption {
  key: string | number;
  label: string;
}

interface LookupCommon<T> {
  /** One page of matches from a list route (searchTerm, pageIndex, pageSize 20). */
  load: (request: Omit<LookupRequest, 'seq'>) => Promise<PagedResult<T>>;
  toOption: (item: T) => LookupOption;
  /** The spec's 'X not found.' text for this lookup. */
  notFound: string;
  inputId?: string;
  placeholder?: string;
  invalid?: boolean;
  disabled?: boolean;
  'aria-label'?: string;
  'aria-describedby'?: string;
  className?: string;
}
interface SingleLookup<T> extends LookupCommon<T> {
  multiple?: false;
  value: LookupOption | null;
  onChange: (value: LookupOption | null) => void;
}
interface MultipleLookup<T> extends LookupCommon<T> {
  multiple: true;
  value: LookupOption[];
  onChange: (value: LookupOption[]) => void;
}
export type LookupProps<T> = SingleLookup<T> | MultipleLookup<T>;

const OPTION_HEIGHT_PX = 44;
const isOption = (value: unknown): value is LookupOption =>
  typeof value === 'object' && value !== null && 'key' in value && 'label' in value;

/**
 * The paged typeahead (spec 01, section 2): a PrimeReact AutoComplete over a list route, 20 matches per page with
 * 'load more', 350 ms after the last key, from no text at all (a click, the down arrow or the dropdown button
 * lists everything), ten options in view, and the lookup's 'X not found.' text. Failed answers are ignored.
 */
export function Lookup<T>(props: LookupProps<T>) {
  const { t } = useTranslation();
  const { load, toOption } = props;
  const [lookup, setLookup] = useState<LookupState<LookupOption>>(emptyLookup);
  const stateRef = useRef(lookup);
  stateRef.current = lookup;
  const [text, setText] = useState<string | LookupOption | null>(props.multiple ? null : props.value);
  const autoComplete = useRef<AutoComplete>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // A value set from outside (form reset, record loaded) shows in the input.
  const singleValue = props.multiple ? null : props.value;
  useEffect(() => {
    if (!props.multiple) setText(singleValue);
  }, [singleValue?.key, singleValue?.label, props.multiple]); // eslint-disable-line react-hooks/exhaustive-deps

  const run = useCallback(
    (next: LookupState<LookupOption>, request: LookupRequest) => {
      stateRef.current = next;
      setLookup(next);
      const { seq: _seq, ...query } = request;
      load(query)
        .then((page) => ({ ...page, items: page.items.map(toOption) }))
        .catch(() => null)
        .then((page) => {
          if (!mounted.current) return;
          setLookup((current) => {
            const applied = applyAnswer(current, request, page, (o) => o.key);
            stateRef.current = applied;
            return applied;
          });
        });
    },
    [load, toOption],
  );

  const search = (term: string) => run(...startSearch(stateRef.current, term));

  // PrimeReact runs a typed search LOOKUP_DELAY_MS after the last key, and picking an option does not cancel it: an
  // option picked sooner (from the list of everything, or an earlier answer) would be followed by that late search
  // reopening the list over the pick. A typed search for text the input no longer holds, or that comes after a pick
  // with no key since, is dropped (`hide` also ends PrimeReact's busy state that search had started).
  const pickedSinceTyping = useRef(false);
  const complete = (e: AutoCompleteCompleteEvent) => {
    const typedSearch = e.originalEvent?.type === 'change';
    const input = inputRef.current;
    if (typedSearch && (pickedSinceTyping.current || (input !== null && input.value !== e.query))) {
      autoComplete.current?.hide();
      return;
    }
    search(e.query);
  };
  const loadMore = () => {
    const next = startLoadMore(stateRef.current);
    if (next) run(...next);
  };

  /** Lists everything when the input is empty and no list is open (an open one keeps its place and its pages). */
  const listEverything = (e: SyntheticEvent) => {
    const typed = props.multiple ? '' : (inputRef.current?.value ?? '');
    if (!typed && !autoComplete.current?.getOverlay()) autoComplete.current?.search(e, '', 'dropdown');
  };

  const chosen = new Set(props.multiple ? props.value.map((o) => o.key) : []);
  const suggestions = lookup.items.filter((o) => !chosen.has(o.key));

  const footer = lookup.hasMore ? (
    <div className="lookup-more">
      <Button
        type="button"
        link
        size="small"
        label={t('widgets.lookup.loadMore', { shown: lookup.items.length, total: lookup.totalCount })}
        loading={lookup.loading}
        // Keeps the focus in the input, so the list stays open and the typed text stays.
        onMouseDown={(e) => e.preventDefault()}
        onClick={loadMore}
      />
    </div>
  ) : null;

  const onChange = (e: AutoCompleteChangeEvent) => {
    if (props.multiple) {
      if (Array.isArray(e.value)) props.onChange((e.value as unknown[]).filter(isOption));
      return;
    }
    // forceSelection picks again, when the input loses focus, the option it already shows: no new choice, so no
    // second onChange (a lookup that acts on a pick, like adding a contact, would act twice).
    const again = isOption(e.value) && isOption(text) && e.value.key === text.key;
    if (again && e.originalEvent?.type === 'blur') return;
    setText(e.value as string | LookupOption | null);
    pickedSinceTyping.current = isOption(e.value);
    if (isOption(e.value)) props.onChange(e.value);
    else if (e.value === null || e.value === '') props.onChange(null);
  };

  return (
    <AutoComplete
      ref={autoComplete}
      inputRef={inputRef}
      inputId={props.inputId}
      value={props.multiple ? props.value : text}
      suggestions={suggestions}
      completeMethod={complete}
      field="label"
      multiple={props.multiple}
      onChange={onChange}
      // An empty lookup lists everything when the user asks: a click in it, or the down arrow. Not on focus alone,
      // which a form gives its first invalid field after a failed save: a list opened there hid the messages.
      onClick={(e) => {
        if (e.target === inputRef.current) listEverything(e);
      }}
      onKeyUp={(e) => {
        if (e.key === 'ArrowDown') listEverything(e);
      }}
      delay={LOOKUP_DELAY_MS}
      minLength={0}
      dropdown
      dropdownMode="blank"
      dropdownAriaLabel={t('widgets.lookup.showAll')}
      forceSelection={!props.multiple}
      showEmptyMessage
      emptyMessage={props.notFound}
      panelFooterTemplate={footer}
      scrollHeight={`${LOOKUP_VISIBLE_OPTIONS * OPTION_HEIGHT_PX}px`}
      placeholder={props.placeholder}
      invalid={props.invalid}
      disabled={props.disabled}
      aria-label={props['aria-label']}
      aria-describedby={props['aria-describedby']}
      className={['lookup', props.className].filter(Boolean).join(' ')}
      // The search the list answers, absent while a page is on its way: a test waits for its typed text here, so it
      // never clicks an option of an older list about to be redrawn.
      data-answered-search={lookup.loading ? undefined : lookup.searchTerm}
    />
  );
}
