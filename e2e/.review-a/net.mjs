import { launch, BASE, PAGES } from './common.mjs';
const b = await launch();
const ctx = await b.newContext({ viewport: { width: 1440, height: 900 } });
for (const p of PAGES) {
  const page = await ctx.newPage();
  const reqs = []; const warns = []; const fails = [];
  page.on('request', r => { if (/\/art\//.test(r.url())) reqs.push(r.url().replace(BASE, '')); });
  page.on('requestfailed', r => fails.push(r.url().replace(BASE,'') + ' ' + r.failure()?.errorText + ' ' + (r.headers()['rsc'] ? 'rsc' : '') + (r.headers()['next-router-prefetch'] ? 'prefetch' : '')));
  page.on('console', m => { if (['error','warning'].includes(m.type())) warns.push(m.type()+': '+m.text().slice(0, 110)); });
  await page.goto(BASE + p, { waitUntil: 'networkidle' });
  await page.waitForTimeout(5000);
  console.log(p, '\n  art:', reqs.join(' '), '\n  console:', warns.join('\n    '), '\n  failed:', fails.slice(0,3).join(' | '));
  await page.close();
}
await b.close();
