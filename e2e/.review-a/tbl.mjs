import { launch, BASE, PAGES } from './common.mjs';
const b = await launch();
for (const w of [1440, 375]) {
  const ctx = await b.newContext({ viewport: { width: w, height: 900 } });
  for (const p of PAGES) {
    const page = await ctx.newPage();
    await page.goto(BASE + p, { waitUntil: 'networkidle' });
    const r = await page.evaluate(() => {
      const broken = [];
      for (const c of document.querySelectorAll('table code')) {
        const rects = [...c.getClientRects()];
        const range = document.createRange(); range.selectNodeContents(c);
        const lines = new Set([...range.getClientRects()].map(r => Math.round(r.top))).size;
        // split mid-word: text has a token without space spanning lines
        const words = c.textContent.split(/\s+/);
        if (lines > 1) {
          // check each word's range
          const tn = c.firstChild; if (!tn || tn.nodeType !== 3) continue;
          let idx = 0;
          for (const wd of c.textContent.split(/(\s+)/)) { if (wd.trim()) { const rg = document.createRange(); rg.setStart(tn, idx); rg.setEnd(tn, idx + wd.length); const ls = new Set([...rg.getClientRects()].map(r => Math.round(r.top))).size; if (ls > 1) { broken.push(wd); break; } } idx += wd.length; }
        }
      }
      return broken;
    });
    console.log(w, p, r.length, r.slice(0, 12).join(' '));
    await page.close();
  }
  await ctx.close();
}
await b.close();
