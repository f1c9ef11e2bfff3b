import { messages } from '../../messages';

/** /download: its tabs and the APK download arrive with the screens issue. */
export function DownloadScreen() {
  return (
    <article className="page download-page">
      <h1>{messages.download.title}</h1>
    </article>
  );
}
