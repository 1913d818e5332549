import { launch, BASE, slug } from './common.mjs';
const [,, path, w, ...idxs] = process.argv;
const b = await launch();
const ctx = await b.newContext({ viewport: { width: +w, height: 900 } });
const page = await ctx.newPage();
await page.goto(BASE + path, { waitUntil: 'networkidle' });
await page.waitForTimeout(300);
const want = new Set(idxs.map(Number));
const max = Math.max(...want);
for (let i = 1; i <= max; i++) {
  await page.keyboard.press('Tab');
  if (want.has(i)) {
    await page.waitForTimeout(700);
    const r = await page.evaluate(() => { const el = document.activeElement; const r = el.getBoundingClientRect(); let bg='', a=el; while (a) { const c = getComputedStyle(a).backgroundColor; if (c !== 'rgba(0, 0, 0, 0)') { bg = c; break; } a = a.parentElement; } return { x: r.x, y: r.y, w: r.width, h: r.height, bg, d: el.tagName + ' ' + (el.getAttribute('aria-label')||el.innerText||'').slice(0,30) }; });
    const clip = { x: Math.max(0, r.x - 30), y: Math.max(0, r.y - 30), width: Math.min(r.w + 60, +w - Math.max(0, r.x - 30)), height: Math.min(r.h + 60, 900 - Math.max(0, r.y - 30)) };
    const f = `/tmp/review-a/focus-${slug(path)}-${w}-${i}.png`;
    await page.screenshot({ path: f, clip });
    console.log(i, JSON.stringify(r), f);
  }
}
await b.close();
