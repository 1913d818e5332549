import { launch, BASE, PAGES } from './common.mjs';
const b = await launch();
const ctx = await b.newContext({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
for (const p of PAGES) {
  const page = await ctx.newPage();
  await page.goto(BASE + p, { waitUntil: 'networkidle' });
  const r = await page.evaluate(() => {
    const out = [];
    const dur = s => Math.max(...s.split(',').map(x => parseFloat(x) * (x.includes('ms') ? 0.001 : 1)));
    for (const el of document.querySelectorAll('*')) {
      for (const pseudo of [null, '::before', '::after']) {
        const cs = getComputedStyle(el, pseudo);
        const t = dur(cs.transitionDuration), a = cs.animationName !== 'none' ? dur(cs.animationDuration) : 0;
        if (t > 0.011 || a > 0.011) out.push(`${el.tagName.toLowerCase()}.${(el.className&&el.className.baseVal===undefined?el.className:'').toString().split(' ')[0]}${pseudo||''} t=${cs.transitionProperty}:${cs.transitionDuration} a=${cs.animationName}:${cs.animationDuration}`);
      }
    }
    const sb = getComputedStyle(document.documentElement).scrollBehavior;
    return { sb, out: [...new Set(out)].slice(0, 15), n: out.length };
  });
  console.log(p, JSON.stringify(r, null, 1));
  await page.close();
}
await b.close();
