// The stand-in data site's page frame: a small accessible HTML document with its tables, and the script
// every page carries (/frame.js): it reports the page's height to the embedding page (§7 iframe-size), turns a click
// on a link marked data-parent-route into a route-push for the embedding page, and follows themeChanged (which the
// embedding page sends once it listens, so the page reports its height again then: its first report may have come early).
import { escapeHtml } from '../../shared/escape-html.ts';

export const esc = (s: string | number): string => escapeHtml(String(s));

/** thousands separated by a space (§5) */
export const num = (n: number): string => String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
export const pct = (n: number): string => `${n.toFixed(2).replace('.', ',')}%`;

export function table(
  caption: string,
  head: readonly string[],
  rows: readonly (readonly string[])[],
  numeric: readonly number[] = [],
): string {
  const cell = (tag: 'td' | 'th', v: string, i: number) =>
    `<${tag}${numeric.includes(i) ? ' class="n"' : ''}${tag === 'th' && i === 0 ? ' scope="row"' : ''}>${v}</${tag}>`;
  // A wide table scrolls inside its box on a phone; the box takes the keyboard focus so it can be scrolled without a mouse.
  return (
    `<div class="scroll" tabindex="0" role="region" aria-label="${esc(caption)}"><table><caption>${esc(caption)}</caption><thead><tr>${head.map((h, i) => `<th scope="col"${numeric.includes(i) ? ' class="n"' : ''}>${esc(h)}</th>`).join('')}</tr></thead>` +
    `<tbody>${rows.map((r) => `<tr>${r.map((v, i) => cell(i === 0 ? 'th' : 'td', v, i)).join('')}</tr>`).join('')}</tbody></table></div>`
  );
}

const STYLE = `:root{color-scheme:light;--bg:#fff;--fg:#1a1a1a;--muted:#555;--line:#ddd;--accent:#0a58ca}
html[data-theme=dark]{color-scheme:dark;--bg:#121212;--fg:#eee;--muted:#bbb;--line:#333;--accent:#8ab4ff}
body{margin:0;background:var(--bg);color:var(--fg);font:15px/1.45 system-ui,sans-serif}main{padding:12px}
h1{font-size:1.2rem;margin:0 0 8px}p{margin:0 0 8px;color:var(--muted)}a{color:var(--accent)}
table{border-collapse:collapse;width:100%;margin:0 0 16px}caption{text-align:left;font-weight:600;padding:4px 0}
th,td{border-bottom:1px solid var(--line);padding:4px 6px;text-align:left}.n{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
.scroll{overflow-x:auto}
nav ul{list-style:none;display:flex;flex-wrap:wrap;gap:6px;padding:0;margin:0 0 10px}nav a[aria-current]{font-weight:700}`;

/** A frame page; `style` adds the page's own rules to the shared ones. */
export function document(title: string, body: string, style = ''): string {
  return (
    `<!doctype html><html lang="hu"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${esc(title)}</title><style>${STYLE}${style}</style><script src="/frame.js" defer></script></head>` +
    `<body><main id="c"><h1>${esc(title)}</h1>${body}</main></body></html>`
  );
}

export const FRAME_SCRIPT = `(function(){
var root=document.documentElement,last=0;
function size(){var m=document.getElementById('c');if(!m||window.parent===window)return;
var h=Math.ceil(m.getBoundingClientRect().height);if(h===last)return;last=h;
window.parent.postMessage({type:'iframe-size',height:h},'*');}
window.addEventListener('load',size);
if(window.ResizeObserver)new ResizeObserver(size).observe(document.body);
document.addEventListener('click',function(e){var a=e.target&&e.target.closest&&e.target.closest('a[data-parent-route]');
if(!a||window.parent===window)return;e.preventDefault();
window.parent.postMessage({type:'route-push',path:a.getAttribute('data-parent-route')},'*');});
window.addEventListener('message',function(e){if(e.source!==window.parent||!e.data||e.data.type!=='themeChanged')return;
root.setAttribute('data-theme',e.data.theme==='dark'?'dark':'light');last=0;size();});
})();`;
