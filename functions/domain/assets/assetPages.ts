import { escapeHtml } from '../../lib/html';
import { HtmlPage } from '../../lib/familyHandler';

/** The small pages people outside the product see when they open an e-mailed link. */
function page(statusCode: number, title: string, body: string): HtmlPage {
  return new HtmlPage(
    statusCode,
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1f2937}h1{font-size:1.4rem}a{color:#1d4ed8}li{margin:.4rem 0}</style></head>
<body><h1>${escapeHtml(title)}</h1>${body}</body></html>`,
  );
}

export const messagePage = (statusCode: number, title: string, message: string) =>
  page(statusCode, title, `<p>${escapeHtml(message)}</p>`);

export function filesPage(files: { href: string; fileName: string }[], expiresAt: string) {
  const items = files.map((f) => `<li><a href="${escapeHtml(f.href)}">${escapeHtml(f.fileName)}</a></li>`).join('');
  return page(
    200,
    'Your files',
    `<ul>${items}</ul><p>This link expires on ${escapeHtml(new Date(expiresAt).toUTCString())}.</p>`,
  );
}
