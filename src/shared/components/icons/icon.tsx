/**
 * One icon of the site's set (icon-paths.ts), drawn in the current text colour.
 * With a `label` it stands alone and is an image with that name; without one it
 * sits beside text that already says what it is, so screen readers skip it.
 */
import { ICON_PATHS, type IconName } from './icon-paths';
import { iconStrokeWidth } from './icon-svg';
import './icon.css';

export interface IconProps {
  readonly name: IconName;
  /** Rendered width and height in CSS pixels. */
  readonly size: number;
  /** The accessible name, only where no text beside the icon says the same. */
  readonly label?: string;
  readonly className?: string;
}

export function Icon({ name, size, label, className }: IconProps) {
  const a11y = label ? ({ role: 'img', 'aria-label': label } as const) : ({ 'aria-hidden': true } as const);
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={iconStrokeWidth(size)}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...a11y}
    >
      {ICON_PATHS[name].map((d, i) => (
        <path key={i} d={d} />
      ))}
    </svg>
  );
}
