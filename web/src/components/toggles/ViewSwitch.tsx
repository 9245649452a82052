import '../widgets.css';
import { Button } from 'primereact/button';

/** Which of a page's views shows: a row of toggle buttons, the chosen one pressed. */
export function ViewSwitch<V extends string>({
  value,
  options,
  onChange,
  label,
}: {
  value: V;
  options: { value: V; label: string }[];
  onChange: (value: V) => void;
  label: string;
}) {
  return (
    <div className="view-switch" role="group" aria-label={label}>
      {options.map((option) => (
        <Button
          key={option.value}
          type="button"
          label={option.label}
          size="small"
          outlined={option.value !== value}
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        />
      ))}
    </div>
  );
}
