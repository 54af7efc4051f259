/**
 * The HTML of a mail: one layout (the site's logo and name, the content, the footer) and the few blocks the
 * templates are made of. Everything that comes from data — names, addresses, notes, the site's own name — goes
 * through `escapeHtml`; the blocks take text and escape it themselves, so a template cannot forget. Inline styles
 * and tables only: mail clients drop style sheets and most of CSS layout.
 */

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/** Markup already escaped: only the blocks below make it. */
export interface Html {
  readonly html: string;
}
const markup = (html: string): Html => ({ html });

export const paragraph = (text: string, style = ''): Html =>
  markup(`<p style="margin:0 0 12px;${style}">${escapeHtml(text)}</p>`);

export const heading = (text: string): Html =>
  markup(`<h1 style="margin:0 0 16px;font-size:20px;line-height:1.3">${escapeHtml(text)}</h1>`);

/** The code of a code mail: big, spaced, selectable. */
export const codeBlock = (code: string): Html =>
  markup(
    `<p style="margin:8px 0 16px;font-size:32px;font-weight:bold;letter-spacing:6px;font-family:monospace">${escapeHtml(code)}</p>`,
  );

/** Label / value rows (addresses, payment, times). */
export function facts(rows: readonly (readonly [label: string, value: string])[]): Html {
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#666;vertical-align:top">${escapeHtml(label)}</td>` +
        `<td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return markup(`<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${cells}</table>`);
}

export interface ReceiptLine {
  name: string;
  /** variations and add-ons, one per entry */
  details: string[];
  quantity: string;
  amount: string;
}

/** The lines of a receipt: name (with its options below), quantity, amount; then the totals, the last one bold. */
export function receipt(
  columns: readonly [item: string, quantity: string, price: string],
  lines: readonly ReceiptLine[],
  totals: readonly (readonly [label: string, amount: string])[],
): Html {
  const cell = 'padding:6px 8px;border-bottom:1px solid #eee';
  const head = columns
    .map((c, i) => `<th style="${cell};text-align:${i ? 'right' : 'left'};color:#666">${escapeHtml(c)}</th>`)
    .join('');
  const body = lines
    .map(
      (l) =>
        `<tr><td style="${cell}">${escapeHtml(l.name)}${l.details
          .map((d) => `<br><span style="color:#666;font-size:13px">${escapeHtml(d)}</span>`)
          .join('')}</td><td style="${cell};text-align:right">${escapeHtml(l.quantity)}</td>` +
        `<td style="${cell};text-align:right;white-space:nowrap">${escapeHtml(l.amount)}</td></tr>`,
    )
    .join('');
  const sums = totals
    .map(
      ([label, amount], i) =>
        `<tr${i === totals.length - 1 ? ' style="font-weight:bold"' : ''}><td colspan="2" style="padding:4px 8px;text-align:right">${escapeHtml(label)}</td>` +
        `<td style="padding:4px 8px;text-align:right;white-space:nowrap">${escapeHtml(amount)}</td></tr>`,
    )
    .join('');
  return markup(
    `<table role="presentation" style="border-collapse:collapse;width:100%;margin:0 0 16px"><thead><tr>${head}</tr></thead>` +
      `<tbody>${body}${sums}</tbody></table>`,
  );
}

/** A link as a button; only http(s) URLs are linked (anything else is left out). */
export function button(label: string, url: string): Html {
  if (!/^https?:\/\//i.test(url)) return markup('');
  return markup(
    `<p style="margin:16px 0"><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 18px;background:#039d55;color:#fff;text-decoration:none;border-radius:6px">${escapeHtml(label)}</a></p>`,
  );
}

export interface Layout {
  lang: string;
  title: string;
  siteName: string;
  /** absolute http(s) URL of the site's logo, or none */
  logoUrl: string | null;
  footer: readonly string[];
}

/** The whole document around the blocks. */
export function layout(page: Layout, blocks: readonly Html[]): string {
  const logo =
    page.logoUrl && /^https?:\/\//i.test(page.logoUrl)
      ? `<img src="${escapeHtml(page.logoUrl)}" alt="" height="32" style="height:32px;vertical-align:middle;margin-right:8px">`
      : '';
  return (
    `<!doctype html><html lang="${escapeHtml(page.lang)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(page.title)}</title></head>` +
    `<body style="margin:0;padding:0;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;color:#222;font-size:15px;line-height:1.5">` +
    `<div style="max-width:600px;margin:0 auto;padding:24px 16px">` +
    `<div style="margin:0 0 16px;font-size:20px;font-weight:bold">${logo}${escapeHtml(page.siteName)}</div>` +
    `<div style="background:#fff;border-radius:8px;padding:24px">${blocks.map((b) => b.html).join('')}</div>` +
    `<div style="color:#888;font-size:12px;margin-top:16px">${page.footer.map((f) => `<p style="margin:0 0 6px">${escapeHtml(f)}</p>`).join('')}</div>` +
    `</div></body></html>`
  );
}
