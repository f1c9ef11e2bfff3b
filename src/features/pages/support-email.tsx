/** The support address as a mailto link, on its own or inside a sentence of the catalogue. */
import { SUPPORT_EMAIL } from '../../domain/constants';
import { t, type MessageId } from '../../messages/i18n';
import type { MessageValues } from '../../messages/message-ids';
import { supportMailtoHref } from './support-mailto';

/** The messages with an `{email}` where the link goes, so a translation can move it. */
export type EmailSentenceId = { [K in MessageId]: MessageValues[K] extends { readonly email: string | number } ? K : never }[MessageId];

// Put in for {email}, then cut at: a mark no sentence contains.
const MARK = '\u0000email\u0000';

export function SupportEmailLink({ href = supportMailtoHref() }: { href?: string }) {
  return <a href={href}>{SUPPORT_EMAIL}</a>;
}

/** Renders sentence `id`, putting the support email link where it says `{email}`. */
export function SupportEmailText({ id, href }: { id: EmailSentenceId; href?: string }) {
  const [before = '', after = ''] = t(id, { email: MARK }).split(MARK);
  return (
    <>
      {before}
      <SupportEmailLink href={href} />
      {after}
    </>
  );
}
