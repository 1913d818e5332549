import { launch, newPage, BASE, focusInfo } from './lib.mjs';
const w = +(process.argv[2] ?? 1440);
const b = await launch();
const page = await newPage(b, { width: w, height: 900 });
await page.goto(BASE + '/components/progress-stepper', { waitUntil: 'networkidle' });
const html = await page.evaluate(() => { const s = document.querySelector('main nav, main [aria-label="Quote progress"]'); return (s?.outerHTML ?? '').replace(/<svg.*?<\/svg>/g, '<svg/>').replace(/class="[^"]*"/g, '').slice(0, 2500); });
console.log(html);
await b.close();
