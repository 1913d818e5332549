import { launch, newPage, BASE } from './lib.mjs';
const [p, w, h='900'] = process.argv.slice(2);
const b = await launch();
const page = await newPage(b, { width: +w, height: +h });
await page.goto(BASE + p, { waitUntil: 'networkidle' });
await page.evaluate(async () => { for (const i of document.querySelectorAll('img[loading=lazy]')) i.loading='eager'; });
await page.waitForTimeout(500);
const total = await page.evaluate(() => document.documentElement.scrollHeight);
let i = 0;
for (let y = 0; y < total; y += +h) {
  await page.screenshot({ path: `/tmp/review-b/seg-${p.replace(/\//g,'_')}-${w}-${i}.png`, fullPage: true, clip: { x: 0, y, width: +w, height: Math.min(+h, total - y) } });
  i++;
}
console.log(i, 'segments');
await b.close();
