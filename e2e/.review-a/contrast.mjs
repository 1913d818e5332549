import { launch, BASE, PAGES } from './common.mjs';
const b = await launch();
const ctx = await b.newContext({ viewport: { width: 1440, height: 900 } });
for (const p of PAGES) {
  const page = await ctx.newPage();
  await page.goto(BASE + p, { waitUntil: 'networkidle' });
  const r = await page.evaluate(() => {
    const parse = c => { const m = c.match(/rgba?\(([^)]+)\)/); if (!m) return null; const v = m[1].split(/[ ,/]+/).filter(Boolean).map(Number); return { r: v[0], g: v[1], b: v[2], a: v.length > 3 ? v[3] : 1 }; };
    const lum = c => { const f = x => { x /= 255; return x <= 0.03928 ? x / 12.92 : Math.pow((x + 0.055) / 1.055, 2.4); }; return 0.2126 * f(c.r) + 0.7152 * f(c.g) + 0.0722 * f(c.b); };
    const bgOf = el => { let layers = []; for (let a = el; a; a = a.parentElement) { const cs = getComputedStyle(a); if (cs.backgroundImage !== 'none' && !a.matches('pre, code')) return null; const c = parse(cs.backgroundColor); if (c && c.a > 0) { layers.push(c); if (c.a >= 1) break; } } let out = { r: 255, g: 255, b: 255 }; for (const l of layers.reverse()) out = { r: l.r * l.a + out.r * (1 - l.a), g: l.g * l.a + out.g * (1 - l.a), b: l.b * l.a + out.b * (1 - l.a) }; return out; };
    const res = new Map();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    let n;
    while ((n = walker.nextNode())) {
      if (!n.textContent.trim()) continue;
      const el = n.parentElement; const cs = getComputedStyle(el);
      if (cs.visibility === 'hidden' || el.closest('[aria-hidden=true]') || el.getClientRects().length === 0) continue;
      if (el.closest('[class*=visuallyHidden]')) continue;
      const r = el.getBoundingClientRect(); if (r.width < 2) continue;
      const fg = parse(cs.color); const bg = bgOf(el); if (!bg || !fg) continue;
      let op = 1; for (let a = el; a; a = a.parentElement) op *= parseFloat(getComputedStyle(a).opacity);
      const f = { r: fg.r * fg.a * op + bg.r * (1 - fg.a * op), g: fg.g * fg.a * op + bg.g * (1 - fg.a * op), b: fg.b * fg.a * op + bg.b * (1 - fg.a * op) };
      const L1 = lum(f), L2 = lum(bg); const ratio = (Math.max(L1, L2) + 0.05) / (Math.min(L1, L2) + 0.05);
      const size = parseFloat(cs.fontSize), bold = +cs.fontWeight >= 700; const large = size >= 24 || (bold && size >= 18.66);
      const need = large ? 3 : 4.5;
      if (ratio < need) { const k = `${cs.color} on rgb(${bg.r|0},${bg.g|0},${bg.b|0}) ${ratio.toFixed(2)} ${size}px`; if (!res.has(k)) res.set(k, [el.tagName.toLowerCase() + '.' + String(el.className).split(' ')[0] + ' "' + n.textContent.trim().slice(0, 30) + '"']); else res.get(k).push(1); }
    }
    return [...res].map(([k, v]) => k + ' x' + v.length + ' e.g. ' + v[0]);
  });
  console.log(p, r.length ? '\n  ' + r.join('\n  ') : 'ok');
  await page.close();
}
await b.close();
