// A vehicle's description is HTML (SPEC §2) written by its provider. It is cleaned here by an allowlist over the
// browser's own parser instead of DOMPurify: that library was 10 KB br of the vehicle page's first download for
// descriptions that are paragraphs and lists. What comes out is only the tags below, without attributes (a link
// keeps an http(s), mailto, tel or relative href), and text, which the serialiser escapes: nothing in it can run,
// and parsing it again can only regroup those tags.

const HTML_NS = 'http://www.w3.org/1999/xhtml';

/** Kept, without attributes (but a link's href). */
const KEEP = new Set([
  'p',
  'br',
  'hr',
  'div',
  'span',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'del',
  'ins',
  'mark',
  'small',
  'sub',
  'sup',
  'code',
  'pre',
  'blockquote',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'a',
]);

/**
 * Removed with their content: code, styles, embedded documents and forms, and the elements whose content is not
 * markup (raw text, or another namespace's) and so could read differently once serialised. Any other tag is
 * unwrapped: its text stays.
 */
const DROP = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'noscript',
  'noembed',
  'noframes',
  'xmp',
  'plaintext',
  'textarea',
  'title',
  'select',
  'option',
  'button',
  'input',
  'form',
  'head',
  'link',
  'meta',
  'base',
]);

// what the URL parser ignores or strips ("java\tscript:" is javascript:): control characters are the point here
// eslint-disable-next-line no-control-regex
const URL_IGNORED = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;
// a scheme of these, or none (a relative address)
const SAFE_URL = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.:-]|$))/i;

const safeHref = (value: string) => SAFE_URL.test(value.replace(URL_IGNORED, ''));

function clean(parent: Node): void {
  for (const node of Array.from(parent.childNodes)) {
    if (node.nodeType === 3) continue; // text
    if (node.nodeType !== 1) {
      node.parentNode?.removeChild(node); // comments, processing instructions
      continue;
    }
    const el = node as Element;
    // SVG and MathML (not the HTML namespace) go whole, like the DROP list
    const name = el.namespaceURI === HTML_NS ? el.localName : null;
    if (name === null || DROP.has(name)) {
      el.remove();
      continue;
    }
    clean(el);
    if (!KEEP.has(name)) {
      el.replaceWith(...Array.from(el.childNodes));
      continue;
    }
    for (const { name: attr, value } of Array.from(el.attributes)) {
      if (!(name === 'a' && attr === 'href' && safeHref(value))) el.removeAttribute(attr);
    }
  }
}

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The description's HTML with only harmless markup left. Without a DOM (a server render) it is all text. */
export function sanitizeHtml(html: string): string {
  if (typeof DOMParser === 'undefined') return escapeText(html);
  // a parsed document runs no script and loads nothing (it has no browsing context)
  const doc = new DOMParser().parseFromString(html, 'text/html');
  clean(doc.body);
  return doc.body.innerHTML;
}
