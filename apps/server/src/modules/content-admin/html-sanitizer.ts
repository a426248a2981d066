import sanitizeHtml from 'sanitize-html';

/**
 * The HTML a notice or a help article may carry, whatever the editor (or a caller without it) sends: the
 * rich-text editor's own marks and blocks, links and images. No script, style, frame or form, no event
 * handler or style attribute, and links only to http(s), mailto or a path of the site (no javascript: or
 * data: URL). The portal sanitises again before it renders; this keeps stored content clean for every reader.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h1',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'hr',
    'a',
    'img',
    'span',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // The text of a removed script or style is dropped with it, never shown as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  transformTags: {
    // External links open in a new tab without handing over the opener.
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href;
      if (href === undefined) return { tagName, attribs: {} };
      const external = /^https?:/i.test(href);
      return { tagName, attribs: external ? { href, target: '_blank', rel: 'noopener noreferrer' } : { href } };
    },
  },
};

export const sanitizeContentHtml = (html: string): string => sanitizeHtml(html, OPTIONS).trim();
