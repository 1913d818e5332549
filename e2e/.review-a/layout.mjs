import { launch, BASE, PAGES, slug } from './common.mjs';
const b = await launch();
const vps = [['1440',{width:1440,height:900},1],['375',{width:375,height:800},1],['320',{width:320,height:700},1],['zoom200',{width:720,height:450},2]];
for (const [name, vp, dsf] of vps) {
  const ctx = await b.newContext({ viewport: vp, deviceScaleFactor: dsf });
  for (const p of PAGES) {
    const page = await ctx.newPage();
    const errs = [];
    page.on('console', m => { if (m.type()==='error' || m.type()==='warning') errs.push(m.type()+': '+m.text()); });
    page.on('pageerror', e => errs.push('pageerror: '+e.message));
    page.on('requestfailed', r => errs.push('reqfail: '+r.url()));
    page.on('response', r => { if (r.status()>=400) errs.push('http '+r.status()+' '+r.url()); });
    await page.goto(BASE+p, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const m = await page.evaluate(() => {
      const de = document.documentElement;
      const iw = innerWidth;
      const over = [];
      for (const el of document.querySelectorAll('body *')) {
        const r = el.getBoundingClientRect();
        if (r.width === 0) continue;
        if (r.right > iw + 1 || r.left < -1) {
          // skip if inside a scroll container that clips
          let a = el.parentElement, clipped = false;
          while (a && a !== document.body) { const s = getComputedStyle(a); if (/(auto|scroll|hidden|clip)/.test(s.overflowX)) { clipped = true; break; } a = a.parentElement; }
          if (!clipped) over.push(el.tagName.toLowerCase() + (el.id?'#'+el.id:'') + (el.className && typeof el.className==='string' ? '.'+el.className.split(' ').slice(0,2).join('.') : '') + ` [${Math.round(r.left)},${Math.round(r.right)}]`);
        }
      }
      return { sw: de.scrollWidth, iw, h: de.scrollHeight, over: over.slice(0,8) };
    });
    console.log(name, p, JSON.stringify(m), errs.length ? '\n   ERR: ' + errs.join('\n   ERR: ') : '');
    await page.screenshot({ path: `/tmp/review-a/${slug(p)}-${name}.png`, fullPage: true });
    await page.close();
  }
  await ctx.close();
}
await b.close();
