/** One h2 section of a static page: heading, paragraphs, an optional bulleted list, then any extra content. */
import type { ReactNode } from 'react';

export interface TextSectionProps {
  /** Anchor for the page's contents list; unique on the page. */
  id: string;
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
  className?: string;
  /** For short items that read well side by side on wide screens. */
  listClassName?: string;
  children?: ReactNode;
}

export function TextSection({ id, heading, paragraphs = [], items = [], className, listClassName, children }: TextSectionProps) {
  return (
    <section id={id} className={className ? `text-section ${className}` : 'text-section'}>
      <h2>{heading}</h2>
      {paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
      {items.length > 0 && (
        <ul className={listClassName}>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {children}
    </section>
  );
}
