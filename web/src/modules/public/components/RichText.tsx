import { memo, useMemo } from 'react';
import { sanitizeHtml } from '../sanitize';

type RichTextProps = { html: string; className?: string };

/** A translation written as HTML (part 3 §2), sanitised before React puts it in the page. */
export const RichText = memo(function RichText({ html, className }: RichTextProps) {
  // Parsing and cleaning is the costly part: once per text, not once per render of the page.
  const clean = useMemo(() => ({ __html: sanitizeHtml(html) }), [html]);
  return <div className={className} dangerouslySetInnerHTML={clean} />;
});
