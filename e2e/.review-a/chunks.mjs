import { launch, BASE, slug } from './common.mjs';
const [,, path, w, h = '1600', dsf = '1', media = ''] = process.argv;
const b = await launch();
const ctx = await b.newContext({ viewport: { width: +w, height: 900 }, deviceScaleFactor: +dsf, reducedMotion: media === 'rm' ? 'reduce' : 'no-preference' });
const page = await ctx.newPage();
await page.goto(BASE + path, { waitUntil: 'networkidle' });
await page.waitForTimeout(800);
const total = await page.evaluate(() => document.documentElement.scrollHeight);
let i = 0;
for (let y = 0; y < total; y += +h) {
  const file = `/tmp/review-a/${slug(path)}-${w}${dsf!=='1'?'x'+dsf:''}-part${i++}.png`;
  await page.screenshot({ path: file, fullPage: true, clip: { x: 0, y, width: +w, height: Math.min(+h, total - y) } });
  console.log(file);
}
await b.close();
