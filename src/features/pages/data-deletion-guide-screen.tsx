import { messages } from '../../messages';

/** /data-deletion-guide: its full copy arrives with the screens issue. */
export function DataDeletionGuideScreen() {
  return (
    <article className="page text-page">
      <h1>{messages.pages.deletionTitle}</h1>
    </article>
  );
}
