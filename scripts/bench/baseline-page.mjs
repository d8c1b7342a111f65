// The baseline of the applications page: the same JSON fetched with plain fetch, the same cards
// drawn with plain DOM calls. Written next to the portal's assets so the same sandbox serves it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Baseline</title>
<style>body{font-family:sans-serif;margin:0}main{display:grid;grid-template-columns:repeat(auto-fill,minmax(280px,1fr));gap:16px;padding:16px}
.card{border:1px solid #ddd;border-radius:8px;padding:12px;display:flex;flex-direction:column;gap:4px}
.card img{width:48px;height:48px}.card p{margin:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}</style></head>
<body><main id="apps"></main><script src="baseline.js"></script></body></html>`;

const js = `(async () => {
  const res = await fetch('/pro-api/v2/applications', { credentials: 'include' });
  const { applications } = await res.json();
  applications.sort((a, b) => (a.name + a.version).localeCompare(b.name + b.version));
  const main = document.getElementById('apps');
  const frag = document.createDocumentFragment();
  for (const app of applications) {
    const card = document.createElement('article');
    card.className = 'card';
    card.setAttribute('data-app-card', '');
    const img = document.createElement('img');
    img.alt = '';
    if (app.attributes && app.attributes.iconUrl) img.src = '/portal/app-icon?icon=' + encodeURIComponent(app.attributes.iconUrl);
    const name = document.createElement('h3');
    name.textContent = app.name;
    const version = document.createElement('span');
    version.textContent = app.version;
    const desc = document.createElement('p');
    desc.textContent = app.description;
    const launch = document.createElement('button');
    launch.textContent = 'Launch';
    card.append(img, name, version, desc, launch);
    frag.append(card);
  }
  main.append(frag);
})();`;

/** Writes the baseline page into the built portal's asset folder and returns its path under the base path. */
export function writeBaselinePage(portalDist) {
  const dir = join(portalDist, 'v3', 'assets', 'bench');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'baseline.html'), html);
  writeFileSync(join(dir, 'baseline.js'), js);
  return '/v3/assets/bench/baseline.html';
}
