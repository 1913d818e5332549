import { launch, newPage, BASE } from './lib.mjs';
const p = process.argv[2] ?? '/';
const b = await launch();
const page = await newPage(b, { width: 1440 });
await page.goto(BASE + p, { waitUntil: 'networkidle' });
const vis = () => page.evaluate(()=>[...document.querySelectorAll('[id^="nav-panel"]')].filter(pn=>pn.getBoundingClientRect().height>0 && getComputedStyle(pn).visibility!=='hidden' && getComputedStyle(pn).display!=='none').map(p=>p.id + ' h=' + Math.round(p.getBoundingClientRect().height)));
const trigs = page.locator('nav[aria-label=Main] button[aria-expanded]');
const n = await trigs.count();
for (let i = 0; i < n; i++) {
  const t = trigs.nth(i); const tb = await t.boundingBox();
  await page.mouse.move(tb.x + tb.width/2, tb.y + tb.height/2, { steps: 3 }); await page.waitForTimeout(300);
  const a = await vis();
  await page.mouse.move(tb.x + tb.width/2, tb.y + tb.height + 30, { steps: 5 }); await page.waitForTimeout(300);
  const b2 = await vis();
  await page.mouse.move(tb.x + tb.width/2, 880, { steps: 10 }); await page.waitForTimeout(600);
  const c = await vis();
  const ptr = await page.evaluate(([x,y]) => { const e = document.elementFromPoint(x,y); return e.tagName + '.' + e.className; }, [tb.x + tb.width/2, 880]);
  console.log(await t.innerText(), '| hover:', a, '| into panel:', b2, '| away (to y=880):', c, ptr);
  await page.mouse.move(1400, 880); await page.waitForTimeout(300);
}
await b.close();
