import { messages } from '../../messages';

/** /about: its full copy arrives with the screens issue. */
export function AboutScreen() {
  return (
    <article className="page text-page">
      <h1>{messages.pages.aboutTitle}</h1>
    </article>
  );
}
