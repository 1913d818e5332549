import { launch, newPage, BASE } from './lib.mjs';
const b = await launch();
const page = await newPage(b, { width: 1440, height: 900 });
await page.goto(BASE + '/', { waitUntil: 'networkidle' });
await page.getByRole('button', { name: /login/i }).first().click();
for (const t of [100, 300, 600, 1500]) { await page.waitForTimeout(t === 100 ? 100 : t - [100,300,600,1500][[100,300,600,1500].indexOf(t)-1]);
  console.log(t, await page.evaluate(() => { const d = document.querySelector('dialog[open]'); const cs = getComputedStyle(d); return { op: cs.opacity, bg: cs.backgroundColor, tr: cs.transform, anim: d.getAnimations().map(a => a.playState + ' ' + a.animationName + ' ' + a.currentTime) }; })); }
await page.screenshot({ path: '/tmp/review-b/login-1440-late.png' });
await b.close();
