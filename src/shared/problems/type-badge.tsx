import { Icon } from '../components/icons/icon';
import { problemTypeStyle } from '../../domain/problem-types';
import { problemTypeLabel } from '../../messages/problem-words';
import './badges.css';

/** A problem type (its label in the reader's language) with its icon and colour; the name is beside the icon, so the icon is hidden from screen readers. */
export function TypeBadge({ type }: { type: string }) {
  const style = problemTypeStyle(type);
  return (
    <span className="type-badge" style={{ backgroundColor: style.colour }}>
      <Icon name={style.icon} size={16} /> {problemTypeLabel(type)}
    </span>
  );
}
