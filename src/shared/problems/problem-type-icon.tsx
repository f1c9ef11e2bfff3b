/**
 * A problem type's icon on a tile of the type's colour, as in the filter list,
 * the detail's title and glance rows: the same white-on-colour art as the map's
 * markers, so the list reads as the map's legend. The tile's ring (`--type-ring`)
 * keeps a dark type colour visible on a dark page.
 */
import { Icon } from '../components/icons/icon';
import { problemTypeStyle } from '../../domain/problem-types';
import './problem-type-icon.css';

export interface ProblemTypeIconProps {
  readonly type: string;
  /** The icon's size in CSS pixels; the tile's size and shape come from `className`. */
  readonly size: number;
  readonly className: string;
  /** The type's name, only where no text beside the icon says it. */
  readonly label?: string;
}

export function ProblemTypeIcon({ type, size, className, label }: ProblemTypeIconProps) {
  const style = problemTypeStyle(type);
  return (
    <span className={`type-tile ${className}`} style={{ backgroundColor: style.colour }}>
      <Icon name={style.icon} size={size} label={label} />
    </span>
  );
}
