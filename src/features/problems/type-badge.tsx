import { problemTypeStyle } from '../../domain/problem-types';

/** A problem type with its icon and colour. */
export function TypeBadge({ type }: { type: string }) {
  const style = problemTypeStyle(type);
  return (
    <span className="type-badge" style={{ backgroundColor: style.colour }}>
      <span aria-hidden="true">{style.icon}</span> {type}
    </span>
  );
}
