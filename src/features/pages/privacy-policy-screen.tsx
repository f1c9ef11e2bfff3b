import { messages } from '../../messages';

/** /privacy-policy: its full copy arrives with the screens issue. */
export function PrivacyPolicyScreen() {
  return (
    <article className="page text-page">
      <h1>{messages.pages.privacyTitle}</h1>
    </article>
  );
}
