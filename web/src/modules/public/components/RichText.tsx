import { sanitizeHtml } from '../sanitize';

type RichTextProps = { html: string; className?: string };

/** A translation written as HTML (part 3 §2), sanitised before React puts it in the page. */
export function RichText({ html, className }: RichTextProps) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
