import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * An article's HTML, which the server sanitised on write and again on read (no script, handler or
 * frame survives; the CSP forbids inline script besides). Links inside the app stay in the app.
 */
export function ArticleHtml({ html }: { html: string }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href') ?? '';
    if (href.startsWith('/') && !href.startsWith('//')) {
      event.preventDefault();
      navigate(href);
    }
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the links inside are the focusable elements; Enter on a link is a click
    // biome-ignore lint/a11y/noStaticElementInteractions: delegation for the links inside
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server on write and on read; the CSP forbids inline script
    <div className="article-html" onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
