import { useCallback } from 'react';
import { Lookup, useNotFoundText, type LookupOption } from '../../../components/lookup';
import { lookupUsers, type LookupUser } from '../api/users';

const toOption = (user: LookupUser): LookupOption => ({
  key: user.id,
  label: user.name ? `${user.name} (${user.email})` : user.email,
});

/** Recipients: a paged user search with removable chips (`users/lookup/users`). */
export function UserPicker(props: {
  inputId: string;
  value: LookupOption[];
  onChange: (users: LookupOption[]) => void;
  invalid?: boolean;
  disabled?: boolean;
  describedBy?: string;
  placeholder?: string;
}) {
  const notFound = useNotFoundText('users');
  const load = useCallback(
    (request: { searchTerm: string; pageIndex: number; pageSize: number }) => lookupUsers(request),
    [],
  );
  return (
    <Lookup<LookupUser>
      multiple
      inputId={props.inputId}
      value={props.value}
      onChange={props.onChange}
      load={load}
      toOption={toOption}
      notFound={notFound}
      invalid={props.invalid}
      disabled={props.disabled}
      placeholder={props.placeholder}
      aria-describedby={props.describedBy}
    />
  );
}
