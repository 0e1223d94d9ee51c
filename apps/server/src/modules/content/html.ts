import type sanitizeHtml from 'sanitize-html';

/** What an article may contain: text structure, links, images of ours; no script, style or frame. */
const ARTICLE_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'b',
    'i',
    'code',
    'pre',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'a',
    'img',
    'hr',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan'],
    th: ['colspan'],
  },
  allowedSchemes: ['https'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  // Links outside the app open in a new tab and pass on nothing.
  transformTags: {
    a: (tagName, given) => {
      const href = given.href ?? '';
      const inside = href.startsWith('/') && !href.startsWith('//');
      const attribs: sanitizeHtml.Attributes = inside
        ? { href }
        : { href, target: '_blank', rel: 'noopener noreferrer' };
      return { tagName, attribs };
    },
  },
  disallowedTagsMode: 'discard',
};
let sanitizer: Promise<typeof sanitizeHtml> | undefined;

/**
 * Sanitised HTML: on every write, and again on every read (a row may have been written by hand).
 * sanitize-html loads on first use: loading it was a tenth of a warm start (issue 9).
 */
export async function cleanHtml(html: string): Promise<string> {
  sanitizer ??= import('sanitize-html').then((m) => m.default);
  return (await sanitizer)(html, ARTICLE_HTML);
}
