/** The support address as a mailto link, on its own or inside a sentence of the catalogue. */
import { messages } from '../../messages';
import { supportMailtoHref } from './support-mailto';

const PLACEHOLDER = '{email}';

export function SupportEmailLink() {
  return <a href={supportMailtoHref()}>{messages.pages.supportEmail}</a>;
}

/** Renders `text`, putting the support email link where the text says `{email}`. */
export function SupportEmailText({ text }: { text: string }) {
  const at = text.indexOf(PLACEHOLDER);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <SupportEmailLink />
      {text.slice(at + PLACEHOLDER.length)}
    </>
  );
}
