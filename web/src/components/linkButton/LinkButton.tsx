import { Link } from 'react-router-dom';
import './linkButton.css';

interface LinkButtonProps {
  /** Where it goes, in the app. */
  to: string;
  /** What it says; without one it is an icon-only button named by `ariaLabel`. */
  label?: string;
  /** A PrimeIcons class (`pi pi-arrow-right`). */
  icon?: string;
  iconPos?: 'left' | 'right';
  variant?: 'filled' | 'outlined' | 'text';
  size?: 'small';
  ariaLabel?: string;
}

/**
 * A link drawn as a PrimeReact button: a step to another page that reads as an action. The one place a link takes
 * the button's classes, so each variant takes its colours from the theme and the skin as a Button of that variant
 * does (a link of its own once drew a filled button's text in the fill's own colour).
 */
export function LinkButton({
  to,
  label,
  icon,
  iconPos = 'left',
  variant = 'filled',
  size,
  ariaLabel,
}: LinkButtonProps) {
  const classes = [
    'p-button',
    variant === 'outlined' && 'p-button-outlined',
    variant === 'text' && 'p-button-text',
    size === 'small' && 'p-button-sm',
    !label && 'p-button-icon-only',
  ];
  const glyph = icon && (
    <span className={`p-button-icon ${label ? `p-button-icon-${iconPos}` : ''} ${icon}`} aria-hidden />
  );
  return (
    <Link to={to} className={classes.filter(Boolean).join(' ')} aria-label={ariaLabel} title={ariaLabel}>
      {iconPos === 'left' && glyph}
      {label && <span className="p-button-label">{label}</span>}
      {iconPos === 'right' && glyph}
    </Link>
  );
}
